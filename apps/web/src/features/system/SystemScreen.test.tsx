import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { ApiMetricsResponse, MetricsSummary } from '@app/contract';
import { fakeAuth, makeUser, renderWithSession } from '../../test/render';
import { SystemScreen } from './SystemScreen';

const PROCESS: NonNullable<MetricsSummary['process']> = {
  version: '1.4.2',
  node_version: 'v24.22.3',
  uptime_seconds: 7260,
  started_at: '2026-01-01T08:00:00.000Z',
  resident_memory_bytes: 209715200,
  heap_used_bytes: 52428800,
  heap_total_bytes: 104857600,
  cpu_user_seconds: 12,
  cpu_system_seconds: 3,
  event_loop_lag_p99_seconds: 0.012,
  database: 'pglite',
};
const summaryOf = (scope: 'server' | 'firm'): MetricsSummary => ({
  status: 'healthy',
  scope,
  generated_at: '2026-01-01T10:01:00.000Z',
  counting_since: '2026-01-01T10:00:00.000Z',
  process: scope === 'server' ? PROCESS : null,
  requests: scope === 'server' ? 122 : 17,
  server_errors: 2,
  error_rate: 0.016,
  p95_seconds: 0.09,
  llm_calls: 0,
  llm_errors: 0,
  queue_waiting: 0,
  queue_failed: 0,
  documents_failed: 0,
  documents_in_progress: 0,
  error_groups: 0,
});
const TOTALS: ApiMetricsResponse['totals'] = {
  requests: 122,
  p50_seconds: 0.006,
  p95_seconds: 0.09,
  p99_seconds: 0.098,
  mean_seconds: 0.01,
  client_errors: 0,
  server_errors: 2,
  error_rate: 0.016,
};

function respond(status: number, body: unknown, type = 'application/json'): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': type } });
}

/** The demo's administrator is the server's operator; another firm's administrator is not. */
function renderScreen(operator = true) {
  const user = makeUser('admin', { operator, organization: operator ? 'Harper & Lane LLP' : 'Okafor Legal' });
  return renderWithSession(<SystemScreen />, { auth: fakeAuth({ user }) });
}

let ready: { status: number; body: unknown };
let scope: 'server' | 'firm' = 'server';

beforeEach(() => {
  scope = 'server';
  ready = {
    status: 200,
    body: {
      status: 'ready',
      failed: [],
      degraded: [],
      checks: {
        database: { ok: true, latency_ms: 2 },
        storage: { ok: true, latency_ms: 5 },
        queue: { ok: true, latency_ms: 3 },
        malware_scanner: { ok: true, latency_ms: 0, configured: false },
      },
    },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.endsWith('/health/')) return respond(200, { status: 'ok', version: '1.4.2', uptime_seconds: 7260, started_at: '2026-01-01T08:00:00.000Z' });
      if (url.endsWith('/health/ready')) return respond(ready.status, ready.body);
      if (url.endsWith('/metrics/summary')) return respond(200, summaryOf(scope));
      if (url.endsWith('/metrics/api')) return respond(200, { routes: [], totals: TOTALS });
      return respond(404, { detail: 'not found', code: 'not_found' });
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

describe('SystemScreen', () => {
  it("shows the operator version, uptime, each dependency and the server's figures, with the reset", async () => {
    renderScreen();
    expect(await screen.findByText('All systems operational.')).toBeInTheDocument();
    expect(screen.getByText('1.4.2')).toBeInTheDocument();
    expect(screen.getByText('2 h 1 min')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Database' })).toHaveTextContent('Ready');
    const scanner = screen.getByRole('article', { name: 'Malware scanner' });
    expect(scanner).toHaveTextContent('Not configured');
    expect(scanner).toHaveTextContent('Uploads are not scanned. Set CLAMAV_URL to scan them.');
    expect(await screen.findByText('122')).toBeInTheDocument(); // requests served
    expect(screen.getByText('200.0 MB')).toBeInTheDocument();
    expect(screen.getByText('Server errors (5xx)').parentElement).toHaveTextContent('2');
    expect(screen.getByText('Latency p95').parentElement).toHaveTextContent('90 ms');
    expect(screen.getByRole('button', { name: 'Reset counters' })).toBeInTheDocument();
    // Batch jobs moved to their own page; their old section points there.
    expect(screen.getByRole('region', { name: 'Batch jobs' })).toContainElement(screen.getByRole('link', { name: 'Batch jobs' }));
    expect(screen.getByRole('link', { name: 'Batch jobs' })).toHaveAttribute('href', '/admin/batch');
  });

  it("shows another firm's administrator their firm's figures, says so, and offers no reset or process figures", async () => {
    scope = 'firm';
    renderScreen(false);
    expect(await screen.findByText(/These figures are Okafor Legal's/)).toBeInTheDocument();
    expect(await screen.findByText('17')).toBeInTheDocument();
    expect(screen.getByText('Requests by your firm')).toBeInTheDocument();
    expect(screen.getByText('Latency p95')).toBeInTheDocument();
    expect(screen.queryByText('Process memory')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reset counters' })).toBeNull();
  });

  it('treats a 503 from /health/ready as the answer: it names the failing dependency', async () => {
    ready = {
      status: 503,
      body: {
        status: 'not_ready',
        failed: ['storage'],
        degraded: [],
        checks: {
          database: { ok: true, latency_ms: 2 },
          storage: { ok: false, latency_ms: 1500, error: 'EACCES: permission denied' },
          queue: { ok: true, latency_ms: 3 },
          malware_scanner: { ok: true, latency_ms: 4, configured: true },
        },
      },
    };
    renderScreen();
    expect(await screen.findByText('Degraded: storage not ready.')).toBeInTheDocument();
    const storage = screen.getByRole('article', { name: 'File storage' });
    expect(storage).toHaveTextContent('Failing');
    expect(storage).toHaveTextContent('EACCES: permission denied');
  });

  it('says in words when the server does not see the registered file store', async () => {
    ready = {
      status: 503,
      body: {
        status: 'not_ready',
        failed: ['storage'],
        degraded: [],
        checks: {
          database: { ok: true, latency_ms: 2 },
          storage: { ok: false, latency_ms: 9, error: 'store_mismatch' },
          queue: { ok: true, latency_ms: 3 },
          malware_scanner: { ok: true, latency_ms: 0, configured: false },
        },
      },
    };
    renderScreen();
    const storage = await screen.findByRole('article', { name: 'File storage' });
    await waitFor(() => expect(storage).toHaveTextContent("does not see the installation's document files"));
    expect(storage).not.toHaveTextContent('store_mismatch');
  });

  it('keeps serving when only the malware scanner is down: a warning names it, the card shows why', async () => {
    ready = {
      status: 200,
      body: {
        status: 'ready',
        failed: [],
        degraded: ['malware_scanner'],
        checks: {
          database: { ok: true, latency_ms: 2 },
          storage: { ok: true, latency_ms: 5 },
          queue: { ok: true, latency_ms: 3 },
          malware_scanner: { ok: false, latency_ms: 60, configured: true, error: 'connect ECONNREFUSED 127.0.0.1:3310' },
        },
      },
    };
    renderScreen();
    expect(
      await screen.findByText('Degraded: Malware scanner not answering. New uploads wait for their scan; everything else works.'),
    ).toBeInTheDocument();
    const scanner = screen.getByRole('article', { name: 'Malware scanner' });
    expect(scanner).toHaveTextContent('Failing');
    expect(scanner).toHaveTextContent('connect ECONNREFUSED 127.0.0.1:3310');
  });
});
