import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DocumentSearchHit, DocumentSearchResponse, SearchSnippet, SearchSort } from '@app/contract';
import { EmptyState, LoadError, LoadingRows } from '../../components/QueryStates';
import { ApiError } from '../../lib/api-client';
import { ScopeListing } from '../collections/ScopeListing';
import { SearchHitCard } from './SearchHitCard';
import type { SearchState } from './search-url';

const SORTS: { value: SearchSort; label: string }[] = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'date_desc', label: 'Newest' },
  { value: 'date_asc', label: 'Oldest' },
];
/** The API pages up to 1000; nobody reads that far, and the page count stays readable on a phone. */
const MAX_PAGES = 50;

function countText(data: DocumentSearchResponse): string {
  const n = data.total.toLocaleString();
  const noun = data.total === 1 ? 'document' : 'documents';
  // An estimate is a lower bound: the engine stopped counting at its sample (docs/benchmarks.md).
  return `${data.total_is_estimate ? `At least ${n}` : n} ${noun} (${(data.took_ms / 1000).toFixed(2)} s)`;
}

export function SearchResults({
  state,
  query,
  onSort,
  onPage,
  onOpen,
  onOpenDocument,
  caseId,
}: {
  state: SearchState;
  /** The case the search is limited to, if any (a thread or group belongs to one). */
  caseId: string | null;
  onOpenDocument(documentId: string): void;
  query: UseQueryResult<DocumentSearchResponse>;
  onSort(sort: SearchSort): void;
  onPage(page: number): void;
  onOpen(hit: DocumentSearchHit, snippet: SearchSnippet | null): void;
}) {
  if (!state.q && (state.threadId || state.groupId) && caseId) {
    // Reached from a viewer's "Search this thread/group": what the filter holds is listed until words are typed.
    return <ScopeListing caseId={caseId} threadId={state.threadId} groupId={state.groupId} onOpen={onOpenDocument} />;
  }
  if (!state.q) {
    return (
      <EmptyState title="Search the documents of your cases">
        Type words, a quoted phrase or a proximity search such as termination NEAR/5 notice, then press Enter. The help button beside the box lists
        everything the search understands.
      </EmptyState>
    );
  }
  if (query.isPending) return <LoadingRows rows={4} height={112} label="Searching" />;
  if (query.isError && !query.data) {
    const fields = query.error instanceof ApiError ? query.error.fieldErrors : [];
    if (fields.length > 0) {
      return <Alert severity="warning">{fields.map((f) => f.message).join(' ')}</Alert>;
    }
    return <LoadError error={query.error} what="the search results" onRetry={() => void query.refetch()} />;
  }
  const data = query.data;
  if (!data) return null;
  const pages = Math.min(MAX_PAGES, Math.max(1, Math.ceil(data.total / data.page_size)));

  return (
    <Stack spacing={2} aria-busy={query.isFetching}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography role="status" aria-live="polite" variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
          {data.total === 0 ? 'No documents' : countText(data)}
        </Typography>
        {state.mode !== 'semantic' ? (
          <TextField id="search-sort" select size="small" label="Sort by" value={state.sort} onChange={(e) => onSort(e.target.value as SearchSort)} sx={{ minWidth: 150 }}>
            {SORTS.map((s) => (
              <MenuItem key={s.value} value={s.value}>
                {s.label}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
      </Box>
      {data.warnings.map((warning) => (
        <Alert key={warning} severity="info">
          {warning}
        </Alert>
      ))}
      {query.isError ? <LoadError error={query.error} what="the newest results" onRetry={() => void query.refetch()} /> : null}
      {data.hits.length === 0 ? (
        <EmptyState title={`No documents match “${state.q}”`}>
          {state.mode === 'keyword'
            ? 'Try other words, fewer filters, or the Semantic mode to find documents about the topic in other words.'
            : 'Try other words or fewer filters.'}
        </EmptyState>
      ) : (
        <Stack component="section" aria-label="Search results" spacing={1.5} sx={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          {data.hits.map((hit) => (
            <SearchHitCard key={hit.document_id} hit={hit} onOpen={onOpen} />
          ))}
        </Stack>
      )}
      {pages > 1 ? (
        <Pagination
          count={pages}
          page={Math.min(state.page, pages)}
          onChange={(_e, next: number) => onPage(next)}
          siblingCount={1}
          sx={{ alignSelf: 'center' }}
          aria-label="Result pages"
          getItemAriaLabel={(type, n, selected) => (type === 'page' ? `${selected ? 'Page' : 'Go to page'} ${n}` : `Go to ${type} page`)}
        />
      ) : null}
    </Stack>
  );
}
