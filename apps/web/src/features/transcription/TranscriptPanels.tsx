import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DriveFileRenameOutline from '@mui/icons-material/DriveFileRenameOutline';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { z } from 'zod';
import type { TranscriptExhibit, TranscriptSegment, User } from '@app/contract';
import { OpenDocument } from './OpenDocument';
import { SpeakerChip } from './SpeakerChip';
import { formatPageLine, formatTimecode } from './time-format';

type Exhibit = z.infer<typeof TranscriptExhibit>;

/** Who speaks, in their colours, with how many lines each, and the rename action. */
export function SpeakersPanel({
  speakers,
  colours,
  counts,
  canEdit,
  onRename,
}: {
  speakers: readonly string[];
  colours: ReadonlyMap<string, string>;
  counts(speaker: string): number;
  canEdit: boolean;
  onRename(speaker: string): void;
}) {
  if (speakers.length === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="transcript-speakers" sx={{ p: 1.5 }}>
      <Typography id="transcript-speakers" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Speakers
      </Typography>
      <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {speakers.map((speaker) => (
          <Box component="li" key={speaker} sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
            <SpeakerChip speaker={speaker} colour={colours.get(speaker) ?? '#37474f'} />
            <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1, whiteSpace: 'nowrap' }}>
              {counts(speaker)} {counts(speaker) === 1 ? 'line' : 'lines'}
            </Typography>
            {canEdit ? (
              <Tooltip title={`Rename ${speaker} everywhere`}>
                <IconButton size="small" onClick={() => onRename(speaker)} aria-label={`Rename ${speaker} everywhere`} sx={{ flexShrink: 0 }}>
                  <DriveFileRenameOutline fontSize="small" />
                </IconButton>
              </Tooltip>
            ) : null}
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}

/** Exhibits the testimony mentions, each linked to the case document it matched, and where it is mentioned. */
export function ExhibitsPanel({
  exhibits,
  segments,
  user,
  caseId,
  onGoTo,
}: {
  exhibits: readonly Exhibit[];
  segments: readonly TranscriptSegment[];
  user: User;
  caseId: string;
  onGoTo(index: number): void;
}) {
  if (exhibits.length === 0) return null;
  const place = (seq: number) => {
    const index = segments.findIndex((s) => s.seq === seq);
    const segment = segments[index];
    if (!segment) return null;
    return { index, label: segment.start !== null ? formatTimecode(segment.start) : formatPageLine(segment.page, segment.line) };
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby="transcript-exhibits" sx={{ p: 1.5 }}>
      <Typography id="transcript-exhibits" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Exhibits
      </Typography>
      <Stack component="ul" spacing={1.25} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {exhibits.map((exhibit) => (
          <li key={exhibit.label}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {exhibit.label}
            </Typography>
            {exhibit.document_id ? (
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                <OpenDocument user={user} caseId={caseId} documentId={exhibit.document_id} label={exhibit.filename ?? 'Open the document'} variant="link" />
              </Typography>
            ) : (
              <Typography variant="body2" color="text.secondary">
                No matching document in the case
              </Typography>
            )}
            {exhibit.segments.length > 0 ? (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.25, alignItems: 'center' }}>
                <Typography variant="caption" color="text.secondary">
                  Mentioned at
                </Typography>
                {exhibit.segments.slice(0, 12).map((seq) => {
                  const where = place(seq);
                  return where ? (
                    <Button key={seq} size="small" sx={{ minWidth: 0, px: 0.75, py: 0 }} onClick={() => onGoTo(where.index)} aria-label={`Go to ${where.label}, where ${exhibit.label} is mentioned`}>
                      {where.label}
                    </Button>
                  ) : null;
                })}
              </Box>
            ) : null}
          </li>
        ))}
      </Stack>
    </Paper>
  );
}
