import { createHash, randomUUID } from 'node:crypto';
import type { TestServer } from '../../test/harness.js';
import type { ApiResponse } from '../../test/harness.js';

export const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

export interface FilePart {
  field?: string;
  filename: string;
  content: Buffer | string;
  contentType?: string;
}

/** A multipart/form-data body, fields first, as a browser's FormData sends it (tests only). */
export function multipart(fields: Record<string, string | number>, files: FilePart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----vitest${randomUUID().replace(/-/g, '')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'file'}"; filename="${f.filename}"\r\nContent-Type: ${f.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
    );
    chunks.push(Buffer.isBuffer(f.content) ? f.content : Buffer.from(f.content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const payload = Buffer.concat(chunks);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(payload.length) } };
}

export async function postMultipart<T>(server: TestServer, url: string, token: string, fields: Record<string, string | number>, files: FilePart[]): Promise<ApiResponse<T>> {
  const { payload, headers } = multipart(fields, files);
  const res = await server.app.inject({ method: 'POST', url, payload, headers: { ...headers, authorization: `Bearer ${token}`, 'user-agent': 'vitest' } });
  const body = String(res.headers['content-type'] ?? '').includes('json') && res.body ? (JSON.parse(res.body) as T) : (res.body as T);
  return { status: res.statusCode, body, headers: res.headers, text: res.body };
}

/** Sends one chunk of `file` (split into `chunkSize` pieces) for an upload. */
export function sendChunk(server: TestServer, caseId: string, token: string, opts: { uploadId: string; file: Buffer; chunkSize: number; index: number; filename?: string; checksum?: string }) {
  const total = Math.ceil(opts.file.length / opts.chunkSize);
  const piece = opts.file.subarray(opts.index * opts.chunkSize, (opts.index + 1) * opts.chunkSize);
  return postMultipart<Record<string, unknown>>(
    server,
    `/api/v1/documents/${caseId}/upload-chunk`,
    token,
    {
      upload_id: opts.uploadId,
      filename: opts.filename ?? 'brief.txt',
      total_size: opts.file.length,
      total_chunks: total,
      chunk_index: opts.index,
      chunk_sha256: opts.checksum ?? sha256(piece),
    },
    [{ field: 'chunk', filename: 'blob', content: piece }],
  );
}
