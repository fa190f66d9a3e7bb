import { megabytes, refuse } from './zip-refusals.js';
import type { ZipSource } from './zip-source.js';

/**
 * The one reader of a ZIP's end records and central directory, for every archive the app opens:
 * an Office file or plain ZIP in memory (zip-directory.ts, through a buffer source) and a
 * production volume of gigabytes in storage (zip-volume-directory.ts, read by ranges). Both are
 * hostile input, so both get the same checks from the same code; each caller then checks what
 * only it can (local headers in memory, entry bounds against the next header in storage).
 */
export interface DirectoryLimits {
  maxEntries: number;
  /** Declared inflated bytes of all entries together. */
  maxTotalUncompressed: number;
  /** One entry's declared inflated size (a volume's largest native); unlimited when absent. */
  maxEntryBytes?: number;
  /** Uncompressed ÷ compressed, for entries past the ratio floor. */
  maxRatio: number;
  /** The central directory is read into memory whole; unlimited when absent (a file already in memory). */
  maxDirectoryBytes?: number;
}

export interface DirectoryOptions {
  /** What a refusal calls the entries: an Office file has "parts", a volume "files". */
  unit: 'parts' | 'files';
  /** Declared bytes still allowed (nested archives share one budget); the limit's total when absent. */
  budget?: number;
  /** List password-protected entries (never inflated) instead of refusing the archive. */
  keepEncrypted?: boolean;
}

/** One entry as the central directory declares it, ZIP64 fields resolved. Nothing here was inflated. */
export interface DeclaredEntry {
  name: string;
  rawName: Buffer;
  flags: number;
  method: number;
  crc32: number;
  compressedSize: number;
  uncompressedSize: number;
  localOffset: number;
  /** Password-protected (listed only when the caller keeps such entries): never inflated, never read. */
  encrypted: boolean;
}

/** Below this an entry's ratio is irrelevant: a 1 MB blank sheet may compress 1000:1 harmlessly. */
export const RATIO_FLOOR_BYTES = 1024 * 1024;

/** Same entry for every reader: Windows separators, leading "./" or "/", and case do not make two names. */
export const nameKey = (name: string) => name.replaceAll('\\', '/').replace(/^(\.?\/)+/, '').toLowerCase();

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_END_SIGNATURE = 0x06064b50;
const ZIP64_EXTRA = 0x0001;
const MAX_COMMENT = 65_535;
const FLAG_ENCRYPTED = 0x1;
const FLAG_UTF8 = 0x800;
const U16 = 0xffff;
const U32 = 0xffffffff;
/** A local header is at least this long before its name: an entry's data cannot start earlier. */
export const LOCAL_HEADER_BYTES = 30;

interface EndRecord {
  /** Where the end records start (the ZIP64 one when present): the directory ends exactly here. */
  recordsAt: number;
  count: number;
  dirOffset: number;
  dirSize: number;
}

const u64 = (buf: Buffer, at: number): number => {
  const value = buf.readBigUInt64LE(at);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw refuse.damaged();
  return Number(value);
};

/**
 * The end record whose comment runs exactly to the end of the file (no bytes after it), and the
 * ZIP64 end record it points to when counts or offsets overflow (more than 65,535 entries or 4 GB).
 */
