import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Edit from '@mui/icons-material/Edit';
import { HIGHLIGHT_SWATCHES, type Highlight } from '@app/contract';
import { COLOUR_LABELS } from './HighlightDialog';
import { HighlightByline } from './HighlightByline';

/** One highlight's note, tags and author; Edit and Delete only for those allowed (`can_edit`). */
export function HighlightSummary({ highlight, onEdit, onDelete }: { highlight: Highlight; onEdit?: (() => void) | undefined; onDelete?: (() => void) | undefined }) {
  return (
    <Stack spacing={1}>
      <Box
        component="blockquote"
        sx={{ m: 0, pl: 1.5, borderLeft: 4, borderColor: HIGHLIGHT_SWATCHES[highlight.colour], typography: 'body2', whiteSpace: 'pre-wrap', maxHeight: 120, overflow: 'auto' }}
        title={`${COLOUR_LABELS[highlight.colour]} highlight`}
      >
        {highlight.quote}
      </Box>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }} color={highlight.note ? 'text.primary' : 'text.secondary'}>
        {highlight.note ?? 'No note.'}
      </Typography>
      <HighlightByline highlight={highlight} relativeDate tagsLabel="Tags" />
      {highlight.can_edit && (onEdit || onDelete) ? (
        <Stack direction="row" spacing={1}>
          {onEdit ? (
            <Button size="small" startIcon={<Edit />} onClick={onEdit}>
              Edit
            </Button>
          ) : null}
          {onDelete ? (
            <Button size="small" color="error" startIcon={<DeleteOutline />} onClick={onDelete}>
              Delete
            </Button>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}

/** What a click on a painted highlight shows: every highlight covering that spot. */
export function HighlightDetailsPopover({
  anchor,
  highlights,
  onClose,
  onEdit,
  onDelete,
}: {
  anchor: HTMLElement | null;
  highlights: readonly Highlight[];
  onClose(): void;
  onEdit(highlight: Highlight): void;
  onDelete(highlight: Highlight): void;
}) {
  return (
    <Popover
      open={anchor !== null && highlights.length > 0}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{ paper: { role: 'dialog', 'aria-label': highlights.length === 1 ? 'Highlight' : `${highlights.length} highlights`, sx: { p: 2, width: 340, maxWidth: 'calc(100vw - 32px)' } } }}
    >
      <Stack spacing={1.5} divider={<Divider flexItem />}>
        {highlights.map((h) => (
          <HighlightSummary key={h.id} highlight={h} onEdit={() => onEdit(h)} onDelete={() => onDelete(h)} />
        ))}
      </Stack>
    </Popover>
  );
}
