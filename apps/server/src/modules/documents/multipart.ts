import type { FastifyRequest } from 'fastify';
import '@fastify/multipart';
import type { Readable } from 'node:stream';
import { AppError, badRequest } from '../../platform/http/errors.js';
import { unstorableError } from '../../platform/http/input-guard.js';
import { unstorableProblem } from '../../db/storable-text.js';
import { BlobTooLargeError } from '../../platform/storage/blob-store.js';

export interface IncomingFile {
  fieldname: string;
  filename: string;
  mimetype: string;
  stream: Readable & { truncated?: boolean };
}

export const tooLarge = (maxBytes: number) =>
  new AppError(413, 'payload_too_large', `The file is larger than the maximum upload size of ${formatBytes(maxBytes)}.`, undefined, {
    max_upload_bytes: maxBytes,
  });

export function formatBytes(n: number): string {
  if (n >= 1024 ** 3) return `${(n / 1024 ** 3).toFixed(n % 1024 ** 3 === 0 ? 0 : 1)} GB`;
  if (n >= 1024 ** 2) return `${(n / 1024 ** 2).toFixed(n % 1024 ** 2 === 0 ? 0 : 1)} MB`;
  if (n >= 1024) return `${Math.round(n / 1024)} KB`;
  return `${n} bytes`;
}

/**
 * Busboy's words for a body that is not well-formed multipart/form-data (its errors carry no code
 * or status, and would otherwise answer 500).
 */
const MALFORMED = /Boundary not found|terminated early|Unexpected end of (multipart|form)|Malformed part header/i;

const incompleteUpload = () => new AppError(400, 'upload_incomplete', 'The upload ended before the file was complete; send it again.');
const malformedBody = () =>
  new AppError(400, 'malformed_multipart', 'The multipart/form-data body could not be read (a missing boundary or a broken part).');

/** The body ran out inside this file part: busboy says so, or the part was closed before its end. */
const endedEarly = (err: unknown, stream: Readable) =>
  err instanceof Error &&
  !stream.readableEnded &&
  (MALFORMED.test(err.message) || ((err as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE' && stream.destroyed));

/**
 * Walks a multipart body once, in order. Text fields are collected; each file part is handed to
 * `onFile` with the fields seen so far (so limits declared up front apply before any byte is
 * stored) and must be consumed there with a byte limit of `maxFileBytes` (BlobTooLargeError
 * becomes a 413 and the partial write is gone). Busboy's own cap is one byte above, as a backstop.
 */
export async function walkMultipart<R>(
  req: FastifyRequest,
  opts: { maxFileBytes: number; maxFiles: number; onFile(file: IncomingFile, fields: Record<string, string>): Promise<R> },
): Promise<{ fields: Record<string, string>; files: R[] }> {
  if (!req.isMultipart()) throw badRequest('Send the file as multipart/form-data.');
  try {
    return await walkParts(req, opts);
  } catch (err) {
    if (err instanceof Error && !(err instanceof AppError) && MALFORMED.test(err.message)) throw malformedBody();
    throw err;
  }
}

async function walkParts<R>(
  req: FastifyRequest,
  opts: { maxFileBytes: number; maxFiles: number; onFile(file: IncomingFile, fields: Record<string, string>): Promise<R> },
): Promise<{ fields: Record<string, string>; files: R[] }> {
  const fields: Record<string, string> = {};
  const files: R[] = [];
  const parts = req.parts({ limits: { fileSize: opts.maxFileBytes + 1, files: opts.maxFiles, fields: 50, fieldSize: 64 * 1024 } });
  for await (const part of parts) {
    // The JSON body passes the platform's input guard before any handler; a multipart body is
    // read here, so its names and values get the same check. File names are the exception: a
    // name from someone's disk is kept, cleaned by sanitizeFilename/storableOriginal.
    refuseUnstorable(part.fieldname, part.fieldname);
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      if (part.fieldname !== 'filename') refuseUnstorable(part.fieldname, fields[part.fieldname] ?? '');
      continue;
    }
    // When the whole body had arrived before this part was handed over (the routes look the case
    // up first, so a small body always has) and it ends inside the part, busboy has already closed
    // the part without ending it, and Node 20's stream.pipeline() waits forever for such a source:
    // the request never got an answer.
    if (part.file.destroyed && !part.file.readableEnded) throw incompleteUpload();
    const file: IncomingFile = { fieldname: part.fieldname, filename: part.filename, mimetype: part.mimetype, stream: part.file };
    try {
      files.push(await opts.onFile(file, { ...fields }));
    } catch (err) {
      if (err instanceof BlobTooLargeError) throw tooLarge(opts.maxFileBytes);
      if (endedEarly(err, part.file)) throw incompleteUpload();
      throw err;
    }
  }
  return { fields, files };
}

function refuseUnstorable(field: string, value: string): void {
  const problem = unstorableProblem(value);
  if (problem) throw unstorableError(unstorableProblem(field) ? 'field name' : field, problem);
}