async function findEndRecord(source: ZipSource): Promise<EndRecord> {
  if (source.size < 22) throw refuse.damaged();
  const tailStart = Math.max(0, source.size - 22 - MAX_COMMENT - 20);
  const tail = await source.read(tailStart, source.size - tailStart);
  for (let at = tail.length - 22; at >= Math.max(0, tail.length - 22 - MAX_COMMENT); at -= 1) {
    if (tail.readUInt32LE(at) !== EOCD_SIGNATURE || at + 22 + tail.readUInt16LE(at + 20) !== tail.length) continue;
    const disk = tail.readUInt16LE(at + 4);
    const dirDisk = tail.readUInt16LE(at + 6);
    const onDisk = tail.readUInt16LE(at + 8);
    const count = tail.readUInt16LE(at + 10);
    const dirSize = tail.readUInt32LE(at + 12);
    const dirOffset = tail.readUInt32LE(at + 16);
    const hasLocator = at >= 20 && tail.readUInt32LE(at - 20) === ZIP64_LOCATOR_SIGNATURE;
    if (!hasLocator) {
      if (count === U16 || dirSize === U32 || dirOffset === U32) throw refuse.damaged();
      if (disk !== 0 || dirDisk !== 0 || onDisk !== count) throw refuse.damaged(); // split archives are not documents
      return { recordsAt: tailStart + at, count, dirOffset, dirSize };
    }
    const locatorAt = tailStart + at - 20;
    const locator = tail.subarray(at - 20, at);
    const endAt = u64(locator, 8);
    if (locator.readUInt32LE(4) !== 0 || locator.readUInt32LE(16) > 1 || endAt + 56 > locatorAt) throw refuse.damaged();
    const end = await source.read(endAt, 56);
    // Its size field counts the bytes after itself: the record must run exactly to the locator.
    if (end.readUInt32LE(0) !== ZIP64_END_SIGNATURE || endAt + 12 + u64(end, 4) !== locatorAt) throw refuse.damaged();
    const count64 = u64(end, 32);
    if (end.readUInt32LE(16) !== 0 || end.readUInt32LE(20) !== 0 || u64(end, 24) !== count64) throw refuse.damaged();
    // The classic record must agree wherever it does not defer to the ZIP64 one.
    if ((count !== U16 && count !== count64) || (dirSize !== U32 && dirSize !== u64(end, 40)) || (dirOffset !== U32 && dirOffset !== u64(end, 48))) {
      throw refuse.crafted("its archive's two end records disagree");
    }
    return { recordsAt: endAt, count: count64, dirOffset: u64(end, 48), dirSize: u64(end, 40) };
  }
  throw refuse.damaged();
}

/** The ZIP64 extra field's values, in the order the format fixes, for the fields that overflowed. */
function zip64Values(extra: Buffer, wanted: { usize: boolean; csize: boolean; offset: boolean }): { usize?: number; csize?: number; offset?: number } {
  for (let at = 0; at + 4 <= extra.length; ) {
    const id = extra.readUInt16LE(at);
    const size = extra.readUInt16LE(at + 2);
    const body = extra.subarray(at + 4, at + 4 + size);
    if (body.length !== size) throw refuse.damaged();
    if (id === ZIP64_EXTRA) {
      let p = 0;
      const next = () => {
        if (p + 8 > body.length) throw refuse.damaged();
        const v = u64(body, p);
        p += 8;
        return v;
      };
      return { ...(wanted.usize ? { usize: next() } : {}), ...(wanted.csize ? { csize: next() } : {}), ...(wanted.offset ? { offset: next() } : {}) };
    }
    at += 4 + size;
  }
  if (wanted.usize || wanted.csize || wanted.offset) throw refuse.damaged();
  return {};
}

/**
 * Every entry, walked in the central directory by signature — not by the count the end record
 * announces — and checked against that count and the directory's declared size, each other (no two
 * entries of one name, case and separators aside), and the limits (entries, declared sizes, ratio);
 * password-protected entries refused unless kept; stored or deflated only. Memory: the directory.
 */
