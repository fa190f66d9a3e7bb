import { readCentralDirectory, type DeclaredEntry } from './zip-central-directory.js';
import { refuse } from './zip-refusals.js';
import { bufferZipSource } from './zip-source.js';

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

/** An entry of an archive in memory: as its directory declares it, and where its data starts. */
export interface ZipEntry extends Omit<DeclaredEntry, 'rawName' | 'flags'> {
  dataOffset: number;
}

const LOCAL_SIGNATURE = 0x04034b50;
const FLAG_ENCRYPTED = 0x1;
const FLAG_DATA_DESCRIPTOR = 0x8;

/**
 * Every entry of an archive in memory: the central directory read and checked by the one reader
 * every archive goes through (zip-central-directory.ts), then each entry's local header checked
 * against it and no two entries' bytes allowed to overlap. Nothing is inflated here; zip-guard.ts
 * then inflates every entry to check what the declarations claim.
 */
export async function readZipDirectory(buf: Buffer, limits: ZipLimits = OFFICE_ZIP_LIMITS, budget = limits.maxTotalUncompressed, keepEncrypted = false): Promise<ZipEntry[]> {
  const { entries: declared, dirOffset } = await readCentralDirectory(bufferZipSource(buf), limits, { unit: 'parts', budget, keepEncrypted });
  const entries = declared.map((entry): ZipEntry => {
    const dataOffset = checkLocalHeader(buf, entry);
    if (dataOffset + entry.compressedSize > dirOffset) throw refuse.damaged();
    const { name, method, crc32, compressedSize, uncompressedSize, localOffset, encrypted } = entry;
    return { name, method, crc32, compressedSize, uncompressedSize, localOffset, dataOffset, encrypted };
  });
  assertNoSharedBytes(entries);
  return entries;
}

/** What the local header is checked against: the directory's declaration of the entry. */
export type CentralView = Pick<DeclaredEntry, 'flags' | 'method' | 'crc32' | 'compressedSize' | 'uncompressedSize' | 'localOffset' | 'rawName'>;

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
