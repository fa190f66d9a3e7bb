import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * How every module sends a file to download (a document, a production, an export, a report):
 * the same Content-Disposition and caching for all, so a name in any script survives the trip
 * and no proxy or shared browser cache keeps a firm's file. Stored bytes with Range requests are
 * sent by byte-ranges.ts.
 */

/** RFC 6266 / 5987: an ASCII fallback plus the exact UTF-8 name. */
export function contentDisposition(filename: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** A file made for this response: whole in memory (its length is announced) or streamed as it is made. */
export interface Attachment {
  body: Buffer | string | Readable;
  contentType: string;
  filename: string;
}

/** Sends a file to save, private and never cached. */
export function sendAttachment(reply: FastifyReply, file: Attachment) {
  void reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.filename))
    .header('cache-control', 'private, no-store');
  if (typeof file.body === 'string' || Buffer.isBuffer(file.body)) void reply.header('content-length', String(Buffer.byteLength(file.body)));
  return reply.send(file.body);
}
