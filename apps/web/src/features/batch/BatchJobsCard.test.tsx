import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { BatchCostSavings, BatchJob, BatchStats, BatchTaskTypes } from '@app/contract';
import { BatchJobsCard } from './BatchJobsCard';

const job = (over: Partial<BatchJob>): BatchJob => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Summaries',
  priority: 'normal',
  state: 'running',
  task_count: 50,
  completed_count: 20,
  failed_count: 1,
  cancelled_count: 0,
  running_count: 1,
  progress_percent: 42,
  cost_usd: 0,
  interactive_cost_usd: 0,
  created_by_name: 'Admin',
  cancel_requested_at: null,
  started_at: '2026-11-27T10:00:00.000Z',
  finished_at: null,
  created_at: '2026-11-27T10:00:00.000Z',
  ...over,
});

const STATS: BatchStats = {
  jobs_by_state: { queued: 0, running: 1, cancelling: 0, completed: 1, failed: 0, cancelled: 0 },
  tasks_by_state: { queued: 29, running: 1, completed: 23, failed: 1, cancelled: 0 },
  tasks_by_type: [{ task_type: 'summarisation', completed: 23, failed: 1, queued: 29, running: 1 }],
  recent_jobs: [job({}), job({ id: '00000000-0000-4000-8000-000000000002', name: 'Re-index', state: 'completed', task_count: 3, completed_count: 3, failed_count: 0, running_count: 0, progress_percent: 100 }),
    // Cancelled after 3 tasks: the API counts the 47 cancelled ones as finished (100 %).
    job({ id: '00000000-0000-4000-8000-000000000003', name: 'Stopped', state: 'cancelled', completed_count: 3, failed_count: 0, cancelled_count: 47, running_count: 0, progress_percent: 100 }),
  ],
};
const TYPES: BatchTaskTypes = {
  task_types: [{ task_type: 'summarisation', label: 'Summarisation', description: "Makes and stores a document's summary", target: 'document', concurrency: 2 }],
  max_tasks_per_batch: 1000,
};
const SAVINGS: BatchCostSavings = {
  engine: 'offline',
  provider: 'local',
  batch_discount_percent: 0,
  interactive_cost_usd: 0,
  batch_price_cost_usd: 0,
  potential_savings_usd: 0,
  realised_savings_usd: 0,
  jobs_counted: 2,
  message: 'Batch tasks run on the offline engine, which makes no paid calls: batching saves nothing (0.00 USD).',
};

function serve() {
  const calls: { method: string; url: string }[] = [];
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ method: init?.method ?? 'GET', url });
      if (url.includes('/batch/stats')) return json(STATS);
      if (url.includes('/batch/task-types')) return json(TYPES);
      if (url.includes('/batch/cost-savings')) return json(SAVINGS);
      if (url.includes('/batch/configure')) return json({ settings: [{ task_type: 'summarisation', concurrency: 2 }] });
      if (url.includes('/cancel')) return json({ ...job({ state: 'cancelling' }), tasks: [] });
      return new Response(JSON.stringify({ detail: 'not found', code: 'not_found' }), { status: 404, headers: { 'content-type': 'application/json' } });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <BatchJobsCard />
    </QueryClientProvider>,
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

// Many queries and a click: well over Vitest's 5 s default on a busy two-core CI machine.
describe('BatchJobsCard', { timeout: 60_000 }, () => {
  it('lists batches with their progress and counts, says the offline engine saves nothing, and cancels a running batch', async () => {
    const calls = serve();
    const running = await screen.findByRole('article', { name: 'Batch Summaries' });
    expect(within(running).getByText('Running')).toBeInTheDocument();
    expect(within(running).getByRole('progressbar', { name: 'Progress of Summaries' })).toHaveAttribute('aria-valuenow', '42');
    expect(within(running).getByText('21 of 50 tasks done · 1 running · 1 failed')).toBeInTheDocument();
    const done = screen.getByRole('article', { name: 'Batch Re-index' });
    expect(within(done).getByText('Completed')).toBeInTheDocument();
    expect(within(done).queryByRole('button', { name: 'Cancel' })).toBeNull();
    const stopped = screen.getByRole('article', { name: 'Batch Stopped' });
    expect(within(stopped).getByRole('progressbar', { name: 'Progress of Stopped' })).toHaveAttribute('aria-valuenow', '6');
    expect(within(stopped).getByText('Stopped at 6 %')).toBeInTheDocument();
    expect(within(stopped).queryByText('100 %')).toBeNull();
    expect(within(stopped).getByText('3 of 50 tasks done · 47 cancelled')).toBeInTheDocument();
    expect(await screen.findByText(/offline engine, which makes no paid calls: batching saves nothing \(0\.00 USD\)/)).toBeInTheDocument();
    expect(await screen.findByLabelText('Summarisation')).toHaveValue(2);
    await userEvent.click(within(running).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.endsWith(`/batch/job/${STATS.recent_jobs[0]!.id}/cancel`))).toBe(true));
  });
});
