import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Case, DocumentSummary } from '@app/contract';
import { rows } from '../../db/client.js';
import { incomingProductions, transcriptionJobs, uploadChunks, uploadSessions } from '../../db/schema/index.js';
import { createTestServer, type TestFirm, type TestServer } from '../../test/harness.js';
import { createCaseAs } from '../cases/test-support.js';
import { CLEANUP_CRON, cleanUpStorage } from './cleanup.js';
import { ingestOne, sendChunk } from './test-support.js';

let server: TestServer;
let firm: TestFirm;
let matter: Case;
let token: string;
const DAY = 24 * 3600_000;

beforeAll(async () => {
  server = await createTestServer({ UPLOAD_EXPIRY_HOURS: '24' });
  firm = await server.createFirm('Clean-up LLP');
  matter = await createCaseAs(server, firm, 'associate');
  token = await firm.token('associate');
});
afterAll(() => server?.close());

const blobPath = (sha: string) => path.join(server.dataDir, 'blobs', sha.slice(0, 2), sha);
/** Makes a file look as if it was last written `ms` ago (the store's clock for a blob). */
const age = (file: string, ms: number) => {
  const then = new Date(Date.now() - ms);
  utimesSync(file, then, then);
};
const backdateSession = (id: string, ms: number) =>
  server.deps.db.update(uploadSessions).set({ updatedAt: new Date(Date.now() - ms) }).where(eq(uploadSessions.id, id));

async function partialUpload(): Promise<string> {
  const uploadId = randomUUID();
  const file = randomBytes(3000);
  await sendChunk(server, matter.id, token, { uploadId, file, chunkSize: 1000, index: 0 });
  await sendChunk(server, matter.id, token, { uploadId, file, chunkSize: 1000, index: 1 });
  return uploadId;
}

