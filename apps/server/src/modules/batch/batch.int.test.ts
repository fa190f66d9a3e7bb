import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BatchConfiguration,
  BatchCostSavings,
  BatchJob,
  BatchJobDetail,
  BatchPriorities,
  BatchStats,
  BatchSubmitMultipleResponse,
  BatchTaskTypes,
  Case,
  ErrorBody,
} from '@app/contract';
import { batchJobs, batchTasks } from '../../db/schema/index.js';
import { createTestServer, type TestFirm, type TestServer } from '../../test/harness.js';
import { createCaseAs } from '../cases/test-support.js';
import { ingestOne, makePdf, settledDocument } from '../documents/test-support.js';
import { auditRowsFor } from '../organization/test-support.js';
import { recoverBatches } from './recovery.js';

/*
 * Batch jobs over HTTP through the real lanes on the durable queue: every task type
 * runs; bad input, other roles and other firms are refused; a batch of 50 is cancelled half-way and
 * stops; a task a dead worker left running is picked up again by recovery.
 */

let server: TestServer;
let firm: TestFirm;
let other: TestFirm;
let admin: string;
let matter: Case;
const docs: string[] = [];
let foreignDoc: string;

const api = <T>(method: 'GET' | 'POST' | 'DELETE', url: string, token: string, body?: unknown) =>
  server.api<T & ErrorBody>(method, url, { token, ...(body !== undefined ? { body } : {}) });
const fields = (body: ErrorBody) => body.errors?.map((e) => e.field) ?? [];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(jobId: string, done: (job: BatchJobDetail) => boolean, timeoutMs = 20_000): Promise<BatchJobDetail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await api<BatchJobDetail>('GET', `/api/v1/batch/job/${jobId}`, admin);
    expect(res.status).toBe(200);
    if (done(res.body)) return res.body;
    if (Date.now() > deadline) throw new Error(`batch ${jobId} still ${res.body.state} (${res.body.completed_count}/${res.body.task_count})`);
    await sleep(20);
  }
}
const finished = (j: BatchJobDetail) => ['completed', 'failed', 'cancelled'].includes(j.state);

beforeAll(async () => {
  server = await createTestServer();
  firm = await server.createFirm('Batch LLP');
  other = await server.createFirm('Other Batch LLP');
  admin = await firm.token('admin');
  matter = await createCaseAs(server, firm, 'admin');
  const foreignCase = await createCaseAs(server, other, 'admin');
  const texts = [
    ['Master services agreement between Acme Corp and Globex', 'Payment of $12,000 due on March 3, 2024'],
    ['Letter from Maria Sandoval to John Reyes', 'The shipment was delayed in Denver'],
  ];
  for (const [i, pages] of texts.entries()) {
    const doc = await ingestOne(server, matter.id, admin, `Batch doc ${i}.pdf`, makePdf(pages));
    expect((await settledDocument(server, doc.id, admin)).status).toBe('processed');
    docs.push(doc.id);
  }
  const otherAdmin = await other.token('admin');
  foreignDoc = (await ingestOne(server, foreignCase.id, otherAdmin, 'Foreign.pdf', makePdf(['Foreign firm page']))).id;
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('submit and run', () => {
  it('runs one task of every type to completion, with progress per task, and audits the submission', async () => {
    const res = await api<BatchJob>('POST', '/api/v1/batch/submit', admin, {
      name: 'Every type',
      priority: 'high',
      tasks: [
        { task_type: 'analysis', case_id: matter.id },
        { task_type: 'analysis', document_id: docs[0] },
        { task_type: 'entity_extraction', case_id: matter.id },
        { task_type: 'summarisation', document_id: docs[1] },
        { task_type: 'embeddings', document_id: docs[0] },
        { task_type: 'reindex', document_id: docs[1] },
      ],
    });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ name: 'Every type', priority: 'high', task_count: 6, state: 'queued' });
    // High maps onto pg-boss priority 10; one lane per task type (each type has fewer tasks than its concurrency of 2, bar analysis).
    const { rows } = await server.deps.database.executeSql(
      `select data->>'task_type' as type, priority from pgboss.job where name = 'batch.lane' and data->>'batch_id' = $1 order by created_on`,
      [res.body.id],
    );
    const lanes = rows as { type: string; priority: number }[];
    expect(lanes.every((l) => l.priority === 10)).toBe(true);
    expect(lanes.filter((l) => l.type === 'analysis')).toHaveLength(2);
    expect(lanes.filter((l) => l.type === 'reindex')).toHaveLength(1);
    const job = await until(res.body.id, finished);
    expect(job.tasks.map((t) => [t.task_type, t.state, t.error])).toEqual([
      ['analysis', 'completed', null],
      ['analysis', 'completed', null],
      ['entity_extraction', 'completed', null],
      ['summarisation', 'completed', null],
      ['embeddings', 'completed', null],
      ['reindex', 'completed', null],
    ]);
    expect(job).toMatchObject({ state: 'completed', completed_count: 6, failed_count: 0, cancelled_count: 0, progress_percent: 100, running_count: 0 });
    // A document task runs in its document's case.
    expect(job.tasks[1]!.case_id).toBe(matter.id);
    const audit = await auditRowsFor(server, firm.organizationId, 'report_generated');
    expect(audit.some((a) => a.resourceId === job.id)).toBe(true);
  });

  it('records a task that cannot run as failed and goes on with the rest', async () => {
    // A PDF's transcription is an import; a second one of the same document while the first runs is refused (409 → the task fails).
    const res = await api<BatchJob>('POST', '/api/v1/batch/submit', admin, {
      name: 'With a failure',
      tasks: [
        { task_type: 'reindex', document_id: docs[0] },
        { task_type: 'transcription', document_id: docs[0] },
        { task_type: 'transcription', document_id: docs[0] },
      ],
    });
    expect(res.status).toBe(202);
    const job = await until(res.body.id, finished);
    expect(job.state).toBe('completed');
    expect(job.completed_count + job.failed_count).toBe(3);
    expect(job.tasks[0]!.state).toBe('completed');
    for (const t of job.tasks.filter((t) => t.state === 'failed')) expect(t.error).toBeTruthy();
  });

  it('submits several batches at once', async () => {
    const res = await api<BatchSubmitMultipleResponse>('POST', '/api/v1/batch/submit-multiple', admin, {
      jobs: [
        { name: 'First', priority: 'low', tasks: [{ task_type: 'reindex', document_id: docs[0] }] },
        { name: 'Second', priority: 'urgent', tasks: [{ task_type: 'reindex', document_id: docs[1] }] },
      ],
    });
    expect(res.status).toBe(202);
    expect(res.body.jobs.map((j) => [j.name, j.priority, j.task_count])).toEqual([
      ['First', 'low', 1],
      ['Second', 'urgent', 1],
    ]);
    for (const j of res.body.jobs) expect((await until(j.id, finished)).state).toBe('completed');
  });
});

