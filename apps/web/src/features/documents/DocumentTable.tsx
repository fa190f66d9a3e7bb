import type { KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AttachFile from '@mui/icons-material/AttachFile';
import SubdirectoryArrowRight from '@mui/icons-material/SubdirectoryArrowRight';
import type { DocumentSummary } from '@app/contract';
import { formatDate, formatDateTime } from '../../components/format-time';
import { useBelow } from '../../components/use-below';
import { SelectPageCheckbox } from '../../components/SelectPageCheckbox';
import type { RowSelection } from '../../components/use-selection';
import { SelectRowCheckbox } from '../../components/SelectRowCheckbox';
import { DocumentStatusChip } from './DocumentStatusChip';
import { documentType, formatBytes, type FamilyRow } from './document-format';

/** The flags beside a file name: a duplicate of an earlier upload, an attachment whose e-mail is elsewhere. */
function DocumentFlags({ doc, depth }: { doc: DocumentSummary; depth: number }) {
  return (
    <>
      {doc.duplicate_of ? (
        <Tooltip title="Same bytes as a document uploaded earlier to this case" describeChild>
          <Chip size="small" variant="outlined" color="warning" label="Duplicate" />
        </Tooltip>
      ) : null}
      {doc.parent_id && depth === 0 ? <Chip size="small" variant="outlined" icon={<AttachFile />} label="Attachment" /> : null}
    </>
  );
}

function FailureReason({ doc }: { doc: DocumentSummary }) {
  if (!doc.failure_reason || (doc.status !== 'failed' && doc.status !== 'unsupported')) return null;
  return (
    <Typography variant="body2" color={doc.status === 'failed' ? 'error' : 'warning.main'} sx={{ mt: 0.5, maxWidth: 360, overflowWrap: 'anywhere' }}>
      {doc.failure_reason}
    </Typography>
  );
}

function describeRow(doc: DocumentSummary): string {
  return `${doc.filename}, ${documentType(doc)}, ${formatBytes(doc.size_bytes)}: open viewer`;
}

/**
 * The documents of a case: attachments sit indented under their e-mail. A row opens the viewer
 * with a click or Enter/Space (rows are focusable and say what they open); phones get a list.
 * With a selection (for those who may act on several documents at once) each row has a box.
 */
export function DocumentTable({ rows, onOpen, selection = null }: { rows: readonly FamilyRow[]; onOpen(doc: DocumentSummary): void; selection?: RowSelection | null }) {
  const phone = useBelow('md');
  if (phone) {
    return (
      <>
        {selection ? (
          <Box sx={{ px: 0.5, borderBottom: 1, borderColor: 'divider' }}>
            <FormControlLabel control={<SelectPageCheckbox ids={rows.map((r) => r.doc.id)} selected={selection.selected} onSetMany={selection.setMany} label={null} />} label="Select every document on this page" slotProps={{ typography: { variant: 'body2' } }} sx={{ m: 0 }} />
          </Box>
        ) : null}
        <List disablePadding aria-label="Documents">
          {rows.map(({ doc, depth }) => (
            <ListItem key={doc.id} disablePadding divider>
              {selection ? (
                <Box sx={{ pl: 0.5 + depth * 2, alignSelf: 'flex-start', pt: 0.5 }}>
                  <SelectRowCheckbox id={doc.id} label={doc.filename} selection={selection} />
                </Box>
              ) : null}
              <ListItemButton onClick={() => onOpen(doc)} sx={{ display: 'block', px: 1, pl: selection ? 0.5 : 1 + depth * 2 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
                  <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
                    {depth > 0 ? <SubdirectoryArrowRight fontSize="small" color="action" aria-hidden="true" /> : null}
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{doc.filename}</Typography>
                  </Stack>
                  <Box sx={{ flexShrink: 0 }}>
                    <DocumentStatusChip doc={doc} />
                  </Box>
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {[documentType(doc), formatBytes(doc.size_bytes), doc.page_count ? `${doc.page_count} ${doc.page_count === 1 ? 'page' : 'pages'}` : null, formatDate(doc.created_at)]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
                <Stack direction="row" spacing={0.5} sx={{ mt: doc.duplicate_of || doc.parent_id ? 0.5 : 0 }}>
                  <DocumentFlags doc={doc} depth={depth} />
                </Stack>
                <FailureReason doc={doc} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </>
    );
  }

  const onKey = (event: KeyboardEvent, doc: DocumentSummary) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen(doc);
    }
  };
  return (
    <TableContainer>
      <Table size="small" aria-label="Documents">
        <TableHead>
          <TableRow>
            {selection ? (
              <TableCell padding="checkbox">
                <SelectPageCheckbox ids={rows.map((r) => r.doc.id)} selected={selection.selected} onSetMany={selection.setMany} label="Select every document on this page" />
              </TableCell>
            ) : null}
            <TableCell>Name</TableCell>
            <TableCell>Type</TableCell>
            <TableCell align="right">Size</TableCell>
            <TableCell align="right">Pages</TableCell>
            <TableCell>Status</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>Uploaded</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(({ doc, depth }) => (
            <TableRow
              key={doc.id}
              hover
              tabIndex={0}
              aria-label={describeRow(doc)}
              onClick={() => onOpen(doc)}
              onKeyDown={(e) => onKey(e, doc)}
              sx={{ cursor: 'pointer', '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 } }}
            >
              {selection ? (
                <TableCell padding="checkbox">
                  <SelectRowCheckbox id={doc.id} label={doc.filename} selection={selection} />
                </TableCell>
              ) : null}
              <TableCell sx={{ pl: 2 + depth * 3 }}>
                <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                  {depth > 0 ? <SubdirectoryArrowRight fontSize="small" color="action" aria-hidden="true" /> : null}
                  <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere', maxWidth: 420 }}>
                    {doc.filename}
                  </Typography>
                  <DocumentFlags doc={doc} depth={depth} />
                </Stack>
              </TableCell>
              <TableCell>{documentType(doc)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatBytes(doc.size_bytes)}
              </TableCell>
              <TableCell align="right">{doc.page_count ?? '—'}</TableCell>
              <TableCell>
                <DocumentStatusChip doc={doc} />
                <FailureReason doc={doc} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Tooltip title={formatDateTime(doc.created_at)} describeChild>
                  <time dateTime={doc.created_at}>{formatDate(doc.created_at)}</time>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
