import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ApiMetricsResponse, DocumentsMetricsResponse, ErrorsResponse, LlmResponse, QueuesResponse, RecentLogsResponse } from '@app/contract';
import { ApiRoutesCard } from './ApiRoutesCard';
import { DocumentsCard } from './DocumentsCard';
import { ErrorsCard } from './ErrorsCard';
import { LlmCard } from './LlmCard';
import { QueuesCard } from './QueuesCard';
import { RecentLogsCard } from './RecentLogsCard';

const QUEUES: QueuesResponse = {
  queues: [
    { name: 'document.process', waiting: 4, active: 1, failed: 2, completed: 10, oldest_waiting_at: '2026-01-01T10:00:00.000Z', oldest_waiting_seconds: 125 },
    { name: 'email.send', waiting: 0, active: 0, failed: 0, completed: 3, oldest_waiting_at: null, oldest_waiting_seconds: null },
  ],
  totals: { waiting: 4, active: 1, failed: 2, completed: 13 },
};
const LLM: LlmResponse = {
  configured: { text: 'openai-compatible: gpt-4o-mini', embeddings: 'local (offline hashed embeddings, no model calls)' },
  models: [{ provider: 'openai-compatible', model: 'gpt-4o-mini', kind: 'text', calls: 7, errors: 1, input_tokens: 1200, output_tokens: 300, latency_ms_avg: 420.5, latency_ms_p95: 900 }],
  totals: { calls: 7, errors: 1, input_tokens: 1200, output_tokens: 300 },
};
const hours = Array.from({ length: 24 }, (_, i) => ({ hour: new Date(Date.UTC(2026, 0, 1, i)).toISOString(), count: i === 23 ? 5 : 0 }));
const DOCS: DocumentsMetricsResponse = {
  by_status: [
    { status: 'processed', count: 40 },
    { status: 'failed', count: 3 },
  ],
  total: 43,
  processed_last_hour: 5,
  processed_last_24h: 5,
  processing_rate_per_hour: 0.21,
  failures_by_reason: [{ reason: 'The PDF is damaged', count: 3 }],
  processed_per_hour: hours,
};
const route = (r: string, p95: number, requests: number) => ({
  method: 'GET',
  route: r,
  requests,
  p50_seconds: p95 / 2,
  p95_seconds: p95,
  p99_seconds: p95,
  mean_seconds: p95 / 2,
  client_errors: 1,
  server_errors: 0,
  error_rate: 0,
});
const API: ApiMetricsResponse = {
  routes: [route('/api/v1/cases/', 0.25, 30), route('/api/v1/health/', 0.005, 50)],
  totals: { ...route('', 0.1, 80), error_rate: 0.0125, server_errors: 1 },
};
const ERRORS: ErrorsResponse = {
  groups: [{ fingerprint: 'abc123def456', type: 'TypeError', message: 'cannot read page <n>', count: 4, first_seen: '2026-01-01T10:00:00.000Z', last_seen: '2026-01-01T11:00:00.000Z', stack: null, route: '/api/v1/documents/:id' }],
  total: 4,
};
const LOGS: RecentLogsResponse = {
  lines: [
    { time: '2026-01-01T11:00:00.000Z', level: 'error', msg: 'unhandled error', fields: { route: '/api/v1/cases/', err: { message: 'boom' } } },
    { time: '2026-01-01T10:59:00.000Z', level: 'info', msg: 'request completed', fields: { route: '/api/v1/health/', res: { statusCode: 200 }, responseTime: 3.2 } },
  ],
  held: 2,
  capacity: 2000,
};

