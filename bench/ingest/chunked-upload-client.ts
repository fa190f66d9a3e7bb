/**
 * A chunked-upload client as the web app's would be: the file is read piece by piece (at most
 * `concurrency` + 1 chunks in memory), each chunk is hashed and POSTed as multipart to
 * /documents/{case_id}/upload-chunk with up to `concurrency` requests in flight, the whole-file
 * SHA-256 is computed incrementally in file order, and /finalize-upload closes it.
 */
import { createHash, randomUUID } from 'node:crypto';
import { open, stat } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import type { Session } from './api-client.js';

export interface ChunkedUploadOptions {
  chunkBytes: number;
  concurrency: number;
  filename: string;
}

/**
 * POSTs one chunk as multipart/form-data written by hand with node:http: the fields, then the
 * chunk's bytes as they are (no copy). fetch + FormData pushes the bytes through web streams in
 * 64 KB copies, which cost this process more CPU than the server's whole handling of the chunk —
 * a browser's native upload does not, and the benchmark should not measure its own client.
 */
function sendChunk(session: Session, caseId: string, fields: Record<string, string>, chunk: Buffer): Promise<void> {
  const boundary = `----ingest-bench-${randomUUID()}`;
  // The fields come before the file part: the server checks total_size before storing a byte.
  const head = Buffer.from(
    Object.entries(fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('') + `--${boundary}\r\nContent-Disposition: form-data; name="chunk"; filename="chunk"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const url = new URL(`${session.api}/documents/${caseId}/upload-chunk`);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent: keepAlive,
        headers: { ...session.headers, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': head.length + chunk.length + tail.length },
      },
      (res) => {
        const body: Buffer[] = [];
        res.on('data', (data: Buffer) => body.push(data));
        res.on('end', () => {
          if (res.statusCode === 200) resolve();
          else reject(new Error(`chunk ${fields.chunk_index} failed: ${res.statusCode} ${Buffer.concat(body).toString()}`));
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.write(head);
    req.write(chunk);
    req.end(tail);
  });
}

const keepAlive = new Agent({ keepAlive: true });

export interface ChunkedUploadResult {
  /** finalize-upload's answer: the document (a DocumentSummary) from the real server. */
  finalized: unknown;
  /** Seconds finalize-upload took (the server joins the chunks into one blob and hashes it). */
  finalizeSeconds: number;
}

export async function chunkedUpload(session: Session, caseId: string, file: string, options: ChunkedUploadOptions): Promise<ChunkedUploadResult> {
  const { size } = await stat(file);
  const totalChunks = Math.ceil(size / options.chunkBytes);
  const uploadId = randomUUID();
  const whole = createHash('sha256');
  const inFlight = new Set<Promise<void>>();
  const handle = await open(file, 'r');
  try {
    for (let index = 0; index < totalChunks; index += 1) {
      const start = index * options.chunkBytes;
      const chunk = Buffer.allocUnsafe(Math.min(options.chunkBytes, size - start));
      const { bytesRead } = await handle.read(chunk, 0, chunk.length, start);
      if (bytesRead !== chunk.length) throw new Error(`short read at chunk ${index}`);
      whole.update(chunk);
      const fields = {
        upload_id: uploadId,
        filename: options.filename,
        total_size: String(size),
        total_chunks: String(totalChunks),
        chunk_index: String(index),
        chunk_sha256: createHash('sha256').update(chunk).digest('hex'),
      };
      const sending: Promise<void> = sendChunk(session, caseId, fields, chunk).finally(() => inFlight.delete(sending));
      inFlight.add(sending);
      if (inFlight.size >= options.concurrency) await Promise.race(inFlight);
    }
    await Promise.all(inFlight);
  } finally {
    await handle.close();
  }
  const finalizing = performance.now();
  const res = await fetch(`${session.api}/documents/${caseId}/finalize-upload`, {
    method: 'POST',
    headers: { ...session.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ upload_id: uploadId, sha256: whole.digest('hex') }),
  });
  if (!res.ok) throw new Error(`finalize failed: ${res.status} ${await res.text()}`);
  const finalized: unknown = await res.json();
  return { finalized, finalizeSeconds: (performance.now() - finalizing) / 1000 };
}
