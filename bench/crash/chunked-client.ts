/**
 * A resumable chunked uploader that behaves as the browser's does when its server dies under it:
 * any request that fails (connection refused or reset, timeout, 5xx) makes it ask a live web
 * server which chunks arrived (GET …/uploads/:id), send only the missing ones and finalize again.
 * Finalize is idempotent (a finished upload answers its document), so a lost answer is safe to
 * repeat. It never gives up before `deadline`: every upload must end as exactly one document.
 */
import { createHash, randomUUID } from 'node:crypto';
import { call } from '../load/http.js';
import type { Cluster } from './cluster.js';
import type { InFlight } from './in-flight.js';

export interface ChunkedResult {
  filename: string;
  sha256: string;
  size: number;
  /** The document finalize answered with. */
  documentId: string;
  /** Requests that failed and were repeated (on the same or the other web server). */
  retries: number;
}

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest('hex');

function chunkForm(fields: Record<string, string | number>, piece: Uint8Array): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
  form.append('chunk', new Blob([piece], { type: 'application/octet-stream' }), 'blob');
  return form;
}

export async function uploadChunked(
  cluster: Cluster,
  token: string,
  caseId: string,
  file: { filename: string; bytes: Buffer; chunkSize: number; prefer: 'web-a' | 'web-b' },
  inFlight: InFlight,
  deadline: number,
  serverErrors: string[],
): Promise<ChunkedResult> {
  const uploadId = randomUUID();
  const total = Math.ceil(file.bytes.length / file.chunkSize);
  const whole = sha256(file.bytes);
  let retries = 0;
  let prefer = file.prefer;
  for (;;) {
    if (Date.now() > deadline) throw new Error(`chunked upload ${file.filename} not finished before the deadline (${retries} retries)`);
    const base = cluster.webBase(prefer);
    if (!base) {
      await new Promise((r) => setTimeout(r, 250)); // both web servers down: wait for a restart
      continue;
    }
    const step = async <T>(what: string, run: () => Promise<T>): Promise<T> => {
      const done = inFlight.begin(base, `chunked ${file.filename}: ${what}`);
      try {
        return await run();
      } finally {
        done();
      }
    };
    try {
      const status = await step('status', () => call(base, token, 'GET', `/api/v1/documents/${caseId}/uploads/${uploadId}`));
      if (status.status >= 500) throw new Error(`status answered ${status.status}`);
      const known = status.status === 200 ? (status.json as { missing_chunks: number[]; document_id: string | null }) : undefined;
      const missing = known ? known.missing_chunks : [...Array(total).keys()];
      if (!known?.document_id) {
        for (const index of missing) {
          const piece = file.bytes.subarray(index * file.chunkSize, (index + 1) * file.chunkSize);
          const fields = { upload_id: uploadId, filename: file.filename, total_size: file.bytes.length, total_chunks: total, chunk_index: index, chunk_sha256: sha256(piece), content_type: 'text/plain' };
          const res = await step(`chunk ${index + 1}/${total}`, () => call(base, token, 'POST', `/api/v1/documents/${caseId}/upload-chunk`, { form: chunkForm(fields, piece) }));
          if (res.status !== 200) throw new Error(`chunk ${index} answered ${res.status}: ${JSON.stringify(res.json).slice(0, 200)}`);
        }
      }
      const fin = await step('finalize', () => call(base, token, 'POST', `/api/v1/documents/${caseId}/finalize-upload`, { json: { upload_id: uploadId, sha256: whole } }));
      const doc = fin.json as { id?: string; sha256?: string };
      if (fin.status === 200 && doc.id) {
        if (doc.sha256 !== whole) throw new Error(`finalize of ${file.filename} answered sha256 ${doc.sha256}, expected ${whole}`);
        return { filename: file.filename, sha256: whole, size: file.bytes.length, documentId: doc.id, retries };
      }
      if (fin.status !== 409) throw new Error(`finalize answered ${fin.status}: ${JSON.stringify(fin.json).slice(0, 200)}`);
      // 409 chunks_missing: a chunk's answer was lost with its server; the next pass sends it.
    } catch (err) {
      const message = (err as Error).message;
      // No answer (the server died) is what a kill does; a 5xx is a live server's error: recorded, then retried.
      if (/answered 5\d\d/.test(message)) serverErrors.push(`${file.filename}: ${message}`);
      // A 4xx other than 409 is the harness's bug or the app's: never retried into a pass.
      if (/answered 4\d\d/.test(message) && !/answered 409/.test(message)) throw err;
      if (/finalize of .* answered sha256/.test(message)) throw err;
    }
    retries++;
    prefer = prefer === 'web-a' ? 'web-b' : 'web-a';
    await new Promise((r) => setTimeout(r, 100));
  }
}