const urls: string[] = [];
beforeEach(() => {
  urls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      const body = url.includes('/metrics/queues')
        ? QUEUES
        : url.includes('/metrics/llm')
          ? LLM
          : url.includes('/metrics/documents')
            ? DOCS
            : url.includes('/metrics/api')
              ? API
              : url.includes('/engineering/errors')
                ? ERRORS
                : url.includes('/engineering/logs/recent')
                  ? LOGS
                  : { detail: 'not found', code: 'not_found' };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderWith(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

const bars = (title: string) => [...screen.getByRole('img', { name: title }).querySelectorAll('[data-value]')].map((el) => [el.getAttribute('data-label'), Number(el.getAttribute('data-value'))]);

describe('system figures', () => {
  it('charts and lists each queue with waiting, active, failed and how long the oldest job waited', async () => {
    renderWith(<QueuesCard />);
    const table = await screen.findByRole('table', { name: 'Queues' });
    // Idle queues stay in the table but out of the chart.
    expect(bars('Jobs waiting per queue')).toEqual([['document.process', 4]]);
    expect(table).toHaveTextContent('email.send');
    const row = within(table).getByRole('row', { name: /document\.process/ });
    expect(row).toHaveTextContent('document.process4122 min');
  });

  it('names the configured engines and gives calls, errors, tokens and latency per model', async () => {
    renderWith(<LlmCard scope="server" />);
    expect(await screen.findByText('Text: openai-compatible: gpt-4o-mini · Embeddings: local (offline hashed embeddings, no model calls)')).toBeInTheDocument();
    expect(screen.getByText('7 calls, 1 errors, 1,500 tokens')).toBeInTheDocument();
    expect(bars('Model calls per model')).toEqual([['gpt-4o-mini', 7]]);
    expect(within(screen.getByRole('table', { name: 'Language models' })).getByRole('row', { name: /gpt-4o-mini/ })).toHaveTextContent('900 ms');
  });

  it("tells a firm's administrator which engines their documents go to, and where their own model use is, not the server's calls", async () => {
    renderWith(<LlmCard scope="firm" />);
    expect(await screen.findByText('Text: openai-compatible: gpt-4o-mini · Embeddings: local (offline hashed embeddings, no model calls)')).toBeInTheDocument();
    expect(screen.getByText(/Model calls are counted for the whole server/)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Language models' })).toBeNull();
  });

  it('shows documents by status, the hourly processing chart and failures by reason', async () => {
    renderWith(<DocumentsCard />);
    expect(await screen.findByText('processed: 40')).toBeInTheDocument();
    expect(screen.getByText('failed: 3')).toBeInTheDocument();
    expect(screen.getByText('5 processed in the last hour · 5 in the last 24 hours (0.21 per hour)')).toBeInTheDocument();
    const points = bars('Documents processed per hour (last 24 hours)');
    expect(points).toHaveLength(24);
    expect(points.reduce((n, [, v]) => n + Number(v), 0)).toBe(5);
    expect(screen.getByRole('table', { name: 'Failures by reason' })).toHaveTextContent('The PDF is damaged3');
  });

  it('charts the slowest routes by p95 and tabulates percentiles and error rates', async () => {
    renderWith(<ApiRoutesCard />);
    expect(await screen.findByText(/^80 requests · p95 100 ms · server errors 1\.3\s%$/)).toBeInTheDocument();
    expect(bars('Slowest routes by p95 latency (ms)')).toEqual([
      ['/cases/', 250],
      ['/health/', 5],
    ]);
    expect(within(screen.getByRole('table', { name: 'API routes' })).getByRole('row', { name: /GET \/cases\// })).toHaveTextContent('125 ms');
  });

  it('lists error groups with their counts and fingerprints', async () => {
    renderWith(<ErrorsCard />);
    expect(await screen.findByText('4 errors in 1 groups')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Error groups' });
    expect(list).toHaveTextContent('× 4');
    expect(list).toHaveTextContent('abc123def456');
    expect(list).toHaveTextContent('cannot read page <n>');
  });

  it('shows log lines newest first and asks the server again with the level and text filters', async () => {
    renderWith(<RecentLogsCard />);
    const lines = await screen.findByRole('list', { name: 'Recent log lines' });
    const items = within(lines).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('unhandled error — /api/v1/cases/ · boom');
    expect(items[1]).toHaveTextContent('request completed — /api/v1/health/ · 200 · 3 ms');
    expect(urls.at(-1)).toContain('level=info');
    fireEvent.change(screen.getByLabelText('Contains'), { target: { value: 'boom' } });
    await waitFor(() => expect(urls.some((u) => u.includes('q=boom'))).toBe(true));
    fireEvent.mouseDown(screen.getByLabelText('Lowest level'));
    fireEvent.click(await screen.findByRole('option', { name: 'error' }));
    await waitFor(() => expect(urls.some((u) => u.includes('level=error') && u.includes('q=boom'))).toBe(true));
  });
});
