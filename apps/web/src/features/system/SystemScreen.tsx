import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Refresh from '@mui/icons-material/Refresh';
import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import { Link as RouterLink } from 'react-router';
import { mayOnSystem, systemScope, type ReadinessResponse } from '@app/contract';
import { LoadError } from '../../components/QueryStates';
import { formatDateTime, formatDuration } from '../../components/format-time';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useAuth } from '../../lib/auth/auth-context';
import { AiEnginesCard } from './AiEnginesCard';
import { ApiRoutesCard } from './ApiRoutesCard';
import { DocumentsCard } from './DocumentsCard';
import { ErrorsCard } from './ErrorsCard';
import { LlmCard } from './LlmCard';
import { QueuesCard } from './QueuesCard';
import { RecentLogsCard } from './RecentLogsCard';
import { REFRESH_MS, useApiMetrics, useClearMetrics, useHealth, useMetricsSummary, useReadiness } from './api';
import { formatBytes, formatSeconds } from './format-figures';
import { pageLinkFor } from '../../lib/links';

const DEPENDENCIES: ReadonlyArray<{ key: keyof ReadinessResponse['checks']; label: string; what: string }> = [
  { key: 'database', label: 'Database', what: 'Cases, users and the audit trail' },
  { key: 'storage', label: 'File storage', what: 'Uploaded documents' },
  { key: 'queue', label: 'Job queue', what: 'Background processing' },
  { key: 'malware_scanner', label: 'Malware scanner', what: 'Scans every upload before it is opened (ClamAV)' },
];

type Check = ReadinessResponse['checks'][keyof ReadinessResponse['checks']];

/** An optional dependency the firm has not set up: neither ready nor failing. */
const notConfigured = (check: Check): boolean => 'configured' in check && !check.configured;

/** The chip of one dependency. */
function checkChip(check: Check) {
  if (notConfigured(check)) return <Chip size="small" variant="outlined" label="Not configured" />;
  return <Chip size="small" icon={check.ok ? <CheckCircle /> : <ErrorOutline />} color={check.ok ? 'success' : 'error'} label={check.ok ? 'Ready' : 'Failing'} />;
}

/** What a configured dependency's check says; the unconfigured scanner says what that means instead. */
function checkDetail(check: Check): string {
  if (notConfigured(check)) return 'Uploads are not scanned. Set CLAMAV_URL to scan them.';
  return `Responded in ${Math.round(check.latency_ms)} ms`;
}

/** The optional dependencies that are configured but not answering, by their labels. */
/** The server names a failure by a short code; the one an administrator cannot guess gets words. */
function checkErrorText(error: string): string {
  if (error === 'store_mismatch') {
    return "This server does not see the installation's document files: its file store is not the one the other servers registered (a shared volume unmounted, or a DATA_DIR of its own). See docs/production.md, \"One blob store for every process\".";
  }
  return error;
}

function degradedNames(ready: ReadinessResponse): string {
  return ready.degraded.map((key) => DEPENDENCIES.find((dep) => dep.key === key)?.label ?? key).join(', ');
}

function Stat({ label, value, hint }: { label: string; value: ReactNode; hint?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
      {hint ? (
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      ) : null}
    </Paper>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } } as const;

/** Requests per minute over the counting window of the summary. */
function perMinute(requests: number, since: string, at: string): string {
  const minutes = Math.max(1 / 60, (new Date(at).getTime() - new Date(since).getTime()) / 60_000);
  return `≈ ${(requests / minutes).toFixed(1)} per minute`;
}

/**
 * /admin/system (administrators): health, dependencies, version, uptime, key metrics, queues, models,
 * documents, API routes, errors and recent logs, every 10 s. The server's operator sees the whole
 * server and may reset its counters; any other administrator sees their own firm's figures, and the
 * page says so (the contract's policy/system.ts decides both, as the server does).
 */
