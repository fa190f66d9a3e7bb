import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { CONFIDENTIALITY_LEVELS, PRIVILEGE_LABELS, type CodingChange, type ConfidentialityLevel, type DiscoveryRequest, type DocumentCoding, type Responsiveness } from '@app/contract';
import { formatDateTime } from '../../../components/format-time';
import { CONFIDENTIALITY_LABELS, formatCalendarDate } from '../format';
import { REVIEW_SHORTCUTS } from '../review-keys';

interface Props {
  doc: DocumentCoding;
  position: { index: number; total: number };
  request: DiscoveryRequest | null;
  canEdit: boolean;
  busy: boolean;
  onCode(change: CodingChange): void;
  onPrivilege(): void;
  onMove(step: 1 | -1): void;
  onOpen(): void;
}

/** The current document's coding, with the keyboard shortcuts spelled out. */
export function CodingPanel({ doc, position, request, canEdit, busy, onCode, onPrivilege, onMove, onOpen }: Props) {
  const responsiveness = request ? (doc.responsiveness[request.id] ?? null) : null;
  const [notes, setNotes] = useState(doc.notes ?? '');
  const facts = [doc.detected_type, doc.page_count ? `${doc.page_count} ${doc.page_count === 1 ? 'page' : 'pages'}` : null, doc.document_date ? formatCalendarDate(doc.document_date) : null].filter(Boolean);

  return (
    <Paper variant="outlined" component="section" aria-labelledby="coding-panel-heading" sx={{ p: 2 }} data-testid="coding-panel">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="overline" color="text.secondary" sx={{ flex: '1 1 auto' }} aria-live="polite">
          Document {position.index + 1} of {position.total}
        </Typography>
        <Button size="small" startIcon={<ChevronLeft />} onClick={() => onMove(-1)} disabled={position.index === 0}>
          Previous
        </Button>
        <Button size="small" endIcon={<ChevronRight />} onClick={() => onMove(1)} disabled={position.index >= position.total - 1}>
          Next
        </Button>
      </Box>
      <Typography id="coding-panel-heading" variant="h6" component="h3" sx={{ overflowWrap: 'anywhere', lineHeight: 1.3 }}>
        {doc.filename}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {facts.join(' · ') || 'Not processed yet'}
      </Typography>
      <Button size="small" startIcon={<OpenInNew />} onClick={onOpen} sx={{ mt: 0.5, ml: -0.5 }}>
        Open document
      </Button>

      <Stack spacing={2} sx={{ mt: 2 }}>
        <Box>
          <Typography variant="subtitle2" component="h4" id="responsiveness-label">
            {request ? `Responsive to "${request.title}"?` : 'Responsiveness'}
          </Typography>
          {request && canEdit ? (
            <ToggleButtonGroup
              exclusive
              size="small"
              value={responsiveness}
              aria-labelledby="responsiveness-label"
              disabled={busy}
              onChange={(_e, value: Responsiveness | null) => onCode({ responsiveness: { [request.id]: value } })}
              sx={{ mt: 0.5, flexWrap: 'wrap' }}
            >
              <ToggleButton value="responsive" color="success">
                Responsive (R)
              </ToggleButton>
              <ToggleButton value="not_responsive">Not responsive (N)</ToggleButton>
            </ToggleButtonGroup>
          ) : request ? (
            <Typography data-testid="coding-responsiveness">{responsiveness === 'responsive' ? 'Responsive' : responsiveness === 'not_responsive' ? 'Not responsive' : 'Not reviewed yet'}</Typography>
          ) : (
            <Typography variant="body2" color="text.secondary">
              Choose a request above to code responsiveness.
            </Typography>
          )}
        </Box>
        <Box>
          <Typography variant="subtitle2" component="h4">
            Privilege
          </Typography>
          <Typography data-testid="coding-privilege" sx={{ color: doc.privilege === 'none' ? 'text.secondary' : 'error.main', fontWeight: doc.privilege === 'none' ? 400 : 600 }}>
            {PRIVILEGE_LABELS[doc.privilege]}
          </Typography>
          {doc.privilege_basis ? (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              Basis: {doc.privilege_basis}
            </Typography>
          ) : null}
          {canEdit ? (
            <Button size="small" variant="outlined" startIcon={<GavelOutlined />} onClick={onPrivilege} disabled={busy} sx={{ mt: 0.5 }}>
              {doc.privilege === 'none' ? 'Privileged… (P)' : 'Change privilege (P)'}
            </Button>
          ) : null}
        </Box>
        {canEdit ? (
          <>
            <TextField
              select
              size="small"
              label="Confidentiality (C)"
              value={doc.confidentiality}
              disabled={busy}
              onChange={(e) => onCode({ confidentiality: e.target.value as ConfidentialityLevel })}
              sx={{ maxWidth: 320 }}
            >
              {CONFIDENTIALITY_LEVELS.map((level) => (
                <MenuItem key={level} value={level}>
                  {CONFIDENTIALITY_LABELS[level]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              label="Review notes"
              value={notes}
              onChange={(e) => setNotes(e.target.value)}
              onBlur={() => {
                if (notes.trim() !== (doc.notes ?? '')) onCode({ notes: notes.trim() || null });
              }}
              multiline
              minRows={2}
              fullWidth
            />
          </>
        ) : (
          // Read-only: the coding as text (disabled controls would be grey and say nothing more).
          <>
            <Box>
              <Typography variant="subtitle2" component="h4">
                Confidentiality
              </Typography>
              <Typography>{CONFIDENTIALITY_LABELS[doc.confidentiality]}</Typography>
            </Box>
            {doc.notes ? (
              <Box>
                <Typography variant="subtitle2" component="h4">
                  Review notes
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{doc.notes}</Typography>
              </Box>
            ) : null}
          </>
        )}
        <Typography variant="body2" color="text.secondary">
          {doc.reviewed ? `Reviewed by ${doc.reviewed_by ?? 'someone'} · ${formatDateTime(doc.reviewed_at)}` : 'Not reviewed yet'}
          {doc.produced_as.length > 0 ? ` · Produced as ${doc.produced_as.map((p) => `${p.begin_bates}–${p.end_bates}`).join(', ')}` : ''}
        </Typography>
      </Stack>

      {canEdit ? (
        <Box component="section" aria-labelledby="shortcuts-heading" sx={{ mt: 2, pt: 1.5, borderTop: 1, borderColor: 'divider' }}>
          <Typography id="shortcuts-heading" variant="subtitle2" component="h4">
            Keyboard
          </Typography>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.25, fontSize: '0.875rem' }}>
            {REVIEW_SHORTCUTS.map((s) => (
              <Box key={s.action} sx={{ display: 'contents' }}>
                <Box component="dt" sx={{ fontWeight: 600 }}>
                  <Box component="kbd" sx={{ fontFamily: 'inherit', border: 1, borderColor: 'divider', borderRadius: 0.5, px: 0.5 }}>
                    {s.keys}
                  </Box>
                </Box>
                <Box component="dd" sx={{ m: 0 }}>
                  {s.label}
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
      ) : null}
    </Paper>
  );
}
