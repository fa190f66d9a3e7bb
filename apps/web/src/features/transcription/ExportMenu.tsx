import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Download from '@mui/icons-material/Download';
import type { TranscriptFormat } from '@app/contract';
import { downloadBlob } from '../../components/download';
import { errorMessage } from '../../lib/form-errors';
import { notify } from '../../lib/toast';
import { fetchExport } from './api';

export const EXPORTS: readonly { format: TranscriptFormat; label: string; detail: string; timed: boolean }[] = [
  { format: 'txt', label: 'Text (TXT)', detail: 'Speaker and time on each line', timed: false },
  { format: 'srt', label: 'Subtitles (SRT)', detail: 'For video players and editors', timed: true },
  { format: 'vtt', label: 'WebVTT', detail: 'Captions for the web', timed: true },
  { format: 'docx', label: 'Word (DOCX)', detail: "Laid out like a court reporter's transcript", timed: false },
  { format: 'json', label: 'JSON', detail: 'Every segment, word times included', timed: false },
];

export const UNTIMED_REASON = "This transcript was imported from a court reporter's pages and has no time codes, so it cannot be made into subtitles.";

/** '<recording with its extension> — transcript.srt', as the server names it ("short.mp3" and "short.mp4" stay apart). */
export function exportFileName(sourceName: string, format: TranscriptFormat): string {
  return `${sourceName} — transcript.${format}`;
}

/** The export menu: each format is fetched with the session's token as a blob, then saved. */
export function ExportMenu({ jobId, sourceName, timed }: { jobId: string; sourceName: string; timed: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState<TranscriptFormat | null>(null);
  const menuId = useId();
  const save = async (format: TranscriptFormat) => {
    setAnchor(null);
    setBusy(format);
    try {
      downloadBlob(exportFileName(sourceName, format), await fetchExport(jobId, format));
    } catch (error) {
      notify.error(errorMessage(error, 'The export failed. Please try again.'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<Download />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        disabled={busy !== null}
      >
        {busy ? 'Exporting…' : 'Export'}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {EXPORTS.map((item) => {
          const unavailable = item.timed && !timed;
          const entry = (
            <MenuItem key={item.format} onClick={() => void save(item.format)} disabled={unavailable}>
              <ListItemText primary={item.label} secondary={item.detail} />
            </MenuItem>
          );
          // A disabled item takes no pointer events: the tooltip sits on a wrapper that does.
          return unavailable ? (
            <Tooltip key={item.format} title={UNTIMED_REASON} placement="left">
              <span>{entry}</span>
            </Tooltip>
          ) : (
            entry
          );
        })}
      </Menu>
    </>
  );
}
