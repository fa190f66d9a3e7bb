import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { SEARCH_SYNTAX_HELP } from '@app/contract';

/** The keyword syntax the server understands (the contract's list), each example one click away. */
export function SyntaxHelpDialog({ open, onClose, onTry }: { open: boolean; onClose(): void; onTry(example: string): void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="search-syntax-title" maxWidth="sm" fullWidth>
      <DialogTitle id="search-syntax-title">Search syntax</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Keyword and hybrid searches understand these forms, and they can be combined. Semantic search reads the words as a topic instead.
        </Typography>
        <Table size="small" aria-label="Search syntax examples">
          <TableHead>
            <TableRow>
              <TableCell component="th">Type</TableCell>
              <TableCell component="th">Finds</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {SEARCH_SYNTAX_HELP.map((row) => (
              <TableRow key={row.example}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Button
                    size="small"
                    onClick={() => onTry(row.example)}
                    sx={{ fontFamily: 'monospace', textTransform: 'none', px: 0.5, minWidth: 0 }}
                    aria-label={`Search for ${row.example}`}
                  >
                    {row.example}
                  </Button>
                </TableCell>
                <TableCell>{row.meaning}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
