import { useState } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import FilterList from '@mui/icons-material/FilterList';
import Search from '@mui/icons-material/Search';
import { CASE_PRIORITIES, CASE_STATUSES, CASE_STATUS_LABELS } from '@app/contract';
import { humanize } from '../../../components/humanize';
import { useBelow } from '../../../components/use-below';
import { COMMON_CASE_TYPES } from '../form/case-form-values';
import { FreeTextField } from '../form/FreeTextField';
import { CASE_SORT_OPTIONS, activeFilterCount, clearFilters, orderLabel, withFilter, type CaseListView, type CaseSort, type SortOrder } from './list-view';

/**
 * Search, filters and sort for the case list. Every change goes straight to the view (the URL);
 * the screen debounces what it sends. On phones everything but the search folds behind one button.
 */
export function CaseFiltersBar({ view, onChange, knownTypes }: { view: CaseListView; onChange(next: CaseListView): void; knownTypes: readonly string[] }) {
  const phone = useBelow('md');
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(view);
  const set = (patch: Parameters<typeof withFilter>[1]) => onChange(withFilter(view, patch));
  const typeOptions = [...new Set([...COMMON_CASE_TYPES, ...knownTypes])].sort((a, b) => a.localeCompare(b));

  const search = (
    <TextField
      id="cases-search"
      label="Search cases"
      placeholder="Name, client, docket no., attorney…"
      type="search"
      size="small"
      value={view.q}
      onChange={(e) => set({ q: e.target.value })}
      sx={{ gridColumn: { md: 'span 2' } }}
      slotProps={{ input: { startAdornment: <InputAdornment position="start"><Search fontSize="small" /></InputAdornment> } }}
      fullWidth
    />
  );

  const fields = (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }, alignItems: 'center', pt: phone ? 2 : 0 }}>
      {phone ? null : search}
      <TextField id="cases-status" select size="small" label="Status" value={view.status} onChange={(e) => set({ status: e.target.value as CaseListView['status'] })}>
        <MenuItem value="">All statuses</MenuItem>
        {CASE_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {CASE_STATUS_LABELS[s]}
          </MenuItem>
        ))}
      </TextField>
      <TextField id="cases-priority" select size="small" label="Priority" value={view.priority} onChange={(e) => set({ priority: e.target.value as CaseListView['priority'] })}>
        <MenuItem value="">All priorities</MenuItem>
        {CASE_PRIORITIES.map((p) => (
          <MenuItem key={p} value={p}>
            {humanize(p)}
          </MenuItem>
        ))}
      </TextField>
      <FreeTextField id="cases-type" label="Case type" size="small" value={view.caseType} onChange={(caseType) => set({ caseType })} options={typeOptions} />
      <TextField id="cases-sort" select size="small" label="Sort by" value={view.sort} onChange={(e) => set({ sort: e.target.value as CaseSort })}>
        {CASE_SORT_OPTIONS.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField id="cases-order" select size="small" label="Order" value={view.order} onChange={(e) => set({ order: e.target.value as SortOrder })}>
        {(['asc', 'desc'] as const).map((o) => (
          <MenuItem key={o} value={o}>
            {orderLabel(view.sort, o)}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', gridColumn: { xs: 'auto', sm: '1 / -1', md: 'auto' } }}>
        <FormControlLabel control={<Switch checked={view.archived} onChange={(e) => set({ archived: e.target.checked })} />} label="Show archived" />
        {count > 0 ? (
          <Button size="small" onClick={() => onChange(clearFilters(view))}>
            Clear filters
          </Button>
        ) : null}
      </Stack>
    </Box>
  );

  if (!phone) return fields;
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {search}
        <Button
          variant="outlined"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls="cases-filters"
          startIcon={
            <Badge badgeContent={count} color="primary">
              <FilterList />
            </Badge>
          }
          sx={{ flexShrink: 0 }}
        >
          Filters
        </Button>
      </Stack>
      <Collapse in={open} id="cases-filters">
        {fields}
      </Collapse>
    </Box>
  );
}