describe('bad input', () => {
  it('refuses an unknown task type, a missing target, no tasks and too many tasks with field errors', async () => {
    const unknown = await api('POST', '/api/v1/batch/submit', admin, { name: 'Bad', tasks: [{ task_type: 'mining', document_id: docs[0] }] });
    expect(unknown.status).toBe(400);
    expect(fields(unknown.body)).toContain('tasks.0.task_type');
    const missing = await api('POST', '/api/v1/batch/submit', admin, { name: 'Bad', tasks: [{ task_type: 'reindex', case_id: matter.id }] });
    expect(missing.status).toBe(400);
    expect(fields(missing.body)).toContain('tasks.0.document_id');
    const empty = await api('POST', '/api/v1/batch/submit', admin, { name: 'Bad', tasks: [] });
    expect(empty.status).toBe(400);
    expect(fields(empty.body)).toContain('tasks');
    const tooMany = await api('POST', '/api/v1/batch/submit', admin, {
      name: 'Too many',
      tasks: Array.from({ length: 1001 }, () => ({ task_type: 'reindex', document_id: docs[0] })),
    });
    expect(tooMany.status).toBe(400);
    expect(fields(tooMany.body)).toContain('tasks');
    const badPriority = await api('POST', '/api/v1/batch/submit', admin, { name: 'Bad', priority: 'asap', tasks: [{ task_type: 'reindex', document_id: docs[0] }] });
    expect(badPriority.status).toBe(400);
    expect(fields(badPriority.body)).toContain('priority');
    const wrongCase = await api('POST', '/api/v1/batch/submit', admin, {
      name: 'Bad',
      tasks: [{ task_type: 'analysis', case_id: (await createCaseAs(server, firm, 'admin')).id, document_id: docs[0] }],
    });
    expect(wrongCase.status).toBe(400);
    expect(fields(wrongCase.body)).toContain('tasks.0.document_id');
  });

  it('refuses concurrency outside 1–8 and an unknown task type in the settings', async () => {
    const zero = await api('POST', '/api/v1/batch/configure', admin, { settings: [{ task_type: 'reindex', concurrency: 0 }] });
    expect(zero.status).toBe(400);
    expect(fields(zero.body)).toContain('settings.0.concurrency');
    const unknown = await api('POST', '/api/v1/batch/configure', admin, { settings: [{ task_type: 'mining', concurrency: 2 }] });
    expect(unknown.status).toBe(400);
    expect(fields(unknown.body)).toContain('settings.0.task_type');
  });

  it('cannot cancel a batch that has finished (409)', async () => {
    const res = await api<BatchJob>('POST', '/api/v1/batch/submit', admin, { name: 'Done', tasks: [{ task_type: 'reindex', document_id: docs[0] }] });
    await until(res.body.id, finished);
    const cancel = await api('POST', `/api/v1/batch/job/${res.body.id}/cancel`, admin);
    expect(cancel.status).toBe(409);
    expect(cancel.body.detail).toMatch(/already finished/);
    expect((await api('DELETE', `/api/v1/batch/job/${res.body.id}`, admin)).status).toBe(409);
  });
});

