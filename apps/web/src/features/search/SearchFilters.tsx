import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { DOCUMENT_STATUSES, type DocumentStatus } from '@app/contract';
import { DOCUMENT_STATUS_LABELS } from '../documents/document-format';
import { CustodianPicker } from '../custodians/CustodianPicker';
import { activeFilterCount, dateRangeProblem, type SearchState } from './search-url';

/** The types people look for most; types found in the results are offered too. */
const COMMON_TYPES = ['pdf', 'docx', 'doc', 'eml', 'msg', 'txt', 'xlsx', 'csv', 'pptx', 'html', 'jpg', 'png', 'tif', 'zip'];

export type FilterPatch = Partial<Pick<SearchState, 'fileTypes' | 'dateFrom' | 'dateTo' | 'author' | 'statuses' | 'custodianId' | 'sourcePath' | 'threadId' | 'groupId' | 'inclusiveOnly'>>;

/** A text filter applied on Enter or when the field is left (not on every keystroke: each search is audited). */
function useAppliedText(current: string, apply: (value: string) => void) {
  const [text, setText] = useState(current);
  const [seen, setSeen] = useState(current);
  if (seen !== current) {
    setSeen(current);
    setText(current);
  }
  const commit = () => {
    if (text.trim() !== current) apply(text.trim());
  };
  return {
    value: text,
    onChange: (e: { target: { value: string } }) => setText(e.target.value),
    onBlur: commit,
    onKeyDown: (e: { key: string; preventDefault(): void }) => {
      if (e.key === 'Enter') {
        e.preventDefault();
        commit();
      }
    },
  };
}

/**
 * File type, date range, author, status, and the collection's filters (custodian of the searched
 * case, folder or path, one thread, one near-duplicate group, inclusive e-mail only). Every choice applies at once.
 */
export function SearchFilters({
  state,
  caseId,
  facetTypes,
  onChange,
  onClear,
}: {
  state: SearchState;
  /** The case searched: its custodians are offered (none without a case). */
  caseId: string | null;
  facetTypes: readonly string[];
  onChange(patch: FilterPatch): void;
  onClear(): void;
}) {
  const author = useAppliedText(state.author, (value) => onChange({ author: value }));
  const path = useAppliedText(state.sourcePath, (value) => onChange({ sourcePath: value }));
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
      <TextField id="search-author" label="Author or sender" size="small" {...author} helperText="Press Enter to apply" slotProps={{ htmlInput: { maxLength: 200 } }} />
      {caseId ? (
        <CustodianPicker id="search-custodian" caseId={caseId} value={state.custodianId || null} onChange={(id) => onChange({ custodianId: id ?? '' })} noneLabel="Any custodian" helperText="Held by: their own copies and those removed as duplicates" />
      ) : null}
      <TextField id="search-path" label="Folder or path" size="small" {...path} placeholder="Inbox/Projects" helperText="This folder and the folders below it; Enter to apply" slotProps={{ htmlInput: { maxLength: 1000 } }} />
      <FormControlLabel control={<Switch checked={state.inclusiveOnly} onChange={(e) => onChange({ inclusiveOnly: e.target.checked })} />} label="Inclusive e-mails only" />
      {caseId && (state.threadId || state.groupId) ? (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          {state.threadId ? <Chip label="One e-mail thread" onDelete={() => onChange({ threadId: '' })} /> : null}
          {state.groupId ? <Chip label="One near-duplicate group" onDelete={() => onChange({ groupId: '' })} /> : null}
        </Stack>
      ) : null}
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
