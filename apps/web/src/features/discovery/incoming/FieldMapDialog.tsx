import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { INCOMING_TARGET_FIELDS, type IncomingDelimiters, type IncomingFieldMap, type IncomingProduction, type IncomingTargetField } from '@app/contract';
import { errorMessage } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { useBelow } from '../../../components/use-below';
import { useLoadVolume, useReparseVolume } from './incoming-api';

const SEPARATORS = [
  { value: '\u0014', label: 'ASCII 20 (Concordance)' },
  { value: '|', label: 'Pipe |' },
  { value: ',', label: 'Comma ,' },
  { value: '\t', label: 'Tab' },
  { value: ';', label: 'Semicolon ;' },
];
const QUALIFIERS = [
  { value: 'þ', label: 'þ (Concordance)' },
  { value: '"', label: 'Double quote "' },
  { value: '', label: 'None' },
];
const NEWLINES = [
  { value: '®', label: '® (Concordance)' },
  { value: '', label: 'None' },
];

export const TARGET_LABELS: Record<IncomingTargetField, string> = {
  bates_begin: 'Beginning Bates',
  bates_end: 'Ending Bates',
  attach_begin: 'Family begins (BEGATTACH)',
  attach_end: 'Family ends (ENDATTACH)',
  custodian: 'Custodian',
  from: 'From',
  to: 'To',
  cc: 'CC',
  bcc: 'BCC',
  subject: 'Subject',
  date_sent: 'Date sent',
  date: 'Document date',
  author: 'Author',
  filename: 'File name',
  file_extension: 'File extension',
  md5: 'MD5 hash',
  sha1: 'SHA-1 hash',
  sha256: 'SHA-256 hash',
  page_count: 'Page count',
  confidentiality: 'Confidentiality',
  text_path: 'Text file path',
  native_path: 'Native file path',
  keep: 'Keep as metadata',
};

/** An option list that always holds the current value (a sender may use a character not listed). */
const withCurrent = (options: { value: string; label: string }[], value: string) =>
  options.some((o) => o.value === value) ? options : [...options, { value, label: `“${value}” (as detected)` }];

/**
 * The field map the user confirms before anything loads: the delimiters (detected, changeable:
 * the DAT is read again and the preview follows), and for each DAT field our field, beside the
 * values of the first rows.
 */
export function FieldMapDialog({ caseId, volume, onClose }: { caseId: string; volume: IncomingProduction; onClose: () => void }) {
  const [current, setCurrent] = useState(volume);
  const [map, setMap] = useState<IncomingFieldMap>(volume.field_map);
  const reparse = useReparseVolume(volume.id);
  const load = useLoadVolume(caseId, volume.id);
  const phone = useBelow('sm');

  const changeDelimiters = (change: Partial<IncomingDelimiters>) => {
    reparse.mutate(
      { delimiters: { ...current.delimiters, ...change } },
      {
        onSuccess: (next) => {
          setCurrent(next);
          setMap(next.field_map);
        },
      },
    );
  };
  const hasBates = Object.values(map).includes('bates_begin');
  const confirm = () =>
    load.mutate(
      { delimiters: current.delimiters, field_map: map },
      {
        onSuccess: () => {
          notify.success(`Loading ${current.filename}`);
          onClose();
        },
      },
    );

  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth fullScreen={phone} aria-labelledby="field-map-title">
      <DialogTitle id="field-map-title">Confirm the field map · {current.filename}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {current.row_count} rows in {current.dat_path}
            {current.opt_path ? `; page images from ${current.opt_path}` : '; no OPT (no page images)'}. Check the delimiters against the preview, then say what each field is.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <TextField select size="small" label="Field separator" slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }} value={current.delimiters.field_separator} onChange={(e) => changeDelimiters({ field_separator: e.target.value })} sx={{ minWidth: 200 }}>
              {withCurrent(SEPARATORS, current.delimiters.field_separator).map((o) => (
                <MenuItem key={o.label} value={o.value}>
                  {o.label}
                </MenuItem>
              ))}
            </TextField>
            <TextField select size="small" label="Text qualifier" slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }} value={current.delimiters.text_qualifier} onChange={(e) => changeDelimiters({ text_qualifier: e.target.value })} sx={{ minWidth: 180 }}>
              {withCurrent(QUALIFIERS, current.delimiters.text_qualifier).map((o) => (
                <MenuItem key={o.label} value={o.value}>
                  {o.label}
                </MenuItem>
              ))}
            </TextField>
            <TextField select size="small" label="Line break in values" slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }} value={current.delimiters.newline} onChange={(e) => changeDelimiters({ newline: e.target.value })} sx={{ minWidth: 180 }}>
              {withCurrent(NEWLINES, current.delimiters.newline).map((o) => (
                <MenuItem key={o.label} value={o.value}>
                  {o.label}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          {reparse.isError ? <Alert severity="error">{errorMessage(reparse.error, 'The DAT could not be read with these delimiters.')}</Alert> : null}
          {!hasBates ? <Alert severity="warning">Map one field to Beginning Bates: documents are keyed by it.</Alert> : null}
          <TableContainer sx={{ maxHeight: { xs: 'none', sm: 420 } }}>
            <Table size="small" stickyHeader aria-label="Field map">
              <TableHead>
                <TableRow>
                  {phone ? null : <TableCell>DAT field</TableCell>}
                  <TableCell>{phone ? 'DAT field → loads as' : 'Loads as'}</TableCell>
                  {phone ? null : <TableCell>First rows</TableCell>}
                </TableRow>
              </TableHead>
              <TableBody>
                {current.header.map((field) => (
                  <TableRow key={field}>
                    {phone ? null : <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{field}</TableCell>}
                    <TableCell sx={{ minWidth: phone ? 0 : 200 }}>
                      <TextField
                        select
                        size="small"
                        fullWidth
                        {...(phone ? { label: field } : {})}
                        value={map[field] ?? 'keep'}
                        onChange={(e) => setMap((m) => ({ ...m, [field]: e.target.value as IncomingTargetField }))}
                        slotProps={{ htmlInput: { 'aria-label': `${field} loads as` } }}
                      >
                        {INCOMING_TARGET_FIELDS.map((t) => (
                          <MenuItem key={t} value={t}>
                            {TARGET_LABELS[t]}
                          </MenuItem>
                        ))}
                      </TextField>
                      {phone ? <Preview values={current.preview.map((r) => r[field] ?? '')} /> : null}
                    </TableCell>
                    {phone ? null : (
                      <TableCell>
                        <Preview values={current.preview.map((r) => r[field] ?? '')} />
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {load.isError ? <Alert severity="error">{errorMessage(load.error, 'The volume could not be loaded.')}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Later</Button>
        <Button variant="contained" onClick={confirm} disabled={!hasBates || load.isPending || reparse.isPending}>
          Load {current.row_count} rows
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function Preview({ values }: { values: string[] }) {
  const shown = values.slice(0, 3).filter((v) => v !== '');
  if (shown.length === 0) return <Typography variant="caption" color="text.secondary">(empty)</Typography>;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
      {shown.map((v, i) => (
        <Box key={i} component="span" sx={{ fontSize: 12, px: 0.75, py: 0.25, bgcolor: 'action.hover', borderRadius: 1, maxWidth: 260, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={v}>
          {v}
        </Box>
      ))}
    </Box>
  );
}
