import { PassThrough } from 'node:stream';
import { checkLocalHeader } from './zip-directory.js';
import { ProcessingError } from './failures.js';
import { inflateCapped } from './zip-inflate.js';
import { megabytes, refuse } from './zip-refusals.js';
import type { ZipSource } from './zip-source.js';
import { readVolumeDirectory, VOLUME_ZIP_LIMITS, type VolumeEntry, type VolumeZipLimits } from './zip-volume-directory.js';

export { VOLUME_ZIP_LIMITS, type VolumeZipLimits } from './zip-volume-directory.js';
export { readExactly, type ZipSource } from './zip-source.js';

/**
 * The guard's verdict on an error, for a caller outside the pipeline: null for anything but a
 * refusal (an I/O error stays one); `damaged` when the file is no readable ZIP at all.
 */
export function zipRefusal(err: unknown): { damaged: boolean; message: string } | null {
  if (!(err instanceof ProcessingError)) return null;
  return { damaged: err.message === refuse.damaged().message, message: err.message };
}

/**
 * A production volume that passed the guard, read from storage: only the entries its directory
 * lists, each inflated on demand through the capped, CRC-checked inflation the Office guard uses
 * (zip-inflate.ts), its local header checked against the directory first.
 */
export interface ZipVolume {
  /** File entries (not folders) in directory order; names are unique. */
  readonly names: readonly string[];
  has(name: string): boolean;
  /** The inflated size the directory declares (what `read` will return, or it refuses). */
  sizeOf(name: string): number;
  /** One entry's bytes in memory: for load files and page images, never a large native. */
  read(name: string): Promise<Buffer>;
  /** One entry as a stream of inflated chunks: memory stays one chunk whatever the entry's size. */
  stream(name: string): AsyncIterable<Buffer>;
}

export interface OpenVolumeOptions {
  /**
   * Inflate every entry once now (a sequential read of the whole file), so a lying size, a bad CRC
   * or a header that disagrees is refused before anything is kept. Without it only the directory is
   * checked now and each entry when it is read: for a volume already verified when it was uploaded.
   */
  verifyEntries: boolean;
}

/** The local header read from its bytes: where the entry's data starts, checked against the directory. */
function dataOffsetOf(entry: VolumeEntry, header: Buffer): number {
  const relative = checkLocalHeader(header, { ...entry, localOffset: 0 });
  const dataOffset = entry.localOffset + relative;
  if (dataOffset + entry.compressedSize > entry.limit) throw refuse.bomb('several of its parts share the same stored bytes');
  return dataOffset;
}

/** A forward-only reader over one stream of the file: the whole volume checked in one pass. */
class SequentialReader {
  private pending: Buffer = Buffer.alloc(0);
  private readonly chunks: AsyncIterator<Buffer>;

  constructor(
    source: AsyncIterable<Buffer>,
    public position: number,
  ) {
    this.chunks = source[Symbol.asyncIterator]();
  }

  private async fill(): Promise<void> {
    const next = await this.chunks.next();
    if (next.done) throw refuse.damaged();
    this.pending = this.pending.length === 0 ? next.value : Buffer.concat([this.pending, next.value]);
  }

  async bytes(length: number): Promise<Buffer> {
    while (this.pending.length < length) await this.fill();
    const out = this.pending.subarray(0, length);
    this.pending = this.pending.subarray(length);
    this.position += length;
    return out;
  }

  async *take(length: number): AsyncIterable<Buffer> {
    let left = length;
    while (left > 0) {
      if (this.pending.length === 0) await this.fill();
      const piece = this.pending.subarray(0, Math.min(left, this.pending.length));
      this.pending = this.pending.subarray(piece.length);
      this.position += piece.length;
      left -= piece.length;
      yield piece;
    }
  }

  async skipTo(position: number): Promise<void> {
    if (position < this.position) throw refuse.damaged();
    for await (const piece of this.take(position - this.position)) void piece;
  }

  async close(): Promise<void> {
    await this.chunks.return?.();
  }
}

/** Reads a local header from the sequential stream: its fixed part, then its name and extra field. */
async function headerFrom(reader: SequentialReader): Promise<Buffer> {
  const fixed = await reader.bytes(30);
  const rest = await reader.bytes(fixed.readUInt16LE(26) + fixed.readUInt16LE(28));
  return Buffer.concat([fixed, rest]);
}

