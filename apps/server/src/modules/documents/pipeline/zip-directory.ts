import { megabytes, refuse } from './zip-refusals.js';

/**
 * Limits for a zip-based file (DOCX, XLSX, PPTX, OpenDocument, a plain ZIP). A real contract,
 * workbook or deck stays far below them; a decompression bomb (a few KB that inflate to
 * gigabytes) does not.
 */
export interface ZipLimits {
  maxEntries: number;
  /** Bytes inflated in all, nested archives included; also what a reader may read back. */
  maxTotalUncompressed: number;
  /** Uncompressed ÷ compressed, checked for entries big enough to matter. */
  maxRatio: number;
  /** Archives inside archives (an embedded workbook is 1): deeper nesting is the shape of 42.zip. */
  maxDepth: number;
  /** A nested archive is checked in memory (its directory is at its end), so its size is capped. */
  maxNestedBytes: number;
}

export const OFFICE_ZIP_LIMITS: ZipLimits = {
  maxEntries: 5_000,
  maxTotalUncompressed: 300 * 1024 * 1024,
  maxRatio: 200,
  maxDepth: 2,
  maxNestedBytes: 32 * 1024 * 1024,
};
/** Below this an entry's ratio is irrelevant: a 1 MB blank sheet may compress 1000:1 harmlessly. */
export const RATIO_FLOOR_BYTES = 1024 * 1024;

export interface ZipEntry {
  name: string;
  method: number;
  crc32: number;
  compressedSize: number;
  uncompressedSize: number;
  localOffset: number;
  dataOffset: number;
  /** Encrypted (only listed when the caller keeps encrypted entries): never inflated, never read. */
  encrypted: boolean;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const MAX_COMMENT = 65_535;
const FLAG_ENCRYPTED = 0x1;
const FLAG_DATA_DESCRIPTOR = 0x8;
const FLAG_UTF8 = 0x800;

interface EndRecord {
  at: number;
  count: number;
  dirOffset: number;
  dirSize: number;
}

/** The end record whose comment runs exactly to the end of the file (no bytes after it). */
function findEndRecord(buf: Buffer): EndRecord {
  for (let at = buf.length - 22; at >= Math.max(0, buf.length - 22 - MAX_COMMENT); at -= 1) {
    if (buf.readUInt32LE(at) !== EOCD_SIGNATURE || at + 22 + buf.readUInt16LE(at + 20) !== buf.length) continue;
    const disk = buf.readUInt16LE(at + 4);
    const dirDisk = buf.readUInt16LE(at + 6);
    const onDisk = buf.readUInt16LE(at + 8);
    const count = buf.readUInt16LE(at + 10);
    const dirSize = buf.readUInt32LE(at + 12);
    const dirOffset = buf.readUInt32LE(at + 16);
    // 0xFFFF / 0xFFFFFFFF mean ZIP64: only archives far past every limit below need it.
    if (count === 0xffff || dirSize === 0xffffffff || dirOffset === 0xffffffff) throw refuse.bomb('it is larger than the reader accepts');
    if (disk !== 0 || dirDisk !== 0 || onDisk !== count) throw refuse.damaged(); // split archives are not documents
    return { at, count, dirOffset, dirSize };
  }
  throw refuse.damaged();
}

/** Same part for every reader: Windows separators, leading "./" or "/", and case do not make two names. */
export const nameKey = (name: string) => name.replaceAll('\\', '/').replace(/^(\.?\/)+/, '').toLowerCase();

/**
 * Every entry of the archive, walked in its central directory by signature — not by the count the
 * end record announces — and checked against that count, the directory's declared size, the local
 * headers, each other (no duplicate names, no shared bytes) and the declared limits. Nothing is
 * inflated here; zip-guard.ts then inflates every entry to check what the declarations claim.
 */
export function readZipDirectory(buf: Buffer, limits: ZipLimits = OFFICE_ZIP_LIMITS, budget = limits.maxTotalUncompressed, keepEncrypted = false): ZipEntry[] {
  const end = findEndRecord(buf);
  const dirEnd = end.dirOffset + end.dirSize;
  if (dirEnd > end.at) throw refuse.damaged();
  const entries: ZipEntry[] = [];
  const seen = new Map<string, string>();
  let declared = 0;
  let at = end.dirOffset;
  while (at + 46 <= end.at && buf.readUInt32LE(at) === CENTRAL_SIGNATURE) {
    if (entries.length >= limits.maxEntries) throw refuse.bomb(`it holds more than ${limits.maxEntries.toLocaleString('en-US')} parts`);
    const flags = buf.readUInt16LE(at + 8);
    const method = buf.readUInt16LE(at + 10);
    const crc32 = buf.readUInt32LE(at + 16);
    const compressedSize = buf.readUInt32LE(at + 20);
    const uncompressedSize = buf.readUInt32LE(at + 24);
    const nameLength = buf.readUInt16LE(at + 28);
    const extraLength = buf.readUInt16LE(at + 30);
    const commentLength = buf.readUInt16LE(at + 32);
    const localOffset = buf.readUInt32LE(at + 42);
    const rawName = buf.subarray(at + 46, at + 46 + nameLength);
    const name = rawName.toString(flags & FLAG_UTF8 ? 'utf8' : 'latin1');
    at += 46 + nameLength + extraLength + commentLength;
    if (at > end.at) throw refuse.damaged();
    const encrypted = (flags & FLAG_ENCRYPTED) !== 0;
    if (encrypted && !keepEncrypted) throw refuse.passwordProtected();
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff) throw refuse.bomb('it is larger than the reader accepts');
    const twin = seen.get(nameKey(name));
    if (twin !== undefined) throw refuse.crafted(twin === name ? `its archive holds two entries named ${name}` : `its archive holds two entries named ${twin} and ${name}`);
    seen.set(nameKey(name), name);
    declared += uncompressedSize;
    if (declared > budget) throw refuse.bomb(`it would inflate past ${megabytes(limits.maxTotalUncompressed)}`);
    if (uncompressedSize > RATIO_FLOOR_BYTES && uncompressedSize > Math.max(compressedSize, 1) * limits.maxRatio) {
      throw refuse.bomb(`its part ${name} would inflate to ${Math.round(uncompressedSize / Math.max(compressedSize, 1))} times its stored size`);
    }
    // Office and ODF write stored or deflated parts only; an encrypted entry (kept, never inflated)
    // may name its cipher instead (AES is method 99).
    if (method !== 0 && method !== 8 && !encrypted) throw refuse.damaged();
    if (method === 0 && !encrypted && compressedSize !== uncompressedSize) throw refuse.damaged();
    const dataOffset = checkLocalHeader(buf, { flags, method, crc32, compressedSize, uncompressedSize, localOffset, rawName });
    if (dataOffset + compressedSize > end.dirOffset) throw refuse.damaged();
    entries.push({ name, method, crc32, compressedSize, uncompressedSize, localOffset, dataOffset, encrypted });
  }
  // A reader that walks the directory by signature (jszip does) and one that trusts the end
  // record must see the same entries: a count or size that disagrees hides entries from one of them.
  if (entries.length !== end.count) throw refuse.crafted(`its archive's end record announces ${end.count} entries but its directory holds ${entries.length}`);
  if (at !== dirEnd) throw refuse.damaged();
  if (dirEnd !== end.at && (end.at < 20 || buf.readUInt32LE(end.at - 20) !== ZIP64_LOCATOR_SIGNATURE)) throw refuse.damaged();
  assertNoSharedBytes(entries);
  return entries;
}

