import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CostGroup } from '@app/contract';
import { formatCount, formatUsd } from './cost-period';

/** Token counts are left out on phones so the name, calls and cost fit without scrolling. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** The report's groups, most expensive first; scrolls sideways on a phone rather than squeezing. */
export function CostGroupsTable({ groups, groupLabel }: { groups: CostGroup[]; groupLabel: string }) {
  if (groups.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No AI calls in this period.
      </Typography>
    );
  }
  return (
    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={`Costs by ${groupLabel.toLowerCase()}, scrollable`}>
      <Table size="small" aria-label={`Costs by ${groupLabel.toLowerCase()}`} data-testid="cost-groups">
        <TableHead>
          <TableRow>
            <TableCell>{groupLabel}</TableCell>
            <TableCell align="right">Calls</TableCell>
            <TableCell align="right" sx={WIDE_ONLY}>
              Tokens in
            </TableCell>
            <TableCell align="right" sx={WIDE_ONLY}>
              Tokens out
            </TableCell>
            <TableCell align="right">Cost</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {groups.map((g) => (
            <TableRow key={g.key ?? 'none'}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{g.label}</TableCell>
              <TableCell align="right">{formatCount(g.calls)}</TableCell>
              <TableCell align="right" sx={WIDE_ONLY}>
                {formatCount(g.input_tokens)}
              </TableCell>
              <TableCell align="right" sx={WIDE_ONLY}>
                {formatCount(g.output_tokens)}
              </TableCell>
              <TableCell align="right">{formatUsd(g.cost_usd)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
