import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CullingReport, CullingReportRequest, CullingStageCounts } from '@app/contract';
import { apiFieldErrors, errorMessage } from '../../lib/form-errors';
import { notify } from '../../lib/toast';
import { downloadBlob } from '../../components/download';
import { exportCullingReport, useCullingReport } from './api';

const STAGES: readonly { key: keyof CullingStageCounts; label: string }[] = [
  { key: 'collected', label: 'Collected' },
  { key: 'removed_by_dedup', label: '− De-duplication' },
  { key: 'removed_by_threading', label: '− Threading' },
  { key: 'removed_by_near_duplicates', label: '− Near-duplicates' },
  { key: 'after_suppression', label: 'After suppression' },
  { key: 'removed_by_dates', label: '− Dates' },
  { key: 'after_dates', label: 'After dates' },
  { key: 'removed_by_terms', label: '− Terms' },
  { key: 'after_terms', label: 'Left for review' },
];

const termsOf = (text: string) =>
  text
    .split('\n')
    .map((t) => t.trim())
    .filter(Boolean);

function StageTable({ report }: { report: CullingReport }) {
  const rows = [...report.custodians.map((c) => ({ key: c.custodian_id ?? 'none', name: c.custodian_name, counts: c as CullingStageCounts, total: false })), { key: 'total', name: 'All custodians', counts: report.total, total: true }];
  return (
    // Wider than a phone, and than a desktop with many stages or a long name: it scrolls sideways,
    // so it takes keyboard focus (arrow keys scroll it) and names itself (axe: scrollable-region-focusable).
    <TableContainer component={Card} variant="outlined" tabIndex={0} role="region" aria-label="Culling by custodian, scrollable">
      <Table size="small" aria-label="Culling by custodian">
        <TableHead>
          <TableRow>
            <TableCell sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 }}>Custodian</TableCell>
            {STAGES.map((s) => (
              <TableCell key={s.key} align="right" sx={{ whiteSpace: 'nowrap' }}>
                {s.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.key} sx={r.total ? { '& td': { fontWeight: 700 } } : undefined}>
              <TableCell sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', minWidth: 120 }}>{r.name}</TableCell>
              {STAGES.map((s) => (
                <TableCell key={s.key} align="right">
                  {r.counts[s.key]}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function TermTable({ report }: { report: CullingReport }) {
  if (report.term_hits.length === 0) return null;
  return (
    <TableContainer component={Card} variant="outlined" tabIndex={0} role="region" aria-label="Hits per search term, scrollable">
      <Table size="small" aria-label="Hits per search term">
        <TableHead>
          <TableRow>
            <TableCell>Term</TableCell>
            <TableCell align="right">Document hits</TableCell>
            <TableCell align="right">Unique hits</TableCell>
            <TableCell align="right">With families</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {report.term_hits.map((t) => (
            <TableRow key={t.term}>
              <TableCell sx={{ overflowWrap: 'break-word', minWidth: 96 }}>
                {t.term}
                {t.error ? (
                  <Typography variant="caption" color="warning.main" component="div">
                    {t.error}
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell align="right">{t.document_hits}</TableCell>
              <TableCell align="right">{t.unique_hits}</TableCell>
              <TableCell align="right">{t.family_hits}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** What the collection shrinks to, per custodian and stage, and what each search term finds. */
export function CullingReportTab({ caseId }: { caseId: string }) {
  const run = useCullingReport(caseId);
  const [dateFrom, setDateFrom] = useState('');
  const [dateTo, setDateTo] = useState('');
  const [terms, setTerms] = useState('');
  const [exporting, setExporting] = useState(false);
  const request = (): CullingReportRequest => ({ date_from: dateFrom || null, date_to: dateTo || null, terms: termsOf(terms) });
  const errors = run.isError ? apiFieldErrors(run.error) : {};

  const download = async (format: 'xlsx' | 'csv') => {
    setExporting(true);
    try {
      const blob = await exportCullingReport(caseId, request(), format);
      downloadBlob(`culling report.${format}`, blob);
    } catch (error) {
      notify.error(errorMessage(error, 'The report could not be exported.'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack spacing={3}>
      <Card variant="outlined" sx={{ p: 2 }}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            run.mutate(request());
          }}
          noValidate
        >
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField label="From" type="date" value={dateFrom} onChange={(e) => setDateFrom(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} error={Boolean(errors.date_from)} helperText={errors.date_from} />
              <TextField label="To" type="date" value={dateTo} onChange={(e) => setDateTo(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} error={Boolean(errors.date_to)} helperText={errors.date_to} />
            </Stack>
            <TextField
              label="Search terms, one per line"
              value={terms}
              onChange={(e) => setTerms(e.target.value)}
              multiline
              minRows={3}
              error={Boolean(errors.terms) || Boolean(errors['0'])}
              helperText={errors.terms ?? errors['0'] ?? 'The search syntax: words, "exact phrases", prefix*, -excluded'}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <Button type="submit" variant="contained" disabled={run.isPending}>
                {run.isPending ? 'Counting…' : 'Run report'}
              </Button>
              <Button variant="outlined" disabled={exporting} onClick={() => void download('xlsx')}>
                Export XLSX
              </Button>
              <Button variant="outlined" disabled={exporting} onClick={() => void download('csv')}>
                Export CSV
              </Button>
            </Stack>
          </Stack>
        </form>
      </Card>
      {run.isError && Object.keys(errors).length === 0 ? <Alert severity="error">{errorMessage(run.error, 'The report could not be made.')}</Alert> : null}
      {run.data ? (
        <Stack spacing={2} aria-live="polite">
          {run.data.notes.map((n) => (
            <Alert key={n} severity="info">
              {n}
            </Alert>
          ))}
          <Typography variant="h6" component="h2">
            By custodian
          </Typography>
          <StageTable report={run.data} />
          {run.data.term_hits.length > 0 ? (
            <Typography variant="h6" component="h2">
              Search terms
            </Typography>
          ) : null}
          <TermTable report={run.data} />
        </Stack>
      ) : null}
    </Stack>
  );
}
