import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Replay from '@mui/icons-material/Replay';
import { Link as RouterLink } from 'react-router';
import type { DocumentSummary } from '@app/contract';
import type { CaseLink } from '../../lib/links';
import { IN_FLIGHT_STATUSES } from '../documents/api';
import { DocumentStatusChip } from '../documents/DocumentStatusChip';
import { formatBytes } from '../documents/document-format';
import type { QueueItem } from './upload-queue';
import { documentNote, isFinished, rowStatus } from './upload-summary';

export interface UploadRowActions {
  pause(key: string): void;
  resume(key: string): void;
  cancel(key: string): void;
  remove(key: string): void;
  /** Shows the document on this page (for people who may not open the case page). */
  open(item: QueueItem, doc: DocumentSummary): void;
}

/**
 * One file: name, size, state, byte progress, and what can be done with it now. Once processed,
 * 'Open' goes to the document in its case (`caseLink`) or shows it here.
 */
export function UploadRow({ item, doc, actions, caseLink }: { item: QueueItem; doc: DocumentSummary | null; actions: UploadRowActions; caseLink: CaseLink | null }) {
  const status = rowStatus(item);
  const uploaded = item.phase === 'uploaded';
  const detail = uploaded && doc ? documentNote(doc) : status.detail;
  const detailIsProblem = status.tone === 'error' || status.tone === 'warning' || doc?.status === 'failed';
  const canPause = item.phase === 'waiting' || item.phase === 'uploading' || item.phase === 'retrying' || item.phase === 'finalizing';
  const canCancel = canPause || item.phase === 'paused';
  const settledDoc = uploaded && doc && !IN_FLIGHT_STATUSES.includes(doc.status) ? doc : null;

  return (
    <Box component="li" aria-label={item.name} sx={{ listStyle: 'none', py: 1.5, px: { xs: 1.5, sm: 2 }, borderBottom: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <InsertDriveFileOutlined sx={{ mt: 0.25, color: 'text.secondary', display: { xs: 'none', sm: 'block' } }} aria-hidden />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere', mr: 'auto' }}>
              {item.name}
            </Typography>
            {uploaded && doc ? (
              <>
                {doc.duplicate_of ? <Chip size="small" label="Duplicate" color="warning" variant="outlined" /> : null}
                <DocumentStatusChip doc={doc} />
              </>
            ) : (
              <Chip size="small" label={status.label} color={status.tone} variant={status.tone === 'default' ? 'outlined' : 'filled'} />
            )}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {formatBytes(item.size)}
          </Typography>
          {detail ? (
            <Typography variant="body2" color={detailIsProblem ? 'error' : 'text.secondary'} sx={{ overflowWrap: 'anywhere' }}>
              {detail}
            </Typography>
          ) : null}
          {status.percent !== null ? (
            <LinearProgress
              variant="determinate"
              value={status.percent}
              color={item.phase === 'failed' ? 'error' : item.phase === 'paused' || item.phase === 'retrying' ? 'warning' : 'primary'}
              aria-label={`Upload progress of ${item.name}`}
              sx={{ mt: 1, height: 6, borderRadius: 3 }}
            />
          ) : null}
        </Box>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexShrink: 0 }}>
          {settledDoc && caseLink ? (
            <Button component={RouterLink} to={caseLink(item.caseId, { document: settledDoc.id })} size="small" aria-label={`Open ${item.name}`}>
              Open
            </Button>
          ) : null}
          {settledDoc && !caseLink ? (
            <Button size="small" aria-label={`Open ${item.name}`} onClick={() => actions.open(item, settledDoc)}>
              Open
            </Button>
          ) : null}
          {canPause ? (
            <RowButton label="Pause" name={item.name} onClick={() => actions.pause(item.key)}>
              <Pause />
            </RowButton>
          ) : null}
          {item.phase === 'paused' ? (
            <RowButton label="Resume" name={item.name} onClick={() => actions.resume(item.key)}>
              <PlayArrow />
            </RowButton>
          ) : null}
          {item.phase === 'failed' && item.retryable ? (
            <RowButton label="Retry" name={item.name} onClick={() => actions.resume(item.key)}>
              <Replay />
            </RowButton>
          ) : null}
          {canCancel ? (
            <RowButton label="Cancel" name={item.name} onClick={() => actions.cancel(item.key)}>
              <Close />
            </RowButton>
          ) : null}
          {isFinished(item, doc) ? (
            <RowButton label="Remove from list" name={item.name} onClick={() => actions.remove(item.key)}>
              <DeleteOutline />
            </RowButton>
          ) : null}
        </Stack>
      </Stack>
    </Box>
  );
}

function RowButton({ label, name, onClick, children }: { label: string; name: string; onClick(): void; children: ReactNode }) {
  return (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={`${label} ${name}`} onClick={onClick}>
        {children}
      </IconButton>
    </Tooltip>
  );
}
