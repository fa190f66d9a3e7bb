import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import TablePagination from '@mui/material/TablePagination';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useUrlParams } from '../../lib/use-url-params';
import { AUDIT_DEFAULT_PAGE_SIZE, SEARCH_DEBOUNCE_MS, mayExportAuditTrail, type AuditLogEntry } from '@app/contract';
import { useAuth } from '../../lib/auth/auth-context';
import { EmptyState, LoadError, LoadingRows } from '../../components/QueryStates';
import { useDebouncedValue } from '../../components/use-debounced-value';
import { useAuditLogs, useAuditUsers } from './api';
import { AuditDetailDrawer } from './AuditDetailDrawer';
import { AuditFiltersBar } from './AuditFiltersBar';
import { AuditStatisticsPanel } from './AuditStatisticsPanel';
import { AuditTable } from './AuditTable';
import { ChainStatus } from './ChainStatus';
import { ExportMenu } from './ExportMenu';
import { activeFilterCount, filtersFromParams, filtersToParams, filtersToRequest, periodProblem, type AuditFilterState } from './filters';

const PAGE_SIZES = [25, AUDIT_DEFAULT_PAGE_SIZE, 100];
type View = 'events' | 'statistics';

/** /audit (associate and above): the firm's audit trail, its statistics and its integrity. */
export function AuditScreen() {
  const { user } = useAuth();
  const [params, setParams] = useUrlParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const view: View = params.get('view') === 'statistics' ? 'statistics' : 'events';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [pageSize, setPageSize] = useState(AUDIT_DEFAULT_PAGE_SIZE);
  const [selected, setSelected] = useState<AuditLogEntry | null>(null);

  // The search box is local while typing; the URL (and the query) follow once typing pauses.
  const [searchText, setSearchText] = useState(filters.search);
  const debouncedSearch = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);

  const applyFilters = (next: AuditFilterState) => setParams((current) => filtersToParams(next, current), { replace: true });
  useEffect(() => {
    if (debouncedSearch.trim() !== filters.search.trim()) {
      setParams((current) => filtersToParams({ ...filtersFromParams(current), search: debouncedSearch }, current), { replace: true });
    }
  }, [debouncedSearch, filters.search, setParams]);

  const problem = periodProblem(filters);
  const request = useMemo(() => filtersToRequest(filters), [filters]);
  const logs = useAuditLogs(request, page, pageSize, !problem && view === 'events');
  const users = useAuditUsers();
  const canExport = user ? mayExportAuditTrail(user.role) : false;

  const setPage = (next: number) =>
    setParams(
      (current) => {
        const p = new URLSearchParams(current);
        if (next <= 1) p.delete('page');
        else p.set('page', String(next));
        return p;
      },
      { replace: false },
    );
  const setView = (next: View) =>
    setParams(
      (current) => {
        const p = new URLSearchParams(current);
        if (next === 'events') p.delete('view');
        else p.set('view', next);
        return p;
      },
      { replace: true },
    );

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h4" component="h1">
            Audit trail
          </Typography>
          <Typography color="text.secondary">Every sign-in, change and export at your firm, kept for seven years.</Typography>
        </Box>
        {canExport ? (
          <Box sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}>
            <ExportMenu filters={request} />
          </Box>
        ) : null}
      </Stack>

      <ChainStatus />

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <AuditFiltersBar
          filters={filters}
          searchText={searchText}
          onSearchText={setSearchText}
          onChange={applyFilters}
          users={users.data?.members ?? []}
        />
      </Paper>

      <Box>
        <Tabs value={view} onChange={(_e, v: View) => setView(v)} aria-label="Audit views" sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
          <Tab value="events" label="Events" id="audit-tab-events" aria-controls="audit-panel-events" />
          <Tab value="statistics" label="Statistics" id="audit-tab-statistics" aria-controls="audit-panel-statistics" />
        </Tabs>

        {problem ? <Alert severity="warning">{problem}. Fix the dates to see results.</Alert> : null}

        {view === 'events' && !problem ? (
          <Paper variant="outlined" role="tabpanel" id="audit-panel-events" aria-labelledby="audit-tab-events" sx={{ position: 'relative' }}>
            {logs.isFetching && logs.data ? <LinearProgress aria-label="Loading events" sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} /> : null}
            {logs.isPending ? (
              <Box sx={{ p: 2 }}>
                <LoadingRows rows={8} height={36} label="Loading events" />
              </Box>
            ) : null}
            {logs.isError ? (
              <Box sx={{ p: 2 }}>
                <LoadError error={logs.error} what="audit events" onRetry={() => void logs.refetch()} />
              </Box>
            ) : null}
            {logs.data && logs.data.logs.length === 0 ? (
              <EmptyState title={activeFilterCount(filters) ? 'No events match these filters' : 'No events recorded yet'}>
                {activeFilterCount(filters) ? 'Widen the dates or clear some filters.' : null}
              </EmptyState>
            ) : null}
            {logs.data && logs.data.logs.length > 0 ? (
              <>
                <AuditTable logs={logs.data.logs} onOpen={setSelected} />
                <TablePagination
                  component="div"
                  count={logs.data.total_count}
                  page={page - 1}
                  onPageChange={(_e, p) => setPage(p + 1)}
                  rowsPerPage={pageSize}
                  rowsPerPageOptions={PAGE_SIZES}
                  onRowsPerPageChange={(e) => {
                    setPageSize(Number(e.target.value));
                    setPage(1);
                  }}
                  labelRowsPerPage="Per page"
                />
              </>
            ) : null}
          </Paper>
        ) : null}

        {view === 'statistics' && !problem ? (
          <Box role="tabpanel" id="audit-panel-statistics" aria-labelledby="audit-tab-statistics">
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Statistics cover the chosen dates (the last 30 days when none are set); the other filters apply to the event list.
            </Typography>
            <AuditStatisticsPanel period={{ period_start: request.period_start, period_end: request.period_end }} enabled />
          </Box>
        ) : null}
      </Box>

      <AuditDetailDrawer entry={selected} onClose={() => setSelected(null)} />
    </Stack>
  );
}