/** Every entry inflated once, in file order, through one stream of the file: nothing kept. */
async function verifyAll(source: ZipSource, entries: VolumeEntry[], dirOffset: number): Promise<void> {
  const ordered = [...entries].sort((a, b) => a.localOffset - b.localOffset);
  if (ordered.length === 0) return;
  const start = ordered[0]!.localOffset;
  const reader = new SequentialReader(source.stream(start, dirOffset - start), start);
  try {
    for (const entry of ordered) {
      await reader.skipTo(entry.localOffset);
      const dataOffset = dataOffsetOf(entry, await headerFrom(reader));
      if (dataOffset !== reader.position) throw refuse.damaged();
      await inflateCapped(entry, reader.take(entry.compressedSize), () => undefined);
      // The inflater may stop before the last compressed bytes (data after the deflate stream's end).
      await reader.skipTo(dataOffset + entry.compressedSize);
      // Inflation runs on libuv's pool; let queued requests through between entries.
      await new Promise((resolve) => setImmediate(resolve));
    }
  } finally {
    await reader.close();
  }
}

/**
 * Checks a volume's directory (and, with `verifyEntries`, every entry) and returns the only way to
 * read it. Refused with a ProcessingError naming the reason for everything the Office guard refuses
 * (zip-guard.ts) at volume-sized limits. Memory: the directory, plus one inflated chunk at a time
 * (or one entry, for `read`), never the volume.
 */
export async function openZipVolume(source: ZipSource, options: OpenVolumeOptions, limits: VolumeZipLimits = VOLUME_ZIP_LIMITS): Promise<ZipVolume> {
  const { entries, dirOffset } = await readVolumeDirectory(source, limits);
  if (options.verifyEntries) await verifyAll(source, entries, dirOffset);
  const files = entries.filter((e) => !e.directory);
  const byName = new Map(files.map((e) => [e.name, e]));
  // Reading back is capped too: a loader that reads entries again and again still inflates at most this.
  let readLeft = 2 * limits.maxTotalUncompressed;
  const entryOf = (name: string): VolumeEntry => {
    const entry = byName.get(name);
    if (!entry) throw new Error(`The volume holds no file named ${name}.`);
    readLeft -= entry.uncompressedSize;
    if (readLeft < 0) throw refuse.bomb(`reading it would inflate past ${megabytes(2 * limits.maxTotalUncompressed)}`);
    return entry;
  };
  const stream = async function* (name: string): AsyncIterable<Buffer> {
    const entry = entryOf(name);
    const fixed = await source.read(entry.localOffset, 30);
    const header = await source.read(entry.localOffset, 30 + fixed.readUInt16LE(26) + fixed.readUInt16LE(28));
    const dataOffset = dataOffsetOf(entry, header);
    // Backpressure: the inflater hands over its next chunk only once this stream's reader has room.
    const out = new PassThrough({ highWaterMark: 64 * 1024 });
    const sink = (chunk: Buffer): Promise<void> | undefined =>
      out.write(chunk)
        ? undefined
        : new Promise<void>((resolve, reject) => {
            const drained = () => {
              out.off('close', closed);
              resolve();
            };
            const closed = () => {
              out.off('drain', drained);
              reject(new Error('the reader stopped reading'));
            };
            out.once('drain', drained);
            out.once('close', closed);
          });
    inflateCapped(entry, source.stream(dataOffset, entry.compressedSize), sink).then(
      () => out.end(),
      (err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))),
    );
    try {
      for await (const chunk of out) yield chunk as Buffer;
    } finally {
      out.destroy();
    }
  };
  return {
    names: files.map((e) => e.name),
    has: (name) => byName.has(name),
    sizeOf: (name) => {
      const entry = byName.get(name);
      if (!entry) throw new Error(`The volume holds no file named ${name}.`);
      return entry.uncompressedSize;
    },
    read: async (name) => {
      const chunks: Buffer[] = [];
      for await (const chunk of stream(name)) chunks.push(chunk);
      return Buffer.concat(chunks);
    },
    stream,
  };
}
