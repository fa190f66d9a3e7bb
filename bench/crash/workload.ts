/**
 * What runs while processes are killed: simple and chunked uploads spread over both web servers,
 * transcriptions of tone-coded recordings (the worker asks the speech stand-in window by window)
 * and batches over the stored documents. Every outcome the client saw is recorded for the checks.
 */
import { call, textUpload } from '../load/http.js';
import { toneSpeechWav } from '../../apps/server/src/test/tone-speech.js';
import { uploadChunked, type ChunkedResult } from './chunked-client.js';
import type { Cluster } from './cluster.js';
import type { InFlight } from './in-flight.js';

export interface SimpleAttempt {
  filename: string;
  /** The server answered 201: the document must exist exactly once. Otherwise at most once. */
  accepted: boolean;
  documentId?: string;
}

export interface Outcomes {
  simple: SimpleAttempt[];
  chunked: ChunkedResult[];
  /** Chunked uploads started (each must end as one document). */
  chunkedStarted: number;
  transcriptions: { id: string; words: number }[];
  batches: { id: string; tasks: number }[];
  errors: string[];
}

export const newOutcomes = (): Outcomes => ({ simple: [], chunked: [], chunkedStarted: 0, transcriptions: [], batches: [], errors: [] });

/** Text that differs per file (its own name and the run's random draw), ~`lines` lines. */
function legalText(name: string, random: () => number, lines: number): string {
  const out: string[] = [];
  for (let i = 0; i < lines; i++) out.push(`${name} line ${i} (${Math.floor(random() * 1e9)}): the carrier's breach of the lease and the freight invoice.`);
  return `${out.join('\n')}\n`;
}

/**
 * One client's loop until `stop()`: alternately a simple upload (no retry: a request cut off by
 * a kill has an unknown outcome) and a chunked one (retried until it is a document).
 */
export async function uploadLoop(opts: {
  cluster: Cluster;
  token: string;
  caseIds: string[];
  label: string;
  random: () => number;
  inFlight: InFlight;
  outcomes: Outcomes;
  stop: () => boolean;
  deadline: number;
}): Promise<void> {
  const { cluster, token, caseIds, label, random, inFlight, outcomes } = opts;
  for (let i = 0; !opts.stop(); i++) {
    // A user's pace, not a flood: the 2-core machine must drain the work within the run.
    if (i > 0) await new Promise((r) => setTimeout(r, 200 + Math.floor(random() * 600)));
    const caseId = caseIds[i % caseIds.length] ?? '';
    const prefer = random() < 0.5 ? 'web-a' : 'web-b';
    if (i % 2 === 0) {
      const base = cluster.webBase(prefer);
      if (!base) {
        await new Promise((r) => setTimeout(r, 250));
        continue;
      }
      const filename = `crash-s-${label}-${i}.txt`;
      const attempt: SimpleAttempt = { filename, accepted: false };
      outcomes.simple.push(attempt);
      const done = inFlight.begin(base, `upload ${filename}`);
      const res = await call(base, token, 'POST', `/api/v1/documents/${caseId}/ingest`, { form: textUpload(filename, legalText(filename, random, 40)) }).catch(() => undefined);
      done();
      attempt.accepted = res?.status === 201;
      attempt.documentId = (res?.json as { documents?: { id: string }[] } | undefined)?.documents?.[0]?.id;
      // A kill shows as no answer at all; any answer but 201 (a 5xx too) is an error of a live server.
      if (res && res.status !== 201) outcomes.errors.push(`simple upload ${filename} answered ${res.status}: ${JSON.stringify(res.json).slice(0, 200)}`);
    } else {
      const filename = `crash-c-${label}-${i}.txt`;
      // 3 to 6 chunks of 16 KiB: several requests each, so kills land between and inside them.
      const bytes = Buffer.from(legalText(filename, random, 150 + Math.floor(random() * 200)));
      outcomes.chunkedStarted++;
      try {
        outcomes.chunked.push(await uploadChunked(cluster, token, caseId, { filename, bytes, chunkSize: 16 * 1024, prefer }, inFlight, opts.deadline, outcomes.errors));
      } catch (err) {
        outcomes.errors.push((err as Error).message);
      }
    }
  }
}

/** Uploads a tone-coded recording, waits until it is processed, starts its transcription. */
export async function startTranscription(base: string, token: string, caseId: string, name: string, words: number): Promise<{ id: string; words: number }> {
  const form = new FormData();
  form.append('file', new Blob([toneSpeechWav(words)], { type: 'audio/wav' }), `${name}.wav`);
  const up = await call(base, token, 'POST', `/api/v1/documents/${caseId}/ingest`, { form });
  const documentId = (up.json as { documents?: { id: string }[] }).documents?.[0]?.id;
  if (up.status !== 201 || !documentId) throw new Error(`recording upload answered ${up.status}: ${JSON.stringify(up.json).slice(0, 300)}`);
  for (let i = 0; ; i++) {
    const doc = await call(base, token, 'GET', `/api/v1/documents/${documentId}`);
    if ((doc.json as { status?: string }).status === 'processed') break;
    if (i > 240) throw new Error(`recording ${name} not processed: ${JSON.stringify(doc.json).slice(0, 200)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const res = await call(base, token, 'POST', '/api/v1/transcription/create', { json: { case_id: caseId, document_id: documentId, language: 'en' } });
  const id = (res.json as { id?: string }).id;
  if (res.status !== 201 || !id) throw new Error(`transcription create answered ${res.status}: ${JSON.stringify(res.json).slice(0, 300)}`);
  return { id, words };
}

/** A batch re-indexing the given documents (no model needed: it runs on any installation). */
export async function submitBatch(base: string, token: string, name: string, documentIds: string[]): Promise<{ id: string; tasks: number }> {
  const tasks = documentIds.map((document_id) => ({ task_type: 'reindex', document_id }));
  const res = await call(base, token, 'POST', '/api/v1/batch/submit', { json: { name, priority: 'normal', tasks } });
  const id = (res.json as { id?: string }).id;
  if (res.status !== 202 || !id) throw new Error(`batch submit answered ${res.status}: ${JSON.stringify(res.json).slice(0, 300)}`);
  return { id, tasks: tasks.length };
}
