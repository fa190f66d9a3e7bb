/**
 * The end-of-run checks: nothing the clients were told succeeded is lost, nothing is doubled,
 * everything started has finished. Each returns the problems found (empty: the check passed) and
 * prints its figures.
 */
import type pg from 'pg';
import { TONE_WORDS_PER_SENTENCE } from '../../apps/server/src/test/tone-speech.js';
import type { Outcomes } from './workload.js';

type Rows<T> = Promise<{ rows: T[] }>;

export async function checkUploads(client: pg.Client, organizationId: string, out: Outcomes): Promise<string[]> {
  const problems: string[] = [];
  const { rows } = await (client.query(
    `select filename, count(*)::int as n, min(id::text) as id, min(sha256) as sha256, min(status) as status
       from documents where organization_id = $1 and deleted_at is null and filename like 'crash-%' group by filename`,
    [organizationId],
  ) as Rows<{ filename: string; n: number; id: string; sha256: string; status: string }>);
  const stored = new Map(rows.map((r) => [r.filename, r]));
  for (const a of out.simple) {
    const found = stored.get(a.filename);
    if (a.accepted && !found) problems.push(`lost: ${a.filename} was answered 201 but is not stored`);
    if (a.accepted && found && found.id !== a.documentId) problems.push(`${a.filename}: stored as ${found.id}, answered as ${a.documentId}`);
  }
  for (const c of out.chunked) {
    const found = stored.get(c.filename);
    if (!found) problems.push(`lost: chunked ${c.filename} was finalized but is not stored`);
    else if (found.id !== c.documentId || found.sha256 !== c.sha256) problems.push(`chunked ${c.filename}: stored ${found.id} ${found.sha256}, finalize said ${c.documentId} ${c.sha256}`);
  }
  if (out.chunked.length !== out.chunkedStarted) problems.push(`${out.chunkedStarted - out.chunked.length} chunked uploads never finished`);
  for (const r of rows) {
    if (r.n > 1) problems.push(`doubled: ${r.filename} stored ${r.n} times`);
    if (r.status !== 'processed') problems.push(`${r.filename} ended ${r.status}`);
  }
  const notAttempted = rows.filter((r) => !out.simple.some((a) => a.filename === r.filename) && !out.chunked.some((c) => c.filename === r.filename));
  for (const r of notAttempted) problems.push(`stored but never finished by the client: ${r.filename}`);
  const sessions = await (client.query(
    `select count(*) filter (where document_id is null)::int as open, (select count(*)::int from upload_chunks) as chunks from upload_sessions where organization_id = $1`,
    [organizationId],
  ) as Rows<{ open: number; chunks: number }>);
  const s = sessions.rows[0];
  if (s && s.open > 0) problems.push(`${s.open} chunked upload sessions never finalized`);
  if (s && s.chunks > 0) problems.push(`${s.chunks} upload_chunks rows left behind`);
  const accepted = out.simple.filter((a) => a.accepted).length;
  const retries = out.chunked.reduce((n, c) => n + c.retries, 0);
  console.log(
    `uploads: simple ${out.simple.length} attempted, ${accepted} answered 201, ${rows.filter((r) => r.filename.startsWith('crash-s-')).length} stored; ` +
      `chunked ${out.chunkedStarted} started, ${out.chunked.length} finalized (${retries} requests repeated after a kill), ${rows.filter((r) => r.filename.startsWith('crash-c-')).length} stored`,
  );
  return problems;
}

/** One `document_uploaded` row per uploaded document (no more, no less), and the chain verifies. */
export async function checkAudit(client: pg.Client, organizationId: string): Promise<string[]> {
  const problems: string[] = [];
  const { rows } = await (client.query(
    `select d.id::text as id, d.filename, count(a.id)::int as n
       from documents d left join audit_logs a on a.chain = $1::text and a.action = 'document_uploaded' and a.resource_id = d.id::text
      where d.organization_id = $1::uuid and d.parent_id is null and coalesce(d.detected_type, '') <> 'transcript'
      group by d.id, d.filename`,
    [organizationId],
  ) as Rows<{ id: string; filename: string; n: number }>);
  for (const r of rows) if (r.n !== 1) problems.push(`${r.filename}: ${r.n} document_uploaded audit rows`);
  const total = await (client.query(`select count(*)::int as n from audit_logs where chain = $1 and action = 'document_uploaded'`, [organizationId]) as Rows<{ n: number }>);
  if (total.rows[0]?.n !== rows.length) problems.push(`document_uploaded audit rows ${total.rows[0]?.n}, uploaded documents ${rows.length}`);
  console.log(`audit: ${total.rows[0]?.n} document_uploaded rows for ${rows.length} uploaded documents`);
  return problems;
}

