import { useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CloudUpload from '@mui/icons-material/CloudUpload';
import { useFileDrop } from '../../components/use-file-drop';
import type { RefusedFile } from './upload-queue';

export interface DropZoneProps {
  /** Why files cannot be added right now (no case chosen, read-only case); null when they can. */
  blockedReason: string | null;
  /** Where the files will go, e.g. the case name. */
  target: string | null;
  onFiles(files: File[], refused: RefusedFile[]): void;
  /** Files dropped while blocked: the page explains why nothing happened. */
  onBlockedDrop(): void;
}

export const FOLDER_REFUSED = 'Folders cannot be uploaded as such: open the folder and drop or choose the files inside it.';

/**
 * Drag and drop, or the 'Choose files' button: a real button that opens the file picker, so the
 * keyboard and screen-reader path is the same as the mouse one.
 */
export function DropZone({ blockedReason, target, onFiles, onBlockedDrop }: DropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const blocked = blockedReason !== null;
  const { active, handlers } = useFileDrop({
    blocked,
    onBlockedDrop,
    onDrop: ({ files, folders }) => {
      const refused = folders.map((name) => ({ name, reason: FOLDER_REFUSED }));
      if (files.length > 0 || refused.length > 0) onFiles(files, refused);
    },
  });

  return (
    <Box
      {...handlers}
      data-testid="upload-drop-zone"
      sx={{
        border: '2px dashed',
        borderColor: active ? 'primary.main' : 'divider',
        bgcolor: active ? 'action.hover' : 'background.paper',
        borderRadius: 2,
        px: { xs: 2, sm: 4 },
        py: { xs: 3, sm: 5 },
        textAlign: 'center',
        transition: 'border-color 120ms, background-color 120ms',
      }}
    >
      <CloudUpload sx={{ fontSize: 48, color: blocked ? 'text.disabled' : 'primary.main' }} aria-hidden />
      <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
        {active ? 'Drop the files to upload them' : 'Drag and drop files here'}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }} id="upload-drop-hint">
        {blockedReason ?? (target ? `They will be added to ${target}.` : 'They will be added to the chosen case.')}
      </Typography>
      <Button variant="contained" onClick={() => input.current?.click()} disabled={blocked} aria-describedby="upload-drop-hint">
        Choose files
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        PDFs, scans, Word documents, e-mails, spreadsheets — as many as you like. Large files go up in pieces and pick up where they
        stopped after a dropped connection.
      </Typography>
      <input
        ref={input}
        type="file"
        multiple
        disabled={blocked}
        aria-label="Files to upload"
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
