import { nameKey, RATIO_FLOOR_BYTES } from './zip-directory.js';
import { megabytes, refuse } from './zip-refusals.js';
import type { ZipSource } from './zip-source.js';

/**
 * Limits for a production volume: the other side's ZIP of load files, page images, text and
 * natives. Unlike an Office file it holds many entries and gigabytes, so it is never read into
 * memory; it is hostile input all the same, so every limit of the Office guard has its volume-sized
 * counterpart. Archives inside it are members (natives), checked by the pipeline when processed.
 */
export interface VolumeZipLimits {
  maxEntries: number;
  /** Declared inflated bytes of all entries together. */
  maxTotalUncompressed: number;
  /** One entry: the largest native a volume may carry. */
  maxEntryBytes: number;
  /** Uncompressed ÷ compressed, for entries past the ratio floor. */
  maxRatio: number;
  /** The central directory is read into memory: its size follows from the entry cap. */
  maxDirectoryBytes: number;
}

const GB = 1024 * 1024 * 1024;
export const VOLUME_ZIP_LIMITS: VolumeZipLimits = {
  maxEntries: 200_000,
  maxTotalUncompressed: 64 * GB,
  maxEntryBytes: 2 * GB,
  maxRatio: 200,
  maxDirectoryBytes: 96 * 1024 * 1024,
};

/** One entry as the central directory declares it (ZIP64 fields resolved). */
export interface VolumeEntry {
  name: string;
  rawName: Buffer;
  flags: number;
  method: number;
  crc32: number;
  compressedSize: number;
  uncompressedSize: number;
  localOffset: number;
  /** Where the next entry's header (or the directory) starts: this entry's bytes must end before it. */
  limit: number;
  directory: boolean;
}

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
 * The end record whose comment runs exactly to the end of the file, and the ZIP64 end record it
 * points to when the counts or offsets overflow (a volume of more than 65,535 files or 4 GB).
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
      if (disk !== 0 || dirDisk !== 0 || onDisk !== count) throw refuse.damaged(); // split archives are not volumes
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
      throw refuse.crafted('its archive\'s two end records disagree');
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
 * Every entry of a volume, walked in its central directory by signature and checked as the Office
 * guard checks (zip-directory.ts): against the end record's count and directory size, no two
 * entries of one name (case and separators aside), no password-protected entries, stored or
 * deflated only, declared sizes within the per-entry, total and ratio limits, and no two entries
 * whose bytes could overlap. Local headers are checked where each entry is read (zip-volume.ts).
 * Memory: the directory only (bounded by maxDirectoryBytes), never an entry's bytes.
 */
export async function readVolumeDirectory(source: ZipSource, limits: VolumeZipLimits): Promise<{ entries: VolumeEntry[]; dirOffset: number }> {
  const end = await findEndRecord(source);
  if (end.count > limits.maxEntries) throw refuse.bomb(`it holds more than ${limits.maxEntries.toLocaleString('en-US')} files`);
  if (end.dirSize > limits.maxDirectoryBytes) throw refuse.bomb(`its directory is larger than ${megabytes(limits.maxDirectoryBytes)}`);
  if (end.dirOffset + end.dirSize !== end.recordsAt) throw refuse.damaged();
  const dir = await source.read(end.dirOffset, end.dirSize);
  const entries: VolumeEntry[] = [];
  const seen = new Map<string, string>();
  let declared = 0;
  let at = 0;
  while (at + 46 <= dir.length && dir.readUInt32LE(at) === CENTRAL_SIGNATURE) {
    if (entries.length >= limits.maxEntries) throw refuse.bomb(`it holds more than ${limits.maxEntries.toLocaleString('en-US')} files`);
    const flags = dir.readUInt16LE(at + 8);
    const method = dir.readUInt16LE(at + 10);
    const crc32 = dir.readUInt32LE(at + 16);
    let compressedSize = dir.readUInt32LE(at + 20);
    let uncompressedSize = dir.readUInt32LE(at + 24);
    const nameLength = dir.readUInt16LE(at + 28);
    const extraLength = dir.readUInt16LE(at + 30);
    const commentLength = dir.readUInt16LE(at + 32);
    let localOffset = dir.readUInt32LE(at + 42);
    const rawName = Buffer.from(dir.subarray(at + 46, at + 46 + nameLength));
    const extra = dir.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength);
    at += 46 + nameLength + extraLength + commentLength;
    if (at > dir.length) throw refuse.damaged();
    const wide = zip64Values(extra, { usize: uncompressedSize === U32, csize: compressedSize === U32, offset: localOffset === U32 });
    uncompressedSize = wide.usize ?? uncompressedSize;
    compressedSize = wide.csize ?? compressedSize;
    localOffset = wide.offset ?? localOffset;
    const name = rawName.toString(flags & FLAG_UTF8 ? 'utf8' : 'latin1');
    if (flags & FLAG_ENCRYPTED) throw refuse.passwordProtected();
    const twin = seen.get(nameKey(name));
    if (twin !== undefined) throw refuse.crafted(twin === name ? `its archive holds two entries named ${name}` : `its archive holds two entries named ${twin} and ${name}`);
    seen.set(nameKey(name), name);
    if (uncompressedSize > limits.maxEntryBytes) throw refuse.bomb(`its part ${name} would inflate to more than ${megabytes(limits.maxEntryBytes)}`);
    declared += uncompressedSize;
    if (declared > limits.maxTotalUncompressed) throw refuse.bomb(`it would inflate past ${megabytes(limits.maxTotalUncompressed)}`);
    if (uncompressedSize > RATIO_FLOOR_BYTES && uncompressedSize > Math.max(compressedSize, 1) * limits.maxRatio) {
      throw refuse.bomb(`its part ${name} would inflate to ${Math.round(uncompressedSize / Math.max(compressedSize, 1))} times its stored size`);
    }
    if (method !== 0 && method !== 8) throw refuse.damaged();
    if (method === 0 && compressedSize !== uncompressedSize) throw refuse.damaged();
    // The smallest a local header can be is 30 bytes and the name: the data cannot start earlier.
    if (localOffset + 30 + nameLength + compressedSize > end.dirOffset) throw refuse.damaged();
    entries.push({ name, rawName, flags, method, crc32, compressedSize, uncompressedSize, localOffset, limit: end.dirOffset, directory: name.endsWith('/') && uncompressedSize === 0 });
  }
  // A reader that walks the directory by signature and one that trusts the end record must see
  // the same entries: a count or size that disagrees hides entries from one of them.
  if (entries.length !== end.count) throw refuse.crafted(`its archive's end record announces ${end.count} entries but its directory holds ${entries.length}`);
  if (at !== dir.length) throw refuse.damaged();
  // Each entry's bytes end before the next header starts: the "overlapping files" bomb counts one
  // small deflate stream many times. The exact start of the data is known once the header is read.
  const byOffset = [...entries].sort((a, b) => a.localOffset - b.localOffset);
  for (let i = 0; i + 1 < byOffset.length; i += 1) {
    const entry = byOffset[i]!;
    entry.limit = byOffset[i + 1]!.localOffset;
    if (entry.localOffset + 30 + entry.rawName.length + entry.compressedSize > entry.limit) throw refuse.bomb('several of its parts share the same stored bytes');
  }
  return { entries, dirOffset: end.dirOffset };
}