export async function checkTranscriptions(client: pg.Client, out: Outcomes): Promise<string[]> {
  const problems: string[] = [];
  for (const t of out.transcriptions) {
    const job = await (client.query(`select state, failure_reason, transcript_document_id::text as doc from transcription_jobs where id = $1`, [t.id]) as Rows<{ state: string; failure_reason: string | null; doc: string | null }>);
    const row = job.rows[0];
    const segs = await (client.query(
      `select count(*)::int as n, count(distinct seq)::int as seqs, count(distinct start_seconds)::int as starts from transcript_segments where job_id = $1`,
      [t.id],
    ) as Rows<{ n: number; seqs: number; starts: number }>);
    const s = segs.rows[0] ?? { n: 0, seqs: 0, starts: 0 };
    const expected = Math.ceil(t.words / TONE_WORDS_PER_SENTENCE);
    const transcripts = await (client.query(`select count(*)::int as n from transcription_jobs where transcript_document_id = $1`, [row?.doc ?? null]) as Rows<{ n: number }>);
    console.log(`transcription ${t.id}: ${row?.state}, ${s.n} segments (expected ${expected}), transcript document ${row?.doc ?? 'none'}`);
    if (row?.state !== 'completed') problems.push(`transcription ${t.id} ended ${row?.state}: ${row?.failure_reason ?? ''}`);
    if (!row?.doc) problems.push(`transcription ${t.id} has no transcript document`);
    else if (transcripts.rows[0]?.n !== 1) problems.push(`transcript document ${row.doc} shared by ${transcripts.rows[0]?.n} jobs`);
    if (s.n !== expected || s.seqs !== s.n || s.starts !== s.n) problems.push(`transcription ${t.id}: ${s.n} segments (${s.seqs} distinct seq, ${s.starts} distinct starts), expected ${expected} once each`);
  }
  const docs = await (client.query(`select count(*)::int as n from documents where detected_type = 'transcript' and deleted_at is null`) as Rows<{ n: number }>);
  if (docs.rows[0]?.n !== out.transcriptions.length) problems.push(`${docs.rows[0]?.n} transcript documents for ${out.transcriptions.length} transcriptions`);
  return problems;
}

export async function checkBatches(client: pg.Client, out: Outcomes): Promise<string[]> {
  const problems: string[] = [];
  for (const b of out.batches) {
    const job = await (client.query(
      `select state, task_count, completed_count, failed_count, cancelled_count, (select count(*)::int from batch_tasks t where t.batch_id = j.id) as rows,
              (select count(*)::int from batch_tasks t where t.batch_id = j.id and t.state = 'completed') as done
         from batch_jobs j where id = $1`,
      [b.id],
    ) as Rows<{ state: string; task_count: number; completed_count: number; failed_count: number; cancelled_count: number; rows: number; done: number }>);
    const r = job.rows[0];
    console.log(`batch ${b.id}: ${r?.state}, ${r?.completed_count}/${r?.task_count} completed, ${r?.failed_count} failed`);
    if (!r) problems.push(`batch ${b.id} missing`);
    else if (r.state !== 'completed' || r.task_count !== b.tasks || r.rows !== b.tasks || r.completed_count !== b.tasks || r.done !== b.tasks)
      problems.push(`batch ${b.id}: ${r.state}, ${r.rows} task rows, counted ${r.completed_count} completed/${r.failed_count} failed/${r.cancelled_count} cancelled, expected ${b.tasks} completed once each`);
  }
  return problems;
}

export async function checkJobs(client: pg.Client): Promise<string[]> {
  const { rows } = await (client.query(`select name, state::text as state, count(*)::int as n from pgboss.job group by name, state order by name, state`) as Rows<{ name: string; state: string; n: number }>);
  console.log(`pg-boss jobs: ${rows.map((j) => `${j.name} ${j.state} ${j.n}`).join(', ')}`);
  return rows.filter((j) => j.state === 'failed' || j.state === 'created' || j.state === 'active' || j.state === 'retry').map((j) => `${j.n} ${j.name} jobs ${j.state}`);
}