export async function readCentralDirectory(source: ZipSource, limits: DirectoryLimits, options: DirectoryOptions): Promise<{ entries: DeclaredEntry[]; dirOffset: number }> {
  const tooMany = () => refuse.bomb(`it holds more than ${limits.maxEntries.toLocaleString('en-US')} ${options.unit}`);
  const budget = options.budget ?? limits.maxTotalUncompressed;
  const end = await findEndRecord(source);
  if (end.count > limits.maxEntries) throw tooMany();
  if (limits.maxDirectoryBytes !== undefined && end.dirSize > limits.maxDirectoryBytes) throw refuse.bomb(`its directory is larger than ${megabytes(limits.maxDirectoryBytes)}`);
  if (end.dirOffset + end.dirSize !== end.recordsAt) throw refuse.damaged();
  const dir = await source.read(end.dirOffset, end.dirSize);
  const entries: DeclaredEntry[] = [];
  const seen = new Map<string, string>();
  let declared = 0;
  let at = 0;
  while (at + 46 <= dir.length && dir.readUInt32LE(at) === CENTRAL_SIGNATURE) {
    if (entries.length >= limits.maxEntries) throw tooMany();
    const flags = dir.readUInt16LE(at + 8);
    const method = dir.readUInt16LE(at + 10);
    const crc32 = dir.readUInt32LE(at + 16);
    const nameLength = dir.readUInt16LE(at + 28);
    const extraLength = dir.readUInt16LE(at + 30);
    const commentLength = dir.readUInt16LE(at + 32);
    const rawName = Buffer.from(dir.subarray(at + 46, at + 46 + nameLength));
    const extra = dir.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength);
    const narrow = { csize: dir.readUInt32LE(at + 20), usize: dir.readUInt32LE(at + 24), offset: dir.readUInt32LE(at + 42) };
    at += 46 + nameLength + extraLength + commentLength;
    if (at > dir.length) throw refuse.damaged();
    const wide = zip64Values(extra, { usize: narrow.usize === U32, csize: narrow.csize === U32, offset: narrow.offset === U32 });
    const uncompressedSize = wide.usize ?? narrow.usize;
    const compressedSize = wide.csize ?? narrow.csize;
    const localOffset = wide.offset ?? narrow.offset;
    const name = rawName.toString(flags & FLAG_UTF8 ? 'utf8' : 'latin1');
    const encrypted = (flags & FLAG_ENCRYPTED) !== 0;
    if (encrypted && !options.keepEncrypted) throw refuse.passwordProtected();
    const twin = seen.get(nameKey(name));
    if (twin !== undefined) throw refuse.crafted(twin === name ? `its archive holds two entries named ${name}` : `its archive holds two entries named ${twin} and ${name}`);
    seen.set(nameKey(name), name);
    if (limits.maxEntryBytes !== undefined && uncompressedSize > limits.maxEntryBytes) throw refuse.bomb(`its part ${name} would inflate to more than ${megabytes(limits.maxEntryBytes)}`);
    declared += uncompressedSize;
    if (declared > budget) throw refuse.bomb(`it would inflate past ${megabytes(limits.maxTotalUncompressed)}`);
    if (uncompressedSize > RATIO_FLOOR_BYTES && uncompressedSize > Math.max(compressedSize, 1) * limits.maxRatio) {
      throw refuse.bomb(`its part ${name} would inflate to ${Math.round(uncompressedSize / Math.max(compressedSize, 1))} times its stored size`);
    }
    // Office, ODF and review platforms write stored or deflated entries only; an encrypted entry
    // (kept, never inflated) may name its cipher instead (AES is method 99).
    if (method !== 0 && method !== 8 && !encrypted) throw refuse.damaged();
    if (method === 0 && !encrypted && compressedSize !== uncompressedSize) throw refuse.damaged();
    if (localOffset + LOCAL_HEADER_BYTES + nameLength + compressedSize > end.dirOffset) throw refuse.damaged();
    entries.push({ name, rawName, flags, method, crc32, compressedSize, uncompressedSize, localOffset, encrypted });
  }
  // A reader that walks the directory by signature (jszip does) and one that trusts the end record
  // must see the same entries: a count or size that disagrees hides entries from one of them.
  if (entries.length !== end.count) throw refuse.crafted(`its archive's end record announces ${end.count} entries but its directory holds ${entries.length}`);
  if (at !== dir.length) throw refuse.damaged();
  return { entries, dirOffset: end.dirOffset };
}
