import { LOCAL_HEADER_BYTES, readCentralDirectory, type DeclaredEntry } from './zip-central-directory.js';
import { refuse } from './zip-refusals.js';
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

/** One entry as the central directory declares it (ZIP64 fields resolved); never encrypted in a volume. */
export interface VolumeEntry extends Omit<DeclaredEntry, 'encrypted'> {
  /** Where the next entry's header (or the directory) starts: this entry's bytes must end before it. */
  limit: number;
  directory: boolean;
}

/**
 * Every entry of a volume, its central directory read and checked by the one reader every archive
 * goes through (zip-central-directory.ts: end records and ZIP64, count, names, sizes, ratio, no
 * password-protected entries, stored or deflated only), read from storage by ranges. Then each
 * entry's bytes must end before the next entry's header starts: the "overlapping files" bomb counts
 * one small deflate stream many times. Local headers are checked where each entry is read
 * (zip-volume.ts), when the exact start of its data is known.
 * Memory: the directory only (bounded by maxDirectoryBytes), never an entry's bytes.
 */
export async function readVolumeDirectory(source: ZipSource, limits: VolumeZipLimits): Promise<{ entries: VolumeEntry[]; dirOffset: number }> {
  const { entries: declared, dirOffset } = await readCentralDirectory(source, limits, { unit: 'files' });
  const entries = declared.map((entry): VolumeEntry => {
    const { name, rawName, flags, method, crc32, compressedSize, uncompressedSize, localOffset } = entry;
    return { name, rawName, flags, method, crc32, compressedSize, uncompressedSize, localOffset, limit: dirOffset, directory: name.endsWith('/') && uncompressedSize === 0 };
  });
  const byOffset = [...entries].sort((a, b) => a.localOffset - b.localOffset);
  for (let i = 0; i + 1 < byOffset.length; i += 1) {
    const entry = byOffset[i]!;
    entry.limit = byOffset[i + 1]!.localOffset;
    if (entry.localOffset + LOCAL_HEADER_BYTES + entry.rawName.length + entry.compressedSize > entry.limit) throw refuse.bomb('several of its parts share the same stored bytes');
  }
  return { entries, dirOffset };
}
