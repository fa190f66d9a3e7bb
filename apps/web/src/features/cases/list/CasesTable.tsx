import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { Case } from '@app/contract';
import { DateTime } from '../../../components/DateTime';
import { visuallyHidden } from '../../../components/visually-hidden';
import { CasePriorityChip, CaseStatusChip } from '../CaseChips';
import type { CaseActions } from './case-actions';
import { useCaseLink } from './use-case-link';
import { CaseActionsMenu, type CaseAction } from './CaseActionsMenu';
import { orderLabel, type CaseSort, type SortOrder } from './list-view';

export interface CaseListProps {
  cases: readonly Case[];
  actionsFor(matter: Case): CaseActions;
  onAction(action: CaseAction, matter: Case): void;
  sort: CaseSort;
  order: SortOrder;
  onSort(sort: CaseSort): void;
}

/**
 * A lighter hover than MUI's grey: the priority and status chips' coloured text must keep 4.5:1
 * contrast under the pointer too (MUI's hover tint takes the info colour down to 4.4).
 */
const ROW_HOVER = { '&:hover': { bgcolor: '#f8fafd' } } as const;

/** Columns a laptop screen can do without beside the drawer; they come back on wide screens. */
const WIDE_ONLY = { display: { xs: 'none', xl: 'table-cell' } } as const;

/** Tighter cells than MUI's small table: nine columns share a laptop screen with the drawer. */
const TABLE_SX = { '& th, & td': { px: 1 }, '& th:first-of-type, & td:first-of-type': { pl: 2 } } as const;

function SortHeader({ label, column, sort, order, onSort, align }: { label: string; column: CaseSort; sort: CaseSort; order: SortOrder; onSort(sort: CaseSort): void; align?: 'right' }) {
  const active = sort === column;
  return (
    <TableCell sortDirection={active ? order : false} align={align ?? 'left'} sx={{ whiteSpace: 'nowrap' }}>
      <TableSortLabel active={active} direction={active ? order : 'asc'} onClick={() => onSort(column)}>
        {label}
        {active ? <Box component="span" sx={visuallyHidden}>{`, sorted ${orderLabel(column, order).toLowerCase()}`}</Box> : null}
      </TableSortLabel>
    </TableCell>
  );
}

/** The case list on wider screens: one row per matter (client and case type under its name, which links to its page). */
export function CasesTable({ cases, actionsFor, onAction, sort, order, onSort }: CaseListProps) {
  const caseLink = useCaseLink();
  const sortProps = { sort, order, onSort };
  return (
    // Relative, so the visually hidden header texts stay inside the scrolling box instead of widening the page.
    <TableContainer sx={{ position: 'relative' }}>
      <Table size="small" aria-label="Cases" sx={TABLE_SX}>
        <TableHead>
          <TableRow>
            <SortHeader label="Case" column="name" {...sortProps} />
            <TableCell sx={{ whiteSpace: 'nowrap' }}>Docket no.</TableCell>
            <TableCell>Status</TableCell>
            <SortHeader label="Priority" column="priority" {...sortProps} />
            <TableCell sx={WIDE_ONLY}>Attorney</TableCell>
            <TableCell align="right">Docs</TableCell>
            <SortHeader label="Updated" column="updated_at" {...sortProps} />
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                Actions
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {cases.map((matter) => (
            <TableRow key={matter.id} sx={ROW_HOVER}>
              <TableCell sx={{ minWidth: 220, maxWidth: 360 }}>
                {caseLink ? (
                  <Link component={RouterLink} to={caseLink(matter.id)} sx={{ fontWeight: 600, overflowWrap: 'break-word' }}>
                    {matter.name}
                  </Link>
                ) : (
                  <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'break-word' }}>
                    {matter.name}
                  </Typography>
                )}
                {matter.archived_at ? <Chip size="small" label="Archived" variant="outlined" sx={{ ml: 1 }} /> : null}
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'break-word' }}>
                  {`${matter.client_name} · ${matter.case_type}`}
                </Typography>
              </TableCell>
              <TableCell sx={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: '0.8rem', maxWidth: 150, overflowWrap: 'break-word' }}>
                {matter.docket_number ?? '—'}
              </TableCell>
              <TableCell>
                <CaseStatusChip status={matter.status} />
              </TableCell>
              <TableCell>
                <CasePriorityChip priority={matter.priority} />
              </TableCell>
              <TableCell sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>{matter.attorney_name ?? '—'}</TableCell>
              <TableCell align="right">{matter.document_count}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <DateTime value={matter.updated_at} relative />
              </TableCell>
              <TableCell align="right" padding="checkbox">
                <CaseActionsMenu matter={matter} allowed={actionsFor(matter)} onAction={onAction} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
