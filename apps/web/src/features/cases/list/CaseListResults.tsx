import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import type { Case, CaseListResponse } from '@app/contract';
import { EmptyState } from '../../../components/QueryStates';
import { useBelow } from '../../../components/use-below';
import type { CaseActions } from './case-actions';
import type { CaseAction } from './CaseActionsMenu';
import { CaseCardList } from './CaseCardList';
import { CasesTable } from './CasesTable';
import { PAGE_SIZES, type CaseSort, type CaseListView } from './list-view';

export interface CaseListResultsProps {
  view: CaseListView;
  data: CaseListResponse | undefined;
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  onRetry(): void;
  filtered: boolean;
  onClearFilters(): void;
  emptyHint: string | null;
  actionsFor(matter: Case): CaseActions;
  onAction(action: CaseAction, matter: Case): void;
  onSort(sort: CaseSort): void;
  onPage(page: number, pageSize: number): void;
}

/** The list area with its texts: 'Loading cases...', 'Failed to load cases. Please try again.' with Retry, 'No cases found'. */
export function CaseListResults(props: CaseListResultsProps) {
  const { view, data, isPending, isFetching, isError } = props;
  // Cards below the large breakpoint: beside the drawer, a tablet or small laptop has no room for the table.
  const narrow = useBelow('lg');

  if (isPending) {
    return (
      <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center', justifyContent: 'center', py: 6 }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>Loading cases...</Typography>
      </Stack>
    );
  }

  const failure = isError ? (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={props.onRetry}>
          Retry
        </Button>
      }
    >
      Failed to load cases. Please try again.
    </Alert>
  ) : null;
  if (!data) return failure;

  const count = `${data.total} case${data.total === 1 ? '' : 's'}${props.filtered ? ' match' : ''}${props.filtered && data.total === 1 ? 'es' : ''}`;
  return (
    <Stack spacing={1.5}>
      {failure}
      <Box>
        <Typography color="text.secondary" role="status">
          {count}
        </Typography>
        {/* Results refresh in place; the bar says new ones are on the way without hiding the old list. */}
        <Box sx={{ height: 4, mt: 0.5 }}>{isFetching ? <LinearProgress aria-label="Updating cases" /> : null}</Box>
      </Box>
      {data.cases.length === 0 ? (
        <EmptyState
          title="No cases found"
          action={
            props.filtered ? (
              <Button variant="outlined" onClick={props.onClearFilters}>
                Clear filters
              </Button>
            ) : undefined
          }
        >
          {props.filtered ? 'No case matches this search and these filters.' : props.emptyHint}
        </EmptyState>
      ) : (
        <>
          {narrow ? (
            <CaseCardList cases={data.cases} actionsFor={props.actionsFor} onAction={props.onAction} />
          ) : (
            <CasesTable cases={data.cases} actionsFor={props.actionsFor} onAction={props.onAction} sort={view.sort} order={view.order} onSort={props.onSort} />
          )}
          <TablePagination
            component="div"
            count={data.total}
            page={view.page - 1}
            onPageChange={(_e, p) => props.onPage(p + 1, view.pageSize)}
            rowsPerPage={view.pageSize}
            rowsPerPageOptions={[...PAGE_SIZES]}
            onRowsPerPageChange={(e) => props.onPage(1, Number(e.target.value))}
            labelRowsPerPage="Per page"
          />
        </>
      )}
    </Stack>
  );
}
