import { eq } from 'drizzle-orm';
import type { TranscriptionKind } from '@app/contract';
import { transcriptionJobs, transcriptSegments, type TranscriptionJobRow } from '../../db/schema/index.js';
import type { TestFirm, TestServer } from '../../test/harness.js';
import { wavHeader } from '../../platform/media/windows.js';
import { ingestOne, settledDocument } from '../documents/test-support.js';
import { writeTranscript, type TranscriptExhibit } from './transcript-document.js';
import type { NewSegment } from './segment-types.js';

/** A short mono 8 kHz 16-bit WAV whose samples count up, so any byte range of it is recognisable (tests only). */
export function countingWav(samples = 4000): Buffer {
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) data.writeInt16LE((i % 2000) - 1000, i * 2);
  return Buffer.concat([wavHeader(data.length, 8000), data]);
}

/** Timed speech segments: `[speaker, text]` pairs, four seconds apart (tests only). */
export function mediaSegments(lines: [string, string][]): NewSegment[] {
  return lines.map(([speaker, text], i) => ({
    start: i * 4,
    end: i * 4 + 3.5,
    speaker,
    text,
    confidence: 0.9,
    kind: 'speech',
    page: null,
    line: null,
    words: text.split(' ').map((word, w) => ({ start: i * 4 + w * 0.3, end: i * 4 + w * 0.3 + 0.25, word })),
  }));
}

export interface SeedTranscriptOptions {
  kind?: TranscriptionKind;
  /** Who uploads the source (default the partner, who sees every case). */
  role?: 'associate' | 'partner' | 'admin';
  sourceFilename?: string;
  sourceContent?: Buffer | string;
  /** job.media (the probe's findings); media jobs default to a WAV Chromium plays. */
  media?: Record<string, unknown>;
  exhibits?: TranscriptExhibit[];
  deponent?: string | null;
}

export interface SeededTranscript {
  job: TranscriptionJobRow;
  sourceDocumentId: string;
  transcriptDocumentId: string;
  segmentIds: string[];
}

/**
 * A finished transcription without the worker (tests only): the source uploaded through the
 * ingest route, a completed transcription_jobs row, and writeTranscript, as the worker ends.
 */
export async function seedTranscript(server: TestServer, firm: TestFirm, caseId: string, segments: NewSegment[], opts: SeedTranscriptOptions = {}): Promise<SeededTranscript> {
  const kind = opts.kind ?? 'media';
  const role = opts.role ?? 'partner';
  const token = await firm.token(role);
  const filename = opts.sourceFilename ?? (kind === 'media' ? 'interview.wav' : 'deposition.txt');
  const content = opts.sourceContent ?? (kind === 'media' ? countingWav() : segments.map((s) => s.text).join('\n'));
  const source = await ingestOne(server, caseId, token, filename, content);
  await settledDocument(server, source.id, token);
  const media = opts.media ?? (kind === 'media' ? { playable: true, hasVideo: false, contentType: 'audio/wav', durationSeconds: segments.at(-1)?.end ?? 0 } : {});
  const [job] = await server.deps.db
    .insert(transcriptionJobs)
    .values({
      organizationId: firm.organizationId,
      caseId,
      kind,
      sourceDocumentId: source.id,
      engine: kind === 'media' ? 'openai-compatible' : 'import',
      model: kind === 'media' ? 'whisper-1' : null,
      language: 'en',
      state: 'completed',
      stage: 'done',
      percent: 100,
      durationSeconds: kind === 'media' ? (segments.at(-1)?.end ?? 0) : null,
      media,
      createdBy: firm.users[role].id,
      startedAt: new Date(),
      finishedAt: new Date(),
    })
    .returning();
  if (!job) throw new Error('job insert returned no row');
  const { transcriptDocumentId } = await writeTranscript(server.deps, job, segments, null, opts.exhibits, { deponent: opts.deponent });
  const [stored] = await server.deps.db.select().from(transcriptionJobs).where(eq(transcriptionJobs.id, job.id));
  const rows = await server.deps.db.select({ id: transcriptSegments.id, seq: transcriptSegments.seq }).from(transcriptSegments).where(eq(transcriptSegments.jobId, job.id));
  return { job: stored!, sourceDocumentId: source.id, transcriptDocumentId, segmentIds: rows.sort((a, b) => a.seq - b.seq).map((r) => r.id) };
}
