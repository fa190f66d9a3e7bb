import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CostGroup } from '@app/contract';
import { formatCount, formatUsd } from './cost-period';

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
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={`Costs by ${groupLabel.toLowerCase()}`} data-testid="cost-groups">
        <TableHead>
          <TableRow>
            <TableCell>{groupLabel}</TableCell>
            <TableCell align="right">Calls</TableCell>
            <TableCell align="right">Tokens in</TableCell>
            <TableCell align="right">Tokens out</TableCell>
            <TableCell align="right">Cost</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {groups.map((g) => (
            <TableRow key={g.key ?? 'none'}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{g.label}</TableCell>
              <TableCell align="right">{formatCount(g.calls)}</TableCell>
              <TableCell align="right">{formatCount(g.input_tokens)}</TableCell>
              <TableCell align="right">{formatCount(g.output_tokens)}</TableCell>
              <TableCell align="right">{formatUsd(g.cost_usd)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