export interface CentralView {
  flags: number;
  method: number;
  crc32: number;
  compressedSize: number;
  uncompressedSize: number;
  localOffset: number;
  rawName: Buffer;
}

/**
 * The local header must describe the entry the directory describes: a streaming reader (which
 * reads local headers only) would otherwise see another name, method or size. Returns where the
 * entry's data starts.
 */
export function checkLocalHeader(buf: Buffer, c: CentralView): number {
  const at = c.localOffset;
  if (at + 30 > buf.length || buf.readUInt32LE(at) !== LOCAL_SIGNATURE) throw refuse.damaged();
  const flags = buf.readUInt16LE(at + 6);
  const nameLength = buf.readUInt16LE(at + 26);
  const extraLength = buf.readUInt16LE(at + 28);
  const dataOffset = at + 30 + nameLength + extraLength;
  if (dataOffset > buf.length) throw refuse.damaged();
  if (!buf.subarray(at + 30, at + 30 + nameLength).equals(c.rawName)) throw refuse.crafted('a part is named one way in its header and another in the directory');
  if (buf.readUInt16LE(at + 8) !== c.method || (flags & FLAG_ENCRYPTED) !== (c.flags & FLAG_ENCRYPTED)) throw refuse.damaged();
  // With a data descriptor (bit 3) the local sizes are zeros, written after the data instead;
  // 0xFFFFFFFF defers to a ZIP64 field. Otherwise they must be the directory's.
  if (!(flags & FLAG_DATA_DESCRIPTOR)) {
    const local = [buf.readUInt32LE(at + 14), buf.readUInt32LE(at + 18), buf.readUInt32LE(at + 22)];
    const central = [c.crc32, c.compressedSize, c.uncompressedSize];
    if (local.some((v, i) => v !== 0xffffffff && v !== central[i])) throw refuse.crafted(`its part ${c.rawName.toString('utf8')} declares one size in its header and another in the directory`);
  }
  return dataOffset;
}

/** Entries whose bytes overlap are the "overlapping files" bomb: one small deflate stream counted many times. */
function assertNoSharedBytes(entries: ZipEntry[]): void {
  const byOffset = [...entries].sort((a, b) => a.localOffset - b.localOffset);
  for (let i = 1; i < byOffset.length; i += 1) {
    const prev = byOffset[i - 1]!;
    if (byOffset[i]!.localOffset < prev.dataOffset + prev.compressedSize) throw refuse.bomb('several of its parts share the same stored bytes');
  }
}
