import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Case, DocumentSummary, TranscriptionEngineInfo, TranscriptionJob, TranscriptionJobList } from '@app/contract';
import { auditLogs, transcriptionJobs, transcriptSegments } from '../../db/schema/index.js';
import { createTestServer, type TestFirm, type TestServer } from '../../test/harness.js';
import { createCaseAs } from '../cases/test-support.js';
import { ingestOne, makeDocx, makePdf, settledDocument } from '../documents/test-support.js';
import { encodeMedia, toneSpeechWav } from '../../test/tone-speech.js';
import { transcriptionRuns } from './run-work.js';

/*
 * The job endpoints on the default configuration, where no speech engine is set up:
 * imports of a court reporter's transcript work, media answers 409 with the engine's problem.
 */
const FIXTURE = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'import/fixtures/deposition-doe.txt'));

let server: TestServer;
let firm: TestFirm;
let other: TestFirm;
let matter: Case;
let otherMatter: Case;
let foreign: Case;
let token: string;
let transcriptFile: DocumentSummary;
let recording: DocumentSummary;
let memo: DocumentSummary;
let strayDoc: DocumentSummary;
let foreignDoc: DocumentSummary;

beforeAll(async () => {
  server = await createTestServer();
  firm = await server.createFirm('Transcribing LLP');
  other = await server.createFirm('Elsewhere LLP');
  matter = await createCaseAs(server, firm, 'associate');
  otherMatter = await createCaseAs(server, firm, 'associate', { name: 'Another matter' });
  foreign = await createCaseAs(server, other, 'associate');
  token = await firm.token('associate');
  transcriptFile = await ingestOne(server, matter.id, token, 'deposition-doe.txt', FIXTURE);
  recording = await ingestOne(server, matter.id, token, 'interview.mp3', await encodeMedia(toneSpeechWav(8), 'mp3'));
  memo = await ingestOne(server, matter.id, token, 'memo.docx', await makeDocx(['A memo, not a transcript']));
  strayDoc = await ingestOne(server, otherMatter.id, token, 'stray.txt', FIXTURE);
  foreignDoc = await ingestOne(server, foreign.id, await other.token('associate'), 'theirs.txt', FIXTURE);
  await settledDocument(server, transcriptFile.id, token);
}, 60_000);
afterAll(() => server?.close());

const create = async (body: object, as = token) => server.api<TranscriptionJob & { code?: string; detail?: string; errors?: { field: string; message: string }[] }>('POST', '/api/v1/transcription/create', { token: as, body });

