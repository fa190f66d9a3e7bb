/**
 * The harness reads the database directly (the app's API does not list pg-boss jobs): what the
 * worker holds at a kill, whether everything has settled, and the rows the checks compare.
 */
import type pg from 'pg';

/** pg-boss states that still owe work. */
export const OPEN_JOB_STATES = ['created', 'retry', 'active'];

/** What the worker is in the middle of, for the kill log. */
export async function workerInFlight(client: pg.Client): Promise<string> {
  const { rows } = await client.query<{ what: string; n: string }>(`
    select 'document processing' as what, count(*)::text as n from documents where status = 'processing'
    union all select 'transcription running', count(*)::text from transcription_jobs where state = 'running'
    union all select 'batch task running', count(*)::text from batch_tasks where state = 'running'
    union all select 'pg-boss active ' || name, count(*)::text from pgboss.job where state = 'active' group by name`);
  const busy = rows.filter((r) => Number(r.n) > 0).map((r) => `${r.what} ×${r.n}`);
  return busy.length > 0 ? busy.join(', ') : 'idle';
}

export interface Pending {
  documents: number;
  transcriptions: number;
  batches: number;
  jobs: { name: string; state: string; n: number }[];
}

export async function pending(client: pg.Client): Promise<Pending> {
  const one = async (sql: string) => Number((await client.query<{ n: string }>(sql)).rows[0]?.n ?? 0);
  const jobs = await client.query<{ name: string; state: string; n: string }>(
    `select name, state::text as state, count(*)::text as n from pgboss.job where state::text = any($1) group by name, state order by name, state`,
    [OPEN_JOB_STATES],
  );
  return {
    documents: await one(`select count(*)::text as n from documents where deleted_at is null and status in ('uploaded', 'queued', 'processing')`),
    transcriptions: await one(`select count(*)::text as n from transcription_jobs where state in ('queued', 'running')`),
    batches: await one(`select count(*)::text as n from batch_jobs where state in ('queued', 'running', 'cancelling')`),
    jobs: jobs.rows.map((r) => ({ name: r.name, state: r.state, n: Number(r.n) })),
  };
}

export const describePending = (p: Pending) =>
  `documents ${p.documents}, transcriptions ${p.transcriptions}, batches ${p.batches}, jobs ${p.jobs.map((j) => `${j.name}:${j.state}×${j.n}`).join(' ') || 'none'}`;

export const settled = (p: Pending) => p.documents + p.transcriptions + p.batches === 0 && p.jobs.length === 0;

/** The open pg-boss jobs in detail (a stuck one is a finding: which, since when, for what). */
export async function openJobs(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ id: string; name: string; state: string; started: string | null; created: string; data: unknown; retry: number }>(
    `select id::text, name, state::text, started_on::text as started, created_on::text as created, data, retry_count as retry
       from pgboss.job where state::text = any($1) order by created_on`,
    [OPEN_JOB_STATES],
  );
  return rows.map((r) => `${r.name} ${r.id} ${r.state} (created ${r.created}, started ${r.started ?? '-'}, retries ${r.retry}) ${JSON.stringify(r.data)}`);
}
