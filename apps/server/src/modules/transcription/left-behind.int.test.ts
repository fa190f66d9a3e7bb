import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Case, DocumentSummary, ErrorBody, ReviewQueue, TranscriptionJob } from '@app/contract';
import { documents, uploadSessions } from '../../db/schema/index.js';
import { createTestServer, type TestFirm, type TestServer } from '../../test/harness.js';
import { startSpeechStandIn, type SpeechStandIn } from '../../test/speech-stand-in.js';
import { toneSpeechWav } from '../../test/tone-speech.js';
import { createCaseAs } from '../cases/test-support.js';
import { ingestOne, sendChunk, settledDocument, sha256 } from '../documents/test-support.js';

/*
 * Nothing of a recording /transcription cannot use stays behind: a file dropped to be transcribed
 * that is no recording is refused at the upload's finalize with no document, no stored bytes and no
 * staged chunks; a recording that proves damaged while it is transcribed is marked failed, and so
 * is offered neither for review nor for a production.
 */
let standIn: SpeechStandIn;
let server: TestServer;
let firm: TestFirm;
let other: TestFirm;
let matter: Case;
let token: string;
const CHUNK = 64 * 1024;

beforeAll(async () => {
  standIn = await startSpeechStandIn();
  server = await createTestServer({ TRANSCRIPTION_ENGINE: 'openai-compatible', TRANSCRIPTION_BASE_URL: standIn.baseUrl, TRANSCRIPTION_TIMEOUT_SECONDS: '5' });
  firm = await server.createFirm('Left Behind LLP');
  other = await server.createFirm('Elsewhere LLP');
  matter = await createCaseAs(server, firm, 'partner');
  token = await firm.token('partner');
}, 240_000);
afterAll(async () => {
  await server?.close();
  await standIn?.close();
});

type Finalized = DocumentSummary & ErrorBody;

/** The web's way in: chunks, then finalize saying what the file is for. */
async function upload(filename: string, file: Buffer, kind: 'media' | 'import' | undefined, as = token, caseId = matter.id) {
  const uploadId = randomUUID();
  for (let index = 0; index * CHUNK < file.length; index += 1) {
    const sent = await sendChunk(server, caseId, as, { uploadId, file, chunkSize: CHUNK, index, filename });
    expect(sent.status, sent.text).toBe(200);
  }
  const res = await server.api<Finalized>('POST', `/api/v1/documents/${caseId}/finalize-upload`, {
    token: as,
    body: { upload_id: uploadId, sha256: sha256(file), ...(kind ? { for_transcription: kind } : {}) },
  });
  return { uploadId, res };
}

/** Everything a refused upload could have left: its document, its session, its chunks, its bytes. */
async function traces(uploadId: string, file: Buffer) {
  const docs = await server.deps.db.select({ id: documents.id }).from(documents).where(and(eq(documents.caseId, matter.id), eq(documents.sha256, sha256(file))));
  const sessions = await server.deps.db.select({ id: uploadSessions.id }).from(uploadSessions).where(eq(uploadSessions.id, uploadId));
  return {
    documents: docs.length,
    sessions: sessions.length,
    // Where the documents module stages chunks (DATA_DIR/uploads/<upload_id>).
    chunksOnDisk: existsSync(path.join(server.deps.config.dataDir, 'uploads', uploadId)),
    blob: await server.deps.blobs.size(sha256(file)),
  };
}

const nothing = { documents: 0, sessions: 0, chunksOnDisk: false, blob: null };

