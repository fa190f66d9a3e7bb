import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import { MAX_EMAIL_BYTES, type ParsedEmail } from './email.js';
import { readAll } from './extract.js';
import { ProcessingError, UnsupportedFormatError } from './failures.js';
import { readLegacyOffice } from './legacy-office.js';
import { parseMsg } from './msg.js';

const require = createRequire(import.meta.url);
type ReaderClass = typeof import('@kenjiuno/msgreader/lib/Reader.js', { with: { 'resolution-mode': 'require' } }).Reader;

/**
 * What an OLE Compound File (file-type's "cfb") holds, judged by its top-level streams: the same
 * container carries Outlook messages, Word/Excel/PowerPoint 97-2003 files, and every
 * password-protected Office file (an encrypted .docx is not a zip but an OLE "EncryptedPackage").
 */
export type OleKind = 'msg' | 'encrypted' | 'word' | 'excel' | 'powerpoint' | 'other';

export const ENCRYPTED_OFFICE_REASON =
  'This Office file is password-protected. Open it in Word or Excel, remove the password (File › Info › Protect), save it and upload it again.';

export function classifyOle(data: Buffer): OleKind {
  const { Reader } = require('@kenjiuno/msgreader/lib/Reader.js') as { Reader: ReaderClass };
  let streams: Set<string>;
  try {
    const reader = new Reader(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer);
    reader.parse();
    streams = new Set(reader.rootFolder().fileNames());
  } catch {
    throw new ProcessingError('This file is damaged: its Office (OLE) structure cannot be read. Re-save it and upload it again.');
  }
  if (streams.has('EncryptedPackage') || streams.has('EncryptionInfo')) return 'encrypted';
  if (streams.has('__properties_version1.0') && [...streams].some((s) => s.startsWith('__substg1.0_'))) return 'msg';
  if (streams.has('WordDocument')) return 'word';
  if (streams.has('Workbook') || streams.has('Book')) return 'excel';
  if (streams.has('PowerPoint Document')) return 'powerpoint';
  return 'other';
}

/**
 * Reads an OLE file: an Outlook message is parsed as an e-mail; a protected Office file fails
 * with what to do; Word, Excel and PowerPoint 97-2003 files are read through LibreOffice
 * (legacy-office.ts). The container is parsed whole, so it is capped like an e-mail.
 */
export async function readOle(stream: Readable, signal?: AbortSignal): Promise<ParsedEmail> {
  const data = await readAll(stream, MAX_EMAIL_BYTES);
  const kind = classifyOle(data);
  if (kind === 'msg') return parseMsg(data);
  if (kind === 'encrypted') throw new ProcessingError(ENCRYPTED_OFFICE_REASON);
  if (kind === 'word' || kind === 'excel' || kind === 'powerpoint') return { ...(await readLegacyOffice(data, kind, signal)), warnings: [], attachments: [] };
  throw new UnsupportedFormatError('This is an Office (OLE) file of a kind whose text is not read (not a Word, Excel or PowerPoint document, nor an Outlook message).');
}
