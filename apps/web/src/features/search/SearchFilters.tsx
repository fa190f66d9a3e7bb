import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { DOCUMENT_STATUSES, type DocumentStatus } from '@app/contract';
import { DOCUMENT_STATUS_LABELS } from '../documents/document-format';
import { activeFilterCount, dateRangeProblem, type SearchState } from './search-url';

/** The types people look for most; types found in the results are offered too. */
const COMMON_TYPES = ['pdf', 'docx', 'doc', 'eml', 'msg', 'txt', 'xlsx', 'csv', 'pptx', 'html', 'jpg', 'png', 'tif', 'zip'];

export type FilterPatch = Partial<Pick<SearchState, 'fileTypes' | 'dateFrom' | 'dateTo' | 'author' | 'statuses'>>;

/** File type, date range, author or custodian, status. Every choice applies at once. */
export function SearchFilters({
  state,
  facetTypes,
  onChange,
  onClear,
}: {
  state: SearchState;
  facetTypes: readonly string[];
  onChange(patch: FilterPatch): void;
  onClear(): void;
}) {
  const [author, setAuthor] = useState(state.author);
  const [seenAuthor, setSeenAuthor] = useState(state.author);
  if (seenAuthor !== state.author) {
    setSeenAuthor(state.author);
    setAuthor(state.author);
  }
  const applyAuthor = () => {
    if (author.trim() !== state.author) onChange({ author: author.trim() });
  };
  const types = [...new Set([...state.fileTypes, ...facetTypes.map((t) => t.toLowerCase()), ...COMMON_TYPES])];
  const problem = dateRangeProblem(state);

  return (
    <Box component="section" aria-label="Search filters" sx={{ display: 'grid', gap: 2 }}>
      <Autocomplete
        id="search-type"
        multiple
        size="small"
        options={types}
        value={state.fileTypes}
        onChange={(_e, next) => onChange({ fileTypes: next.map((t) => t.toLowerCase()) })}
        getOptionLabel={(t) => t.toUpperCase()}
        disableCloseOnSelect
        limitTags={3}
        renderInput={(params) => <TextField {...params} label="File type" placeholder={state.fileTypes.length ? undefined : 'Any'} />}
      />
      {/* Side by side only where each field has room for a whole date and its calendar button: two
          halves of the 280-pixel side panel cut the date to "mm/dd/yy", so there they stack. */}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))' }} data-testid="search-dates">
        <TextField
          id="search-from"
          label="From"
          type="date"
          size="small"
          value={state.dateFrom}
          onChange={(e) => onChange({ dateFrom: e.target.value })}
          error={Boolean(problem)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          id="search-to"
          label="To"
          type="date"
          size="small"
          value={state.dateTo}
          onChange={(e) => onChange({ dateTo: e.target.value })}
          error={Boolean(problem)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
      {problem ? (
        <Box role="alert" sx={{ color: 'error.main', typography: 'caption', mt: -1 }}>
          {problem}: the dates are not applied.
        </Box>
      ) : null}
      <TextField
        id="search-author"
        label="Author or custodian"
        size="small"
        value={author}
        onChange={(e) => setAuthor(e.target.value)}
        onBlur={applyAuthor}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            applyAuthor();
          }
        }}
        helperText="Press Enter to apply"
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <Autocomplete
        id="search-status"
        multiple
        size="small"
        options={DOCUMENT_STATUSES as readonly DocumentStatus[] as DocumentStatus[]}
        value={state.statuses}
        onChange={(_e, next) => onChange({ statuses: next })}
        getOptionLabel={(s) => DOCUMENT_STATUS_LABELS[s]}
        disableCloseOnSelect
        renderInput={(params) => <TextField {...params} label="Status" placeholder={state.statuses.length ? undefined : 'Any'} />}
      />
      {activeFilterCount(state) > 0 ? (
        <Button onClick={onClear} size="small" sx={{ justifySelf: 'start' }}>
          Clear filters
        </Button>
      ) : null}
    </Box>
  );
}
