import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Highlight } from '@app/contract';
import { DateTime } from '../../components/DateTime';

/** A highlight's tags (when it has any) and who marked it when: shown under it in the viewer's popover and in the case's list. */
export function HighlightByline({ highlight, relativeDate = false, tagsLabel }: { highlight: Highlight; relativeDate?: boolean; tagsLabel?: string }) {
  return (
    <>
      {highlight.tags.length > 0 ? (
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label={tagsLabel}>
          {highlight.tags.map((tag) => (
            <Chip key={tag} size="small" label={tag} />
          ))}
        </Stack>
      ) : null}
      <Typography variant="caption" color="text.secondary">
        {`${highlight.author_name ?? 'Former member'} · `}
        <DateTime value={highlight.created_at} relative={relativeDate} />
      </Typography>
    </>
  );
}
