import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useDocumentCustody } from './api';

/**
 * The viewer's custody: whose copy this is, where it was collected, and every custodian who held a
 * copy that de-duplication folded into one ("also held by"), each with where they held it. A copy
 * other than this one opens in the viewer.
 */
export function CustodySection({ documentId, onOpen }: { documentId: string; onOpen(id: string): void }) {
  const custody = useDocumentCustody(documentId);
  if (!custody.data) return null;
  const { custodian, source_path: path, dedup_of: keptId, dedup_of_filename: keptName, copies } = custody.data;
  const others = copies.filter((c) => c.document_id !== documentId);
  if (!custodian && !path && others.length === 0) return null;
  return (
    <Box component="section" aria-label="Custody">
      <Typography variant="overline" component="h3" color="text.secondary" sx={{ display: 'block', lineHeight: 2 }}>
        Custody
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          Custodian
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, mb: 1, overflowWrap: 'anywhere' }}>
          {custodian?.name ?? 'None named'}
        </Typography>
        {path ? (
          <>
            <Typography component="dt" variant="body2" color="text.secondary">
              Collected from
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, mb: 1, overflowWrap: 'anywhere' }}>
              {path}
            </Typography>
          </>
        ) : null}
        {keptId ? (
          <>
            <Typography component="dt" variant="body2" color="text.secondary">
              Duplicate of
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, mb: 1 }}>
              <Link component="button" type="button" variant="body2" onClick={() => onOpen(keptId)} sx={{ textAlign: 'left', overflowWrap: 'anywhere' }}>
                {keptName ?? 'The copy kept for review'}
              </Link>
              {' (the copy kept for review)'}
            </Typography>
          </>
        ) : null}
      </Box>
      {others.length > 0 ? (
        <>
          <Typography variant="body2" color="text.secondary">
            Also held by
          </Typography>
          <List dense disablePadding aria-label="Also held by">
            {others.map((c) => (
              <ListItem key={c.document_id} disablePadding sx={{ display: 'block', py: 0.5 }}>
                <Link component="button" type="button" variant="body2" onClick={() => onOpen(c.document_id)} sx={{ textAlign: 'left', overflowWrap: 'anywhere' }}>
                  {c.custodian?.name ?? 'No custodian named'}
                </Link>
                <Typography variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
                  {[c.source_path ?? 'Folder not recorded', c.kept ? 'the copy kept' : null].filter(Boolean).join(' · ')}
                </Typography>
              </ListItem>
            ))}
          </List>
        </>
      ) : null}
    </Box>
  );
}