describe('a file dropped to be transcribed that cannot be', () => {
  it('is refused at finalize (400, the reason) and nothing of it is kept', async () => {
    const notes = Buffer.from('Notes from the call with the adjuster, typed up afterwards.\n'.repeat(40));
    const { uploadId, res } = await upload('call.wav', notes, 'media');
    expect(res.status, res.text).toBe(400);
    expect(res.body.detail).toMatch(/"call\.wav" is not an audio or video recording/);
    expect(res.body.errors?.map((e) => e.field)).toEqual(['upload_id']);
    expect(await traces(uploadId, notes)).toEqual(nothing);
    const listed = await server.api<{ documents: DocumentSummary[] }>('GET', `/api/v1/documents?case_id=${matter.id}&q=call.wav`, { token });
    expect(listed.body.documents).toEqual([]);
  });

  it('is refused with 413 when the recording is over the transcription limit, keeping nothing', async () => {
    const limits = server.deps.config.transcription;
    const maxBytes = limits.maxBytes;
    limits.maxBytes = 100 * 1024;
    try {
      const long = toneSpeechWav(8);
      const { uploadId, res } = await upload('long-hearing.wav', long, 'media');
      expect(res.status, res.text).toBe(413);
      expect(res.body.code).toBe('media_too_large');
      expect(await traces(uploadId, long)).toEqual(nothing);
    } finally {
      limits.maxBytes = maxBytes;
    }
  });

  it('a real recording (and a transcript to import) becomes a document and its job starts', async () => {
    const wav = toneSpeechWav(2);
    const { res } = await upload('short.wav', wav, 'media');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ filename: 'short.wav', detected_type: 'wav' });
    const job = await server.api<TranscriptionJob>('POST', '/api/v1/transcription/create', { token, body: { case_id: matter.id, document_id: res.body.id, kind: 'media' } });
    expect(job.status, job.text).toBe(201);

    const transcript = Buffer.from('1  Q. Please state your name.\n2  A. Harriet Quimby.\n');
    const imported = await upload('deposition.txt', transcript, 'import');
    expect(imported.res.status, imported.res.text).toBe(200);
    // The same file without the intent is an ordinary upload (the Upload page's way).
    const plain = await upload('notes.wav', Buffer.from('plain notes, named oddly\n'.repeat(10)), undefined);
    expect(plain.res.status).toBe(200);
  });

  it('answers 403 to someone who may not upload to the case and 404 to another firm', async () => {
    const viewer = await firm.token('viewer');
    const partner = await firm.token('partner');
    const granted = await server.api('POST', `/api/v1/cases/${matter.id}/permissions`, { token: partner, body: { user_id: firm.users.viewer.id, access_level: 'read' } });
    expect(granted.status).toBeLessThan(300);
    const forViewer = await server.api<ErrorBody>('POST', `/api/v1/documents/${matter.id}/finalize-upload`, {
      token: viewer,
      body: { upload_id: randomUUID(), sha256: sha256('x'), for_transcription: 'media' },
    });
    expect(forViewer.status).toBe(403);
    const foreign = await server.api<ErrorBody>('POST', `/api/v1/documents/${matter.id}/finalize-upload`, {
      token: await other.token('partner'),
      body: { upload_id: randomUUID(), sha256: sha256('x'), for_transcription: 'media' },
    });
    expect(foreign.status).toBe(404);
    const unknownKind = await server.api<ErrorBody>('POST', `/api/v1/documents/${matter.id}/finalize-upload`, {
      token,
      body: { upload_id: randomUUID(), sha256: sha256('x'), for_transcription: 'video' },
    });
    expect(unknownKind.status).toBe(400);
  });
});

describe('a recording that proves damaged while it is transcribed', () => {
  it('is marked failed with the reason, and is offered neither for review nor for a production', { timeout: 90_000 }, async () => {
    const readable = await ingestOne(server, matter.id, token, 'Adjuster letter.txt', 'The adjuster confirms the claim was received.');
    const garbled = await ingestOne(server, matter.id, token, 'garbled.mp3', Buffer.from(Array.from({ length: 6000 }, (_, i) => (i * 7919 + 13) % 251)));
    await settledDocument(server, readable.id, token);
    await settledDocument(server, garbled.id, token);
    const started = await server.api<TranscriptionJob>('POST', '/api/v1/transcription/create', { token, body: { case_id: matter.id, document_id: garbled.id } });
    expect(started.status, started.text).toBe(201);
    const deadline = Date.now() + 60_000;
    let job = started.body;
    while (job.state !== 'failed' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 150));
      job = (await server.api<TranscriptionJob>('GET', `/api/v1/transcription/status/${job.id}`, { token })).body;
    }
    expect(job.state).toBe('failed');

    const doc = await server.api<DocumentSummary>('GET', `/api/v1/documents/${garbled.id}`, { token });
    expect(doc.body).toMatchObject({ status: 'failed' });
    expect(doc.body.failure_reason).toMatch(/damaged or is not an audio or video file/);

    const review = await server.api<ReviewQueue>('GET', `/api/v1/discovery/review?case_id=${matter.id}&filter=all&page_size=100`, { token });
    expect(review.status, review.text).toBe(200);
    const reviewed = review.body.documents.map((d) => d.document_id);
    expect(reviewed).toContain(readable.id);
    expect(reviewed).not.toContain(garbled.id);

    const production = { name: 'Damaged', recipient: 'Opposing counsel', bates_prefix: 'DMG', case_id: matter.id };
    const named = await server.api<ErrorBody>('POST', '/api/v1/discovery/productions', { token, body: { ...production, selection: { by: 'documents', document_ids: [garbled.id] } } });
    expect(named.status, named.text).toBe(400);
    expect(named.body.detail).toMatch(/Could not be processed, so they cannot be produced: "garbled\.mp3"/);
    expect(named.body.errors?.map((e) => e.field)).toEqual(['selection.document_ids']);
  });
});