async function settled(jobId: string, timeoutMs = 30_000): Promise<TranscriptionJob> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await server.api<TranscriptionJob>('GET', `/api/v1/transcription/status/${jobId}`, { token });
    expect(res.status).toBe(200);
    if (['completed', 'failed', 'cancelled'].includes(res.body.state)) return res.body;
    if (Date.now() > deadline) throw new Error(`job ${jobId} still ${res.body.state}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('transcription jobs', () => {
  it('says which engine runs (none by default) and why media cannot be transcribed', async () => {
    const engine = await server.api<TranscriptionEngineInfo>('GET', '/api/v1/transcription/engine', { token });
    expect(engine.status).toBe(200);
    expect(engine.body).toMatchObject({ engine: 'none', available: false });
    expect(engine.body.problem).toBeTruthy();
    const refused = await create({ case_id: matter.id, document_id: recording.id });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('transcription_engine_unavailable');
    expect(refused.body.detail).toBe(engine.body.problem);
    expect(await server.deps.db.select().from(transcriptionJobs).where(eq(transcriptionJobs.sourceDocumentId, recording.id))).toHaveLength(0);
  });

  it("imports a court reporter's transcript: 201, audited, completed with segments, listed", async () => {
    const res = await create({ case_id: matter.id, document_id: transcriptFile.id });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ kind: 'import', engine: 'import', state: 'queued', case_name: matter.name, filename: 'deposition-doe.txt', can_cancel: true, can_retry: false });
    const done = await settled(res.body.id);
    expect(done).toMatchObject({ state: 'completed', stage: 'done', percent: 100, failure_reason: null, minutes_total: null, can_cancel: false });
    expect(done.transcript_document_id).toBeTruthy();
    expect(done.finished_at).toBeTruthy();
    const segments = await server.deps.db.select().from(transcriptSegments).where(eq(transcriptSegments.jobId, done.id));
    expect(segments.length).toBeGreaterThan(5);
    expect(segments.some((s) => s.kind === 'question') && segments.some((s) => s.kind === 'answer')).toBe(true);

    const audit = await server.deps.db.select().from(auditLogs).where(eq(auditLogs.resourceId, transcriptFile.id));
    expect(audit.some((a) => a.action === 'data_import' && (a.details as { transcription_job_id?: string }).transcription_job_id === done.id)).toBe(true);

    const list = await server.api<TranscriptionJobList>('GET', `/api/v1/transcription/jobs?case_id=${matter.id}`, { token });
    expect(list.status).toBe(200);
    expect(list.body.engine.engine).toBe('none');
    expect(list.body.jobs.map((j) => j.id)).toContain(done.id);
    const byTranscript = await server.api<TranscriptionJobList>('GET', `/api/v1/transcription/jobs?transcript_document_id=${done.transcript_document_id}`, { token });
    expect(byTranscript.body.jobs.map((j) => j.id)).toEqual([done.id]);
    const completed = await server.api<TranscriptionJobList>('GET', '/api/v1/transcription/jobs?state=failed&page_size=5', { token });
    expect(completed.body.jobs.every((j) => j.state === 'failed')).toBe(true);
    // Another firm sees none of it.
    const theirs = await server.api<TranscriptionJobList>('GET', '/api/v1/transcription/jobs', { token: await other.token('partner') });
    expect(theirs.body.total).toBe(0);
  });

  it('imports a PDF once its text has been read, and fails one that is not a transcript with the reason', async () => {
    // Started right after the upload: the PDF is still queued for text extraction, so the job waits.
    const pdf = await ingestOne(server, matter.id, token, 'notes.pdf', makePdf(['Meeting notes', 'Nothing numbered here']));
    const res = await create({ case_id: matter.id, document_id: pdf.id });
    expect(res.status).toBe(201);
    expect(res.body.kind).toBe('import');
    const done = await settled(res.body.id);
    expect(done).toMatchObject({ state: 'failed', can_retry: true });
    expect(done.failure_reason).toMatch(/not laid out as a court reporter's transcript/);
    expect((await settledDocument(server, pdf.id, token)).status).toBe('processed');
  });

  it('answers 400 with field errors for bad input and for documents that cannot be transcribed', async () => {
    const invalid = await create({ case_id: 'nope', document_id: transcriptFile.id, language: 'english', speaker_count: 0 });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors?.map((e) => e.field)).toEqual(expect.arrayContaining(['case_id', 'language', 'speaker_count']));

    const wrongCase = await create({ case_id: matter.id, document_id: strayDoc.id });
    expect(wrongCase.status).toBe(400);
    expect(wrongCase.body.errors).toEqual([{ field: 'document_id', message: 'This document is not part of the case' }]);

    const word = await create({ case_id: matter.id, document_id: memo.id });
    expect(word.status).toBe(400);
    expect(word.body.errors?.[0]?.field).toBe('document_id');
    expect(word.body.detail).toMatch(/cannot be transcribed or imported.*audio or video/);

    const notMedia = await create({ case_id: matter.id, document_id: transcriptFile.id, kind: 'media' });
    expect(notMedia.status).toBe(400);
    expect(notMedia.body.detail).toMatch(/not an audio or video recording/);
  });

  it('answers 403 to a viewer and 404 for another firm', async () => {
    const viewer = await firm.token('viewer');
    expect((await create({ case_id: matter.id, document_id: transcriptFile.id }, viewer)).status).toBe(403);
    expect((await server.api('GET', '/api/v1/transcription/jobs', { token: viewer })).status).toBe(403);
    expect((await server.api('GET', '/api/v1/transcription/engine', { token: viewer })).status).toBe(403);

    expect((await create({ case_id: foreign.id, document_id: foreignDoc.id })).status).toBe(404);
    expect((await create({ case_id: matter.id, document_id: foreignDoc.id })).status).toBe(404);
    const [mine] = await server.deps.db.select().from(transcriptionJobs).where(eq(transcriptionJobs.caseId, matter.id));
    const outsider = await other.token('partner');
    expect((await server.api('GET', `/api/v1/transcription/status/${mine!.id}`, { token: outsider })).status).toBe(404);
    expect((await server.api('POST', `/api/v1/transcription/jobs/${mine!.id}/cancel`, { token: outsider })).status).toBe(404);
    expect((await server.api('POST', `/api/v1/transcription/jobs/${mine!.id}/retry`, { token: outsider })).status).toBe(404);
    expect((await server.api('GET', `/api/v1/transcription/status/${randomUUID()}`, { token })).status).toBe(404);
    // A paralegal of the firm who is not on the case: the case and its jobs do not exist for them.
    const paralegal = await firm.token('paralegal');
    expect((await create({ case_id: matter.id, document_id: transcriptFile.id }, paralegal)).status).toBe(404);
    expect((await server.api('GET', `/api/v1/transcription/status/${mine!.id}`, { token: paralegal })).status).toBe(404);
    expect((await server.api<TranscriptionJobList>('GET', '/api/v1/transcription/jobs', { token: paralegal })).body.total).toBe(0);
  });

  it('cancels a queued job and retries it, each audited; a finished job can be neither', async () => {
    // A job that has not started yet (no queue job: the worker cannot pick it up before the cancel).
    const [queued] = await server.deps.db
      .insert(transcriptionJobs)
      .values({ organizationId: firm.organizationId, caseId: matter.id, kind: 'import', sourceDocumentId: transcriptFile.id, engine: 'import', createdBy: firm.users.associate.id })
      .returning();
    // While it waits, the same document cannot be started a second time.
    const twice = await create({ case_id: matter.id, document_id: transcriptFile.id });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('transcription_in_progress');
    const cancelled = await server.api<TranscriptionJob>('POST', `/api/v1/transcription/jobs/${queued!.id}/cancel`, { token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ state: 'cancelled', can_cancel: false, can_retry: true });
    expect((await server.api('POST', `/api/v1/transcription/jobs/${queued!.id}/cancel`, { token })).status).toBe(409);

    const retried = await server.api<TranscriptionJob>('POST', `/api/v1/transcription/jobs/${queued!.id}/retry`, { token });
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ state: 'queued', stage: 'queued', failure_reason: null });
    expect(await settled(queued!.id)).toMatchObject({ state: 'completed' });
    expect((await server.api('POST', `/api/v1/transcription/jobs/${queued!.id}/retry`, { token })).status).toBe(409);
    expect((await server.api('POST', `/api/v1/transcription/jobs/${queued!.id}/cancel`, { token })).status).toBe(409);

    const changes = (await server.deps.db.select().from(auditLogs).where(eq(auditLogs.resourceId, transcriptFile.id)))
      .filter((a) => a.action === 'document_updated')
      .map((a) => (a.details as { change?: string }).change);
    expect(changes).toEqual(expect.arrayContaining(['transcription_cancelled', 'transcription_retried']));
  });

  it('recovers a job whose queue entry was lost or whose worker died', async () => {
    const stale = new Date(Date.now() - transcriptionRuns.spec.stalledAfterMs - 60_000);
    const values = { organizationId: firm.organizationId, caseId: matter.id, kind: 'import' as const, sourceDocumentId: transcriptFile.id, engine: 'import', createdBy: firm.users.associate.id };
    // Committed but never queued (a crash between the two): queued again.
    const [lost] = await server.deps.db.insert(transcriptionJobs).values({ ...values, updatedAt: stale }).returning();
    // Running with a queue entry still active, but silent: its worker is gone, the entry is failed so pg-boss retries it.
    const [orphan] = await server.deps.db.insert(transcriptionJobs).values({ ...values, state: 'running', updatedAt: stale }).returning();
    // Its queue entry, held back so no worker takes it, then marked active as a dead worker left it.
    await server.deps.jobs.send('transcription.run', { organization_id: firm.organizationId, job_id: orphan!.id }, { startAfter: 3600 });
    await server.deps.database.executeSql(`update pgboss.job set state = 'active', started_on = now() where name = 'transcription.run' and data->>'job_id' = $1`, [orphan!.id]);
    expect(await transcriptionRuns.recover(server.deps, new Date(Date.now() - transcriptionRuns.spec.stalledAfterMs))).toMatchObject({ requeued: 1, retried: 1, failed: 0 });
    expect(await settled(lost!.id)).toMatchObject({ state: 'completed' });
    expect(await settled(orphan!.id, 40_000)).toMatchObject({ state: 'completed' });
  });
});
