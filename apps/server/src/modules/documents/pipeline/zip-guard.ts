import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';
import { ProcessingError } from './failures.js';

const inflate = promisify(inflateRaw);

/**
 * Limits for the zip inside an Office file. A real contract or workbook stays far below them; a
 * decompression bomb (a few KB that inflate to gigabytes) does not.
 */
export interface ZipLimits {
  maxEntries: number;
  maxTotalUncompressed: number;
  /** Uncompressed ÷ compressed, checked for entries big enough to matter. */
  maxRatio: number;
}

export const OFFICE_ZIP_LIMITS: ZipLimits = { maxEntries: 5_000, maxTotalUncompressed: 300 * 1024 * 1024, maxRatio: 200 };
/** Below this an entry's ratio is irrelevant: a 1 MB blank sheet may compress 1000:1 harmlessly. */
const RATIO_FLOOR_BYTES = 1024 * 1024;

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  dataOffset: number;
}

export class ZipBombError extends ProcessingError {}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;

const damaged = () => new ProcessingError('The file is damaged: its zip structure cannot be read. Re-save it and upload it again.');
const bomb = (what: string) =>
  new ZipBombError(`The file was not opened because it would expand to ${what} (a possible decompression bomb). Check the file and upload a normal copy.`);

/**
 * Reads the zip's central directory (the sizes every entry declares) without inflating anything,
 * and refuses the file when those declarations exceed the limits. Written by hand, not via
 * jszip, so the check sees exactly the numbers the inflation below enforces.
 */
export function readZipDirectory(buf: Buffer, limits: ZipLimits = OFFICE_ZIP_LIMITS): ZipEntry[] {
  // The end-of-central-directory record is in the last 22 + 65,535 (comment) bytes.
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 65_535); i -= 1) {
    if (buf.readUInt32LE(i) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw damaged();
  const count = buf.readUInt16LE(eocd + 10);
  const dirOffset = buf.readUInt32LE(eocd + 16);
  // 0xFFFF / 0xFFFFFFFF mean ZIP64: no Office document needs that many entries or bytes.
  if (count === 0xffff || dirOffset === 0xffffffff) throw bomb('more than the reader accepts');
  if (count > limits.maxEntries) throw bomb(`${count} parts`);
  const entries: ZipEntry[] = [];
  let total = 0;
  let at = dirOffset;
  for (let n = 0; n < count; n += 1) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== CENTRAL_SIGNATURE) throw damaged();
    const flags = buf.readUInt16LE(at + 8);
    const method = buf.readUInt16LE(at + 10);
    const compressedSize = buf.readUInt32LE(at + 20);
    const uncompressedSize = buf.readUInt32LE(at + 24);
    const nameLength = buf.readUInt16LE(at + 28);
    const extraLength = buf.readUInt16LE(at + 30);
    const commentLength = buf.readUInt16LE(at + 32);
    const localOffset = buf.readUInt32LE(at + 42);
    const name = buf.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;
    if (flags & 0x1) throw new ProcessingError('This file is password-protected. Remove the password (or upload an unprotected copy) and reprocess it.');
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff) throw bomb('more than the reader accepts');
    total += uncompressedSize;
    if (total > limits.maxTotalUncompressed) throw bomb(`more than ${Math.round(limits.maxTotalUncompressed / 1024 / 1024)} MB`);
    if (uncompressedSize > RATIO_FLOOR_BYTES && uncompressedSize > Math.max(compressedSize, 1) * limits.maxRatio) {
      throw bomb(`${Math.round(uncompressedSize / Math.max(compressedSize, 1))} times its stored size`);
    }
    if (localOffset + 30 > buf.length || buf.readUInt32LE(localOffset) !== LOCAL_SIGNATURE) throw damaged();
    const dataOffset = localOffset + 30 + buf.readUInt16LE(localOffset + 26) + buf.readUInt16LE(localOffset + 28);
    if (dataOffset + compressedSize > buf.length) throw damaged();
    entries.push({ name, method, compressedSize, uncompressedSize, dataOffset });
  }
  return entries;
}

/**
 * One entry's bytes. Inflation stops at the size the entry declared (zlib's maxOutputLength), so
 * a header that lies about its size cannot smuggle a bomb past readZipDirectory.
 */
export async function readZipEntry(buf: Buffer, entry: ZipEntry): Promise<Buffer> {
  const data = buf.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
  let out: Buffer;
  if (entry.method === 0) out = data;
  else if (entry.method === 8) {
    try {
      out = await inflate(data, { maxOutputLength: Math.max(entry.uncompressedSize, 1) });
    } catch (err) {
      if (err instanceof RangeError || (err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw bomb('more than its declared size');
      throw damaged();
    }
  } else throw damaged();
  if (out.length !== entry.uncompressedSize) throw damaged();
  return out;
}

/** Inflates every entry once within the limits: what a DOCX must pass before mammoth opens it. */
export async function assertZipWithinLimits(buf: Buffer, limits: ZipLimits = OFFICE_ZIP_LIMITS): Promise<void> {
  for (const entry of readZipDirectory(buf, limits)) {
    await readZipEntry(buf, entry);
    // Inflation runs on libuv's pool; let queued requests through between entries.
    await new Promise((resolve) => setImmediate(resolve));
  }
}
