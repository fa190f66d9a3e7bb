import { useState } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import FilterList from '@mui/icons-material/FilterList';
import Search from '@mui/icons-material/Search';
import { AUDIT_ACTIONS, AUDIT_OUTCOMES, RESOURCE_TYPES, RISK_LEVELS, type TeamMember } from '@app/contract';
import { EMPTY_FILTERS, activeFilterCount, lastDays, periodProblem, type AuditFilterState } from './filters';
import { MultiSelectField } from './MultiSelectField';
import { useBelow } from '../../components/use-below';

const QUICK_RANGES = [
  { days: 1, label: 'Today' },
  { days: 7, label: '7 days' },
  { days: 30, label: '30 days' },
  { days: 90, label: '90 days' },
] as const;

/**
 * The audit filters. `search` is edited here and handed up as typed (the screen debounces it);
 * every other choice applies at once. On phones the filters fold away behind one button.
 */
export function AuditFiltersBar({
  filters,
  searchText,
  onSearchText,
  onChange,
  users,
}: {
  filters: AuditFilterState;
  searchText: string;
  onSearchText(text: string): void;
  onChange(next: AuditFilterState): void;
  users: readonly TeamMember[];
}) {
  const phone = useBelow('md');
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(filters);
  const problem = periodProblem(filters);
  const set = <K extends keyof AuditFilterState>(key: K, value: AuditFilterState[K]) => onChange({ ...filters, [key]: value });

  const fields = (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' }, pt: phone ? 2 : 0 }}>
      <TextField
        id="audit-from"
        label="From"
        type="date"
        size="small"
        value={filters.from}
        onChange={(e) => set('from', e.target.value)}
        error={Boolean(problem)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        id="audit-to"
        label="To"
        type="date"
        size="small"
        value={filters.to}
        onChange={(e) => set('to', e.target.value)}
        error={Boolean(problem)}
        helperText={problem}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField id="audit-user" select size="small" label="User" value={filters.userId} onChange={(e) => set('userId', e.target.value)}>
        <MenuItem value="">All users</MenuItem>
        {users.map((u) => (
          <MenuItem key={u.id} value={u.id}>
            {u.is_active ? u.full_name : `${u.full_name} (deactivated)`}
          </MenuItem>
        ))}
      </TextField>
      <MultiSelectField id="audit-action" label="Action" options={AUDIT_ACTIONS} value={filters.actions} onChange={(v) => set('actions', v)} />
      <MultiSelectField id="audit-resource" label="Resource type" options={RESOURCE_TYPES} value={filters.resourceTypes} onChange={(v) => set('resourceTypes', v)} />
      <MultiSelectField id="audit-risk" label="Risk level" options={RISK_LEVELS} value={filters.riskLevels} onChange={(v) => set('riskLevels', v)} />
      <MultiSelectField id="audit-outcome" label="Outcome" options={AUDIT_OUTCOMES} value={filters.outcomes} onChange={(v) => set('outcomes', v)} />
    </Box>
  );

  const quickRanges = (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }} role="group" aria-label="Quick date ranges">
      {QUICK_RANGES.map((r) => (
        <Button key={r.days} size="small" variant="text" onClick={() => onChange({ ...filters, ...lastDays(r.days) })}>
          {r.label}
        </Button>
      ))}
    </Stack>
  );

  return (
    <Box component="section" aria-label="Audit filters">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: phone ? 0 : 2 }}>
        <TextField
          id="audit-search"
          label="Search events"
          type="search"
          size="small"
          value={searchText}
          onChange={(e) => onSearchText(e.target.value)}
          placeholder="Name, e-mail, resource or IP"
          sx={{ flexGrow: 1, maxWidth: { md: 480 } }}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><Search fontSize="small" /></InputAdornment> } }}
        />
        {phone ? (
          <Button
            variant="outlined"
            onClick={() => setOpen((o) => !o)}
            aria-expanded={open}
            aria-controls="audit-filter-fields"
            startIcon={
              <Badge badgeContent={count} color="primary">
                <FilterList />
              </Badge>
            }
          >
            Filters
          </Button>
        ) : (
          quickRanges
        )}
        {count > 0 ? (
          <Button
            onClick={() => {
              onSearchText('');
              onChange(EMPTY_FILTERS);
            }}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {phone ? 'Clear' : `Clear filters (${count})`}
          </Button>
        ) : null}
      </Stack>
      {phone ? (
        <Collapse in={open} id="audit-filter-fields">
          {fields}
          <Box sx={{ mt: 1 }}>{quickRanges}</Box>
        </Collapse>
      ) : (
        fields
      )}
    </Box>
  );
}
