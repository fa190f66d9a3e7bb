import { useMemo } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Case } from '@app/contract';
import { normalizeCaseList } from '../case-selector/case-list';
import { useSelectorCases } from '../cases/api';

/**
 * The case this page searches and analyses. It starts as the case chosen in the app (the top bar's
 * selector); choosing here chooses it there too, except 'All cases', which only widens the search.
 */
export function CasePicker({ caseId, onChange }: { caseId: string | null; onChange(choice: string): void }) {
  const query = useSelectorCases();
  const cases = useMemo(() => normalizeCaseList<Case>(query.data), [query.data]);
  const known = caseId === null || cases.some((c) => c.id === caseId);
  return (
    <TextField
      id="search-case"
      select
      size="small"
      label="Case"
      value={caseId ?? 'all'}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: { xs: '100%', sm: 320 }, maxWidth: { sm: 480 } }}
      helperText={query.isError ? 'The list of cases could not be loaded.' : undefined}
    >
      <MenuItem value="all">All cases</MenuItem>
      {!known ? <MenuItem value={caseId ?? ''}>{query.isPending ? 'Loading cases…' : 'A case no longer in your list'}</MenuItem> : null}
      {cases.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {c.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
