import { useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Mic from '@mui/icons-material/Mic';
import { useFileDrop } from '../../components/use-file-drop';
import { ACCEPTED_FILES } from './job-status';

export interface TranscriptionDropZoneProps {
  /** Why nothing can be added right now (no case, read-only case); null when files are welcome. */
  blockedReason: string | null;
  /** What the zone says it takes (the engine decides whether media is among it). */
  hint: string;
  onFiles(files: File[], folders: string[]): void;
  onBlockedDrop(): void;
}

/**
 * Drag and drop or 'Choose files' (a real button, so keyboard and screen-reader users take the same
 * path). The files then go through the resumable upload of /upload.
 */
export function TranscriptionDropZone({ blockedReason, hint, onFiles, onBlockedDrop }: TranscriptionDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const blocked = blockedReason !== null;
  const { active, handlers } = useFileDrop({
    blocked,
    onBlockedDrop,
    onDrop: ({ files, folders }) => {
      if (files.length > 0 || folders.length > 0) onFiles(files, folders);
    },
  });
  return (
    <Box
      {...handlers}
      data-testid="transcription-drop-zone"
      sx={{
        border: '2px dashed',
        borderColor: active ? 'primary.main' : 'divider',
        bgcolor: active ? 'action.hover' : 'background.paper',
        borderRadius: 2,
        px: { xs: 2, sm: 3 },
        py: { xs: 2.5, sm: 3.5 },
        textAlign: 'center',
      }}
    >
      <Mic sx={{ fontSize: 40, color: blocked ? 'text.disabled' : 'primary.main' }} aria-hidden />
      <Typography variant="h6" component="h2" sx={{ mt: 0.5 }}>
        {active ? 'Drop the recordings to transcribe them' : 'Drop recordings or transcripts here'}
      </Typography>
      <Typography color={blocked ? 'text.secondary' : 'text.primary'} sx={{ mb: 2 }} id="transcription-drop-hint">
        {blockedReason ?? hint}
      </Typography>
      <Button variant="contained" onClick={() => input.current?.click()} disabled={blocked} aria-describedby="transcription-drop-hint">
        Choose files
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPTED_FILES}
        disabled={blocked}
        aria-label="Recordings or transcripts to add"
        hidden
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared so that choosing the same file again (to resume it) fires a change.
          event.target.value = '';
          if (files.length > 0) onFiles(files, []);
        }}
      />
    </Box>
  );
}
