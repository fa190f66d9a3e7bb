import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { SystemScreen } from './SystemScreen';

const METRICS = `http_requests_total{method="GET",route="/a",status="200"} 120
http_requests_total{method="GET",route="/b",status="500"} 2
http_request_duration_seconds_bucket{le="0.01",method="GET",route="/a",status="200"} 100
http_request_duration_seconds_bucket{le="0.1",method="GET",route="/a",status="200"} 122
http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/a",status="200"} 122
process_resident_memory_bytes 209715200
`;

function respond(status: number, body: unknown, type = 'application/json'): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': type } });
}

function renderScreen() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SystemScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

let ready: { status: number; body: unknown };

beforeEach(() => {
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
      if (url.endsWith('/metrics')) return respond(200, METRICS, 'text/plain');
      return respond(404, { detail: 'not found', code: 'not_found' });
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

describe('SystemScreen', () => {
  it('shows version, uptime, each dependency and figures read from the Prometheus text', async () => {
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
    // Batch jobs moved to their own page; their old section points there.
    expect(screen.getByRole('region', { name: 'Batch jobs' })).toContainElement(screen.getByRole('link', { name: 'Batch jobs' }));
    expect(screen.getByRole('link', { name: 'Batch jobs' })).toHaveAttribute('href', '/admin/batch');
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
