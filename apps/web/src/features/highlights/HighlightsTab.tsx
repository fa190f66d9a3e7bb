import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Description from '@mui/icons-material/DescriptionOutlined';
import { HIGHLIGHT_SWATCHES, type Highlight } from '@app/contract';
import { EmptyState, LoadError, LoadingRows } from '../../components/QueryStates';
import { useHighlights } from './api';
import { COLOUR_LABELS } from './HighlightDialog';
import { HighlightByline } from './HighlightByline';

export interface HighlightsTabProps {
  caseId: string;
  /** Opens the document viewer at the highlighted passage. */
  onOpenPassage(documentId: string, passage: { page: number; start: number; end: number }): void;
}

function HighlightCard({ highlight, onOpen }: { highlight: Highlight; onOpen(): void }) {
  return (
    <Card variant="outlined" component="li" sx={{ borderLeft: 6, borderLeftColor: HIGHLIGHT_SWATCHES[highlight.colour] }}>
      {/* Named by its visible text (quote, note, document and page): what a voice user would say. */}
      <CardActionArea onClick={onOpen} title={`Open ${highlight.filename} at this passage`} sx={{ p: 2 }}>
        <Stack spacing={1}>
          <Typography
            component="blockquote"
            variant="body2"
            sx={{ m: 0, px: 0.75, py: 0.25, bgcolor: HIGHLIGHT_SWATCHES[highlight.colour], borderRadius: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', display: '-webkit-box', WebkitLineClamp: 4, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          >
            {highlight.quote}
          </Typography>
          {highlight.note ? (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              {highlight.note}
            </Typography>
          ) : null}
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.75 }}>
            <Description fontSize="small" color="action" aria-hidden sx={{ mt: '1px' }} />
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {`${highlight.filename} · page ${highlight.page_number} · ${COLOUR_LABELS[highlight.colour]}`}
            </Typography>
          </Box>
          <HighlightByline highlight={highlight} />
        </Stack>
      </CardActionArea>
    </Card>
  );
}

/** The case's highlights, newest first, filtered by tag; each opens its document at the passage. */
export function HighlightsTab({ caseId, onOpenPassage }: HighlightsTabProps) {
  const [tag, setTag] = useState('');
  const list = useHighlights(caseId, { tag: tag || undefined });
  const highlights = [...(list.data?.highlights ?? [])].reverse();
  const tags = list.data?.tags ?? [];
  const total = list.data?.total ?? 0;

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          id="case-highlights-tag"
          select
          size="small"
          label="Tag"
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          value={tags.includes(tag) ? tag : ''}
          onChange={(e) => setTag(e.target.value)}
          sx={{ minWidth: 200 }}
          disabled={tags.length === 0 && !tag}
        >
          <MenuItem value="">All tags</MenuItem>
          {tags.map((t) => (
            <MenuItem key={t} value={t}>
              {t}
            </MenuItem>
          ))}
        </TextField>
        {list.data ? (
          <Typography variant="body2" color="text.secondary" role="status">
            {tag ? `${total} ${total === 1 ? 'highlight' : 'highlights'} tagged “${tag}”` : `${total} ${total === 1 ? 'highlight' : 'highlights'}`}
          </Typography>
        ) : null}
      </Stack>
      {list.isPending ? <LoadingRows rows={4} height={96} label="Loading highlights" /> : null}
      {list.isError && !list.data ? <LoadError error={list.error} what="the highlights" onRetry={() => void list.refetch()} /> : null}
      {list.data && highlights.length === 0 ? (
        tag ? (
          <EmptyState
            title="No highlights with this tag"
            action={
              <Button variant="outlined" onClick={() => setTag('')}>
                Show all highlights
              </Button>
            }
          >
            Choose another tag.
          </EmptyState>
        ) : (
          <EmptyState title="No highlights yet">Open a document, select a passage and choose “Add highlight” to mark it for the team.</EmptyState>
        )
      ) : null}
      {highlights.length > 0 ? (
        <Box component="ul" aria-label="Highlights" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
          {highlights.map((h) => (
            <HighlightCard key={h.id} highlight={h} onOpen={() => onOpenPassage(h.document_id, { page: h.page_number, start: h.start, end: h.end })} />
          ))}
        </Box>
      ) : null}
    </Stack>
  );
}
