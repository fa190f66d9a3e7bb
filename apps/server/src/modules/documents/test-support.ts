import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { Case, DocumentDetail, DocumentSummary } from '@app/contract';
import { createTestServer, type ApiResponse, type TestFirm, type TestServer } from '../../test/harness.js';
import { createCaseAs } from '../cases/test-support.js';

/** Zips written byte by byte, honest or hostile, for other modules' archive tests (incoming volumes). */
export { craftZip, withZip64End, type CraftEntry } from './pipeline/zip-fixtures.js';

export const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

export interface FilePart {
  field?: string;
  filename: string;
  content: Buffer | string;
  contentType?: string;
}

/**
 * A multipart/form-data body, fields first, as a browser's FormData sends it (tests only);
 * `fieldsAfter` come after the files, as from a client that appended the file first.
 */
export function multipart(fields: Record<string, string | number>, files: FilePart[], fieldsAfter: Record<string, string> = {}): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----vitest${randomUUID().replace(/-/g, '')}`;
  const chunks: Buffer[] = [];
  const field = (name: string, value: string | number) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  for (const [name, value] of Object.entries(fields)) chunks.push(field(name, value));
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'file'}"; filename="${f.filename}"\r\nContent-Type: ${f.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
    );
    chunks.push(Buffer.isBuffer(f.content) ? f.content : Buffer.from(f.content));
    chunks.push(Buffer.from('\r\n'));
  }
  for (const [name, value] of Object.entries(fieldsAfter)) chunks.push(field(name, value));
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const payload = Buffer.concat(chunks);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(payload.length) } };
}

export async function postMultipart<T>(
  server: TestServer,
  url: string,
  token: string,
  fields: Record<string, string | number>,
  files: FilePart[],
  fieldsAfter: Record<string, string> = {},
): Promise<ApiResponse<T>> {
  const { payload, headers } = multipart(fields, files, fieldsAfter);
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

/** A small valid PDF with one line of Helvetica text per page (tests only). */
export function makePdf(pages: string[]): Buffer {
  const objs: string[] = [];
  const kids = pages.map((_, i) => `${3 + i * 2} 0 R`).join(' ');
  objs.push('<< /Type /Catalog /Pages 2 0 R >>');
  objs.push(`<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`);
  const fontId = 3 + pages.length * 2;
  pages.forEach((text, i) => {
    objs.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${4 + i * 2} 0 R /Resources << /Font << /F1 ${fontId} 0 R >> >> >>`);
    const stream = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;
    objs.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  });
  objs.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objs.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A minimal Word (.docx) file with one paragraph per entry (tests only). */
export async function makeDocx(paragraphs: string[]): Promise<Buffer> {
  const { default: JSZip } = await import('jszip');
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  const body = paragraphs.map((p) => `<w:p><w:r><w:t>${p}</w:t></w:r></w:p>`).join('');
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer' });
}

/** Uploads one file through the multipart ingest route and returns its document (tests only). */
export async function ingestOne(server: TestServer, caseId: string, token: string, filename: string, content: Buffer | string): Promise<DocumentSummary> {
  const res = await postMultipart<{ documents: DocumentSummary[] }>(server, `/api/v1/documents/${caseId}/ingest`, token, {}, [{ filename, content }]);
  if (res.status !== 201) throw new Error(`upload of ${filename} answered ${res.status}: ${res.text}`);
  return res.body.documents[0]!;
}

/** Polls a document until the pipeline has settled it (processed, failed or unsupported). */
export async function settledDocument(server: TestServer, id: string, token: string, timeoutMs = 60_000): Promise<DocumentDetail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await server.api<DocumentDetail>('GET', `/api/v1/documents/${id}`, { token });
    if (['processed', 'failed', 'unsupported'].includes(res.body.status)) return res.body;
    if (Date.now() > deadline) throw new Error(`document ${id} still ${res.body.status}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** A matter to upload into, with the server it lives on and its associate's token (tests only). */
export interface UploadMatter {
  server: TestServer;
  firm: TestFirm;
  matter: Case;
  token: string;
  /** Uploads one file into the matter through the ingest route, as the associate. */
  upload(filename: string, content: Buffer | string): Promise<DocumentSummary>;
  /** Polls the document until the pipeline has settled it. */
  settled(id: string): Promise<DocumentDetail>;
}

/**
 * Opens a fresh server with a firm and one associate's matter before a file's tests and closes it
 * after them. Call it at the top of a test file; the fields are there once its tests run. `env`
 * is read when the server starts, so it may come from an earlier beforeAll (a stand-in S3).
 */
export function matterForUploads(firmName: string, env: () => Record<string, string> = () => ({})): UploadMatter {
  const bed = {
    upload: (filename: string, content: Buffer | string) => ingestOne(bed.server, bed.matter.id, bed.token, filename, content),
    settled: (id: string) => settledDocument(bed.server, id, bed.token),
  } as UploadMatter;
  beforeAll(async () => {
    bed.server = await createTestServer(env());
    bed.firm = await bed.server.createFirm(firmName);
    bed.matter = await createCaseAs(bed.server, bed.firm, 'associate');
    bed.token = await bed.firm.token('associate');
  });
  afterAll(() => bed.server?.close());
  return bed;
}