describe('who may', () => {
  it('lets only administrators use batches (403 for a partner)', async () => {
    const partner = await firm.token('partner');
    expect((await api('POST', '/api/v1/batch/submit', partner, { name: 'P', tasks: [{ task_type: 'reindex', document_id: docs[0] }] })).status).toBe(403);
    for (const path of ['stats', 'task-types', 'priorities', 'cost-savings', 'configure']) expect((await api('GET', `/api/v1/batch/${path}`, partner)).status).toBe(403);
    expect((await api('POST', '/api/v1/batch/configure', partner, { settings: [{ task_type: 'reindex', concurrency: 3 }] })).status).toBe(403);
  });

  it("answers 404 for another firm's batch and another firm's document", async () => {
    const res = await api<BatchJob>('POST', '/api/v1/batch/submit', admin, { name: 'Mine', tasks: [{ task_type: 'reindex', document_id: docs[0] }] });
    const otherAdmin = await other.token('admin');
    expect((await api('GET', `/api/v1/batch/job/${res.body.id}`, otherAdmin)).status).toBe(404);
    expect((await api('POST', `/api/v1/batch/job/${res.body.id}/cancel`, otherAdmin)).status).toBe(404);
    expect((await api('DELETE', `/api/v1/batch/job/${res.body.id}`, otherAdmin)).status).toBe(404);
    const foreign = await api('POST', '/api/v1/batch/submit', admin, { name: 'Theirs', tasks: [{ task_type: 'reindex', document_id: foreignDoc }] });
    expect(foreign.status).toBe(404);
    const stats = await api<BatchStats>('GET', '/api/v1/batch/stats', otherAdmin);
    expect(stats.body.recent_jobs).toEqual([]);
    await until(res.body.id, finished);
  });
});

describe('settings, lists and savings', () => {
  it('stores concurrency per task type, audited, and lists it with the task types', async () => {
    const res = await api<BatchConfiguration>('POST', '/api/v1/batch/configure', admin, { settings: [{ task_type: 'embeddings', concurrency: 3 }] });
    expect(res.status).toBe(200);
    expect(res.body.settings.find((s) => s.task_type === 'embeddings')?.concurrency).toBe(3);
    expect((await api<BatchConfiguration>('GET', '/api/v1/batch/configure', admin)).body.settings.find((s) => s.task_type === 'reindex')?.concurrency).toBe(2);
    const types = await api<BatchTaskTypes>('GET', '/api/v1/batch/task-types', admin);
    expect(types.body.max_tasks_per_batch).toBe(1000);
    expect(types.body.task_types.map((t) => t.task_type)).toEqual(['analysis', 'entity_extraction', 'embeddings', 'transcription', 'summarisation', 'reindex']);
    expect(types.body.task_types.find((t) => t.task_type === 'embeddings')?.concurrency).toBe(3);
    const audit = await auditRowsFor(server, firm.organizationId, 'system_config_changed');
    expect(audit.some((a) => (a.details as { change?: string }).change === 'batch_concurrency')).toBe(true);
  });

  it('maps priorities onto queue priorities', async () => {
    const res = await api<BatchPriorities>('GET', '/api/v1/batch/priorities', admin);
    expect(res.body.priorities.map((p) => [p.priority, p.queue_priority])).toEqual([
      ['low', 0],
      ['normal', 5],
      ['high', 10],
      ['urgent', 20],
    ]);
    expect(res.body.default).toBe('normal');
  });

  it('says plainly that the offline engine saves nothing', async () => {
    const res = await api<BatchCostSavings>('GET', '/api/v1/batch/cost-savings', admin);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ engine: 'offline', batch_discount_percent: 0, potential_savings_usd: 0, realised_savings_usd: 0 });
    expect(res.body.message).toMatch(/offline engine.*saves nothing/);
  });
});

