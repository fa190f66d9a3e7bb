import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { DocumentSearchHit, SearchSnippet } from '@app/contract';
import { formatDate } from '../../components/format-time';
import { DocumentStatusChip } from '../documents/DocumentStatusChip';
import { SnippetText } from './SnippetText';

/** One matching document: what it is and where, then its matching passages, each opening the document there. */
export function SearchHitCard({ hit, onOpen }: { hit: DocumentSearchHit; onOpen(hit: DocumentSearchHit, snippet: SearchSnippet | null): void }) {
  const date = hit.document_date ?? hit.created_at;
  const meta = [
    hit.case_name,
    hit.detected_type ? hit.detected_type.toUpperCase() : null,
    `${hit.document_date ? 'Dated' : 'Added'} ${formatDate(date)}`,
    hit.author,
  ].filter((part): part is string => Boolean(part));
  return (
    <Paper component="article" variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} aria-label={hit.filename}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere', lineHeight: 1.35 }}>
          <Link component="button" type="button" onClick={() => onOpen(hit, hit.snippets[0] ?? null)} sx={{ textAlign: 'left', font: 'inherit', verticalAlign: 'baseline' }}>
            {hit.filename}
          </Link>
        </Typography>
        {hit.status !== 'processed' ? <DocumentStatusChip doc={{ status: hit.status, progress: 0 }} showProgress={false} /> : null}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25, overflowWrap: 'anywhere' }}>
        {meta.join(' · ')}
      </Typography>
      {hit.snippets.length > 0 ? (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: 1, p: 0, display: 'grid', gap: 0.5 }} aria-label={`Passages in ${hit.filename}`}>
          {hit.snippets.map((snippet, i) => (
            <li key={`${snippet.page_number}-${snippet.start}-${i}`}>
              <ButtonBase
                onClick={() => onOpen(hit, snippet)}
                // The name holds what is seen ("p. 3" and the passage) word for word, so a person who
                // says what they see (voice control) reaches the button (WCAG 2.5.3 label in name).
                aria-label={`Open ${hit.filename} at p. ${snippet.page_number}: ${snippet.text}`}
                data-testid="search-snippet"
                sx={{
                  display: 'flex',
                  width: '100%',
                  justifyContent: 'flex-start',
                  alignItems: 'baseline',
                  gap: 1,
                  textAlign: 'left',
                  p: 1,
                  borderRadius: 1,
                  borderLeft: 3,
                  borderColor: 'primary.light',
                  bgcolor: 'grey.50',
                  '&:hover': { bgcolor: 'action.hover' },
                  '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' },
                }}
              >
                <Chip size="small" label={`p. ${snippet.page_number}`} variant="outlined" sx={{ flexShrink: 0 }} />{' '}
                <Typography component="span" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {snippet.html ? <SnippetText html={snippet.html} /> : snippet.text}
                </Typography>
              </ButtonBase>
            </li>
          ))}
        </Box>
      ) : null}
    </Paper>
  );
}