export function SystemScreen() {
  const { user } = useAuth();
  const viewer = { role: user?.role ?? 'viewer', operator: user?.operator === true } as const;
  const batchLink = pageLinkFor(viewer.role, '/admin/batch');
  const scope = systemScope(viewer);
  const health = useHealth();
  const ready = useReadiness();
  const summary = useMetricsSummary();
  const apiFigures = useApiMetrics();
  const head = summary.data;
  const totals = apiFigures.data?.totals;
  const updatedAt = Math.max(health.dataUpdatedAt, ready.dataUpdatedAt, summary.dataUpdatedAt);
  const refreshing = health.isFetching || ready.isFetching || summary.isFetching;

  const client = useQueryClient();
  const clear = useClearMetrics();
  const [confirmClear, setConfirmClear] = useState(false);
  // Every figure on the page (queues, models, routes, logs…) lives under the 'system' key.
  const refresh = () => void client.invalidateQueries({ queryKey: ['system'] });

  const overall = health.isError ? (
    <Alert severity="error">The server did not answer its health check. It may be down or unreachable.</Alert>
  ) : ready.data ? (
    ready.data.status === 'ready' ? (
      ready.data.degraded.length > 0 ? (
        // A scanner that is down does not stop the service: uploads wait for their verdict.
        <Alert severity="warning">{`Degraded: ${degradedNames(ready.data)} not answering. New uploads wait for their scan; everything else works.`}</Alert>
      ) : (
        <Alert severity="success">All systems operational.</Alert>
      )
    ) : (
      <Alert severity="error">{`Degraded: ${ready.data.failed.join(', ')} not ready.`}</Alert>
    )
  ) : null;

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h4" component="h1">
            System status
          </Typography>
          <Typography color="text.secondary" aria-live="off">
            {`Refreshes every ${REFRESH_MS / 1000} s${updatedAt ? ` · last updated ${new Date(updatedAt).toLocaleTimeString()}` : ''}`}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}>
          <Button variant="outlined" startIcon={<Refresh />} onClick={refresh} disabled={refreshing}>
            {refreshing ? 'Refreshing…' : 'Refresh now'}
          </Button>
          {mayOnSystem(viewer, 'clear_metrics') ? (
            <Button color="warning" onClick={() => setConfirmClear(true)}>
              Reset counters
            </Button>
          ) : null}
        </Stack>
      </Stack>
      <ConfirmDialog
        open={confirmClear}
        title="Reset the server's counters?"
        confirmLabel="Reset counters"
        destructive
        busy={clear.isPending}
        onClose={() => setConfirmClear(false)}
        onConfirm={() => clear.mutate(undefined, { onSettled: () => setConfirmClear(false) })}
      >
        Request, model-call and error counts on this server start again from zero. Log lines, queues and documents are not affected. The reset is recorded in the audit trail.
      </ConfirmDialog>
      {clear.isError ? <Alert severity="error">The counters could not be reset. Try again.</Alert> : null}

      {overall}
      {scope === 'firm' ? (
        <Alert severity="info">
          {`These figures are ${user?.organization ?? "your firm"}'s: your people's requests, your firm's queued work, documents, errors and log lines. This server also serves other firms; its own figures (memory, model calls, every firm's traffic) and resetting its counters are for the server's operator.`}
        </Alert>
      ) : null}

      <Section title="Server">
        <Box sx={grid}>
          <Stat label="Status" value={health.isError ? 'Down' : health.data ? 'Up' : <Skeleton width={60} />} />
          <Stat label="Version" value={health.data?.version ?? <Skeleton width={80} />} />
          <Stat
            label="Uptime"
            value={health.data ? formatDuration(health.data.uptime_seconds) : <Skeleton width={100} />}
            hint={health.data ? `Since ${formatDateTime(health.data.started_at)}` : undefined}
          />
          <Stat
            label={scope === 'firm' ? 'Requests by your firm' : 'Requests served'}
            value={head?.requests.toLocaleString() ?? (summary.isPending ? <Skeleton width={80} /> : '—')}
            hint={head?.requests ? perMinute(head.requests, head.counting_since, head.generated_at) : undefined}
          />
        </Box>
      </Section>

      <Section title="Dependencies">
        {ready.isError ? <LoadError error={ready.error} what="readiness" onRetry={() => void ready.refetch()} /> : null}
        <Box sx={grid}>
          {DEPENDENCIES.map((dep) => {
            const check = ready.data?.checks[dep.key];
            return (
              <Paper key={dep.key} variant="outlined" sx={{ p: 2 }} component="article" aria-label={dep.label}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                  <Typography sx={{ fontWeight: 600 }}>{dep.label}</Typography>
                  {check ? checkChip(check) : <Skeleton width={64} />}
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {dep.what}
                </Typography>
                {check ? (
                  <Typography variant="body2" sx={{ mt: 1 }}>
                    {checkDetail(check)}
                  </Typography>
                ) : null}
                {check?.error ? (
                  <Typography variant="body2" color="error" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                    {checkErrorText(check.error)}
                  </Typography>
                ) : null}
              </Paper>
            );
          })}
        </Box>
      </Section>

      <Section title="Queues">
        <QueuesCard />
      </Section>

      {batchLink ? (
        <Section title="Batch jobs">
          {/* Batch jobs have their own page (Administration in the navigation); this is where they used to be. */}
          <Typography variant="body2">
            Queue, follow and cancel batches on{' '}
            <Link component={RouterLink} to={batchLink}>
              Batch jobs
            </Link>
            .
          </Typography>
        </Section>
      ) : null}

      <Section title="AI and search engines">
        <AiEnginesCard />
      </Section>

      <Section title="Language models">
        <LlmCard scope={scope} />
      </Section>

      <Section title="Documents">
        <DocumentsCard />
      </Section>

      <Section title="API routes">
        <ApiRoutesCard />
      </Section>

      <Section title="Errors">
        <ErrorsCard />
      </Section>

      <Section title="Recent logs">
        <RecentLogsCard />
      </Section>

      <Section title="Key metrics">
        {summary.isError ? <LoadError error={summary.error} what="metrics" onRetry={() => void summary.refetch()} /> : null}
        {head && totals ? (
          <Box sx={grid}>
            <Stat label="Latency p50" value={formatSeconds(totals.p50_seconds)} hint="Half of requests are faster" />
            <Stat label="Latency p95" value={formatSeconds(totals.p95_seconds)} hint="Estimated from histogram buckets" />
            <Stat label="Latency p99" value={formatSeconds(totals.p99_seconds)} />
            <Stat label="Server errors (5xx)" value={head.server_errors.toLocaleString()} hint={`Since ${formatDateTime(head.counting_since)}`} />
            {head.process ? (
              <>
                <Stat label="Process memory" value={formatBytes(head.process.resident_memory_bytes)} hint="Resident set size" />
                <Stat label="JavaScript heap used" value={formatBytes(head.process.heap_used_bytes)} />
                <Stat label="Event loop lag p99" value={formatSeconds(head.process.event_loop_lag_p99_seconds)} hint="Above 100 ms the server feels slow" />
              </>
            ) : null}
          </Box>
        ) : summary.isPending || apiFigures.isPending ? (
          <Box sx={grid}>
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} variant="rounded" height={92} />
            ))}
          </Box>
        ) : null}
      </Section>
    </Stack>
  );
}