describe('cancel half-way', () => {
  it('runs a batch of 50, cancels it after some tasks and it stops there', async () => {
    // One at a time, so the cancel lands between tasks rather than after all of them.
    await api('POST', '/api/v1/batch/configure', admin, { settings: [{ task_type: 'summarisation', concurrency: 1 }] });
    const res = await api<BatchJob>('POST', '/api/v1/batch/submit', admin, {
      name: 'Fifty',
      tasks: Array.from({ length: 50 }, (_, i) => ({ task_type: 'summarisation', document_id: docs[i % 2], force: true })),
    });
    expect(res.status).toBe(202);
    const running = await until(res.body.id, (j) => j.completed_count >= 5 || finished(j));
    expect(running.state).toBe('running');
    const cancel = await api<BatchJobDetail>('POST', `/api/v1/batch/job/${res.body.id}/cancel`, admin);
    expect(cancel.status).toBe(200);
    expect(['cancelling', 'cancelled']).toContain(cancel.body.state);
    const done = await until(res.body.id, finished);
    expect(done.state).toBe('cancelled');
    expect(done.completed_count).toBeGreaterThanOrEqual(5);
    expect(done.completed_count).toBeLessThan(50);
    expect(done.cancelled_count).toBe(50 - done.completed_count - done.failed_count);
    expect(done.tasks.filter((t) => t.state === 'queued' || t.state === 'running')).toEqual([]);
    // Stopped: nothing more runs afterwards (the lanes read the cancel before every task).
    await sleep(1500);
    const later = await until(res.body.id, () => true);
    expect(later.completed_count).toBe(done.completed_count);
    expect(later.tasks.map((t) => t.state)).toEqual(done.tasks.map((t) => t.state));
    const audit = await auditRowsFor(server, firm.organizationId, 'system_config_changed');
    expect(audit.some((a) => a.resourceId === res.body.id && (a.details as { change?: string }).change === 'batch_cancelled')).toBe(true);
    const stats = await api<BatchStats>('GET', '/api/v1/batch/stats', admin);
    expect(stats.body.jobs_by_state.cancelled).toBe(1);
    expect(stats.body.recent_jobs[0]!.id).toBe(res.body.id);
    expect(stats.body.tasks_by_state.cancelled).toBe(done.cancelled_count);
  });

  it('cancels a batch at once with DELETE when nothing of it is running', async () => {
    const [job] = await server.deps.db
      .insert(batchJobs)
      .values({ organizationId: firm.organizationId, name: 'Parked', priority: 'low', taskCount: 2, createdBy: firm.users.admin.id })
      .returning();
    await server.deps.db.insert(batchTasks).values([0, 1].map((seq) => ({ organizationId: firm.organizationId, batchId: job!.id, seq, taskType: 'reindex', documentId: docs[0] })));
    const res = await api<BatchJobDetail>('DELETE', `/api/v1/batch/job/${job!.id}`, admin);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ state: 'cancelled', cancelled_count: 2, progress_percent: 100 });
  });
});

describe('recovery', () => {
  it('puts back a task a dead worker left running and finishes the batch', async () => {
    const [job] = await server.deps.db
      .insert(batchJobs)
      .values({ organizationId: firm.organizationId, name: 'Interrupted', priority: 'normal', state: 'running', taskCount: 2, createdBy: firm.users.admin.id, updatedAt: new Date(Date.now() - 60_000) })
      .returning();
    await server.deps.db.insert(batchTasks).values([
      { organizationId: firm.organizationId, batchId: job!.id, seq: 0, taskType: 'reindex', documentId: docs[0], state: 'running', startedAt: new Date(Date.now() - 60_000) },
      { organizationId: firm.organizationId, batchId: job!.id, seq: 1, taskType: 'reindex', documentId: docs[1] },
    ]);
    const outcome = await recoverBatches(server.deps, new Date());
    expect(outcome.requeuedTasks).toBe(1);
    expect(outcome.lanes).toBeGreaterThan(0);
    const done = await until(job!.id, finished);
    expect(done).toMatchObject({ state: 'completed', completed_count: 2 });
  });

  it('puts back at once a task whose lane is gone (its worker was killed mid-task), though it started a moment ago', async () => {
    // As a worker killed mid-task leaves it once its lane job has been run again: the batch moved
    // recently, the task started recently, and no lane of the batch is waiting or running.
    const [job] = await server.deps.db
      .insert(batchJobs)
      .values({ organizationId: firm.organizationId, name: 'Lane killed', priority: 'normal', state: 'running', taskCount: 2, createdBy: firm.users.admin.id, createdAt: new Date(Date.now() - 120_000) })
      .returning();
    await server.deps.db.insert(batchTasks).values([
      { organizationId: firm.organizationId, batchId: job!.id, seq: 0, taskType: 'reindex', documentId: docs[0], state: 'running', startedAt: new Date() },
      { organizationId: firm.organizationId, batchId: job!.id, seq: 1, taskType: 'reindex', documentId: docs[1], state: 'completed', finishedAt: new Date() },
    ]);
    const outcome = await recoverBatches(server.deps, new Date(Date.now() - 10 * 60_000));
    expect(outcome).toMatchObject({ requeuedTasks: 1, lanes: 1 });
    const done = await until(job!.id, finished);
    expect(done).toMatchObject({ state: 'completed', completed_count: 2 });
  });
});