describe('storage clean-up', () => {
  it('deletes chunked uploads untouched for UPLOAD_EXPIRY_HOURS with their chunks, and keeps fresh ones', async () => {
    const abandoned = await partialUpload();
    const active = await partialUpload();
    await backdateSession(abandoned, DAY + 60_000);
    await backdateSession(active, DAY - 3600_000);

    // (Effects, not counts, are checked: the start-up clean-up job may run alongside.)
    await cleanUpStorage(server.deps);
    expect(await server.deps.db.select().from(uploadSessions).where(eq(uploadSessions.id, abandoned))).toEqual([]);
    expect(await server.deps.db.select().from(uploadChunks).where(eq(uploadChunks.uploadId, abandoned))).toEqual([]);
    expect(existsSync(path.join(server.dataDir, 'uploads', abandoned))).toBe(false);
    expect((await server.api('GET', `/api/v1/documents/${matter.id}/uploads/${abandoned}`, { token })).status).toBe(404);

    expect(readdirSync(path.join(server.dataDir, 'uploads', active)).sort()).toEqual(['0', '1']);
    expect((await server.api('GET', `/api/v1/documents/${matter.id}/uploads/${active}`, { token })).status).toBe(200);
  });

  it('removes chunk folders and staging files nothing refers to, once old', async () => {
    const uploads = path.join(server.dataDir, 'uploads');
    const orphan = path.join(uploads, randomUUID());
    const young = path.join(uploads, randomUUID());
    mkdirSync(orphan, { recursive: true });
    mkdirSync(young, { recursive: true });
    writeFileSync(path.join(orphan, '0'), 'chunk of a session that was never recorded');
    age(orphan, DAY + 60_000);
    const staged = [path.join(uploads, '.tmp', 'crashed.part'), path.join(server.dataDir, 'blobs', '.tmp', 'crashed.part')];
    for (const file of staged) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, 'half a file');
      age(file, DAY + 60_000);
    }

    await cleanUpStorage(server.deps);
    expect(existsSync(orphan)).toBe(false);
    expect(existsSync(young)).toBe(true);
    for (const file of staged) expect(existsSync(file)).toBe(false);
  });

  it('deletes blobs of hard-deleted cases and unreferenced blobs once old; keeps live, soft-deleted and young ones', async () => {
    const doomedCase = await createCaseAs(server, firm, 'partner', { name: `Doomed ${randomUUID()}` });
    const partner = await firm.token('partner');
    const doomed = await ingestOne(server, doomedCase.id, partner, 'doomed.txt', `bytes of a case that will be deleted ${randomUUID()}`);
    const live = await ingestOne(server, matter.id, token, 'live.txt', `bytes of a live document ${randomUUID()}`);
    const softDeleted = await ingestOne(server, matter.id, token, 'soft.txt', `bytes of a soft-deleted document ${randomUUID()}`);
    expect((await server.api('DELETE', `/api/v1/documents/${softDeleted.id}`, { token })).status).toBe(200);
    const admin = await firm.token('admin');
    expect((await server.api('DELETE', `/api/v1/cases/${doomedCase.id}?hard=true`, { token: admin })).status).toBe(200);
    const stray = await server.deps.blobs.put(Readable.from([Buffer.from(`stored, never registered ${randomUUID()}`)]));
    const young = await server.deps.blobs.put(Readable.from([Buffer.from(`stored a moment ago ${randomUUID()}`)]));
    // A recording's playable copy is referenced by its transcription job, not by a document.
    const rendition = await server.deps.blobs.put(Readable.from([Buffer.from(`a playable copy ${randomUUID()}`)]));
    await server.deps.db.insert(transcriptionJobs).values({
      organizationId: firm.organizationId,
      caseId: matter.id,
      kind: 'media',
      sourceDocumentId: live.id,
      engine: 'openai-compatible',
      renditionSha256: rendition.sha256,
      renditionContentType: 'video/mp4',
    });
    // The other side's volume waits for its field map longer than the expiry: it belongs to its incoming production.
    const volume = await server.deps.blobs.put(Readable.from([Buffer.from(`a received volume ${randomUUID()}`)]));
    await server.deps.db.insert(incomingProductions).values({
      organizationId: firm.organizationId,
      caseId: matter.id,
      filename: 'VOL001.zip',
      zipSha256: volume.sha256,
      datPath: 'VOL001/DATA/VOL001.dat',
      delimiters: { field_separator: '\u0014', text_qualifier: 'þ', newline: '®' },
    });
    for (const sha of [doomed.sha256, live.sha256, softDeleted.sha256, stray.sha256, rendition.sha256, volume.sha256]) age(blobPath(sha), DAY + 60_000);

    await cleanUpStorage(server.deps);
    expect(existsSync(blobPath(doomed.sha256))).toBe(false);
    expect(existsSync(blobPath(stray.sha256))).toBe(false);
    expect(existsSync(blobPath(live.sha256))).toBe(true);
    expect(existsSync(blobPath(softDeleted.sha256))).toBe(true);
    expect(existsSync(blobPath(young.sha256))).toBe(true);
    expect(existsSync(blobPath(rendition.sha256))).toBe(true);
    expect(existsSync(blobPath(volume.sha256))).toBe(true);
    const download = await server.app.inject({ method: 'GET', url: `/api/v1/documents/${live.id}/download`, headers: { authorization: `Bearer ${token}` } });
    expect(download.statusCode).toBe(200);
  });

  it('runs as a pg-boss job, scheduled hourly', async () => {
    const schedules = await rows<{ name: string; cron: string }>(server.deps.db, sql`select name, cron from pgboss.schedule`);
    expect(schedules).toContainEqual({ name: 'documents.cleanup', cron: CLEANUP_CRON });
    const abandoned = await partialUpload();
    await backdateSession(abandoned, DAY + 60_000);
    await server.deps.jobs.send('documents.cleanup', {});
    const deadline = Date.now() + 60_000;
    while (existsSync(path.join(server.dataDir, 'uploads', abandoned)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    expect(existsSync(path.join(server.dataDir, 'uploads', abandoned))).toBe(false);
    const doc: DocumentSummary = await ingestOne(server, matter.id, token, 'after.txt', `still fine ${randomUUID()}`);
    expect(existsSync(blobPath(doc.sha256))).toBe(true);
  });
});
