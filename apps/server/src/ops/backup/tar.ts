import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Readable, type Writable } from 'node:stream';

/*
 * A minimal POSIX ustar writer and reader, so the archive is a plain `.tar` any `tar -tf` lists
 * and no archive dependency is needed. Only regular files are written or read. Sizes past the
 * 8 GiB an octal field holds use GNU's base-256 form (a large database part, a huge recording).
 * The reader seeks rather than streams: restore reads the manifest at the end first, then each
 * entry it needs, straight from the file.
 */

const BLOCK = 512;
const MAX_OCTAL_SIZE = 8 ** 11 - 1;

export interface TarEntry {
  name: string;
  size: number;
  /** Byte offset of the entry's content in the archive file. */
  offset: number;
}

function header(name: string, size: number, mtime: Date): Buffer {
  if (Buffer.byteLength(name) > 100) throw new Error(`tar entry name too long: ${name}`);
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, 100, 'utf8');
  block.write('0000644\0', 100, 'ascii');
  block.write('0000000\0', 108, 'ascii');
  block.write('0000000\0', 116, 'ascii');
  if (size <= MAX_OCTAL_SIZE) {
    block.write(size.toString(8).padStart(11, '0') + '\0', 124, 'ascii');
  } else {
    block[124] = 0x80;
    block.writeBigUInt64BE(BigInt(size), 128);
  }
  block.write(Math.floor(mtime.getTime() / 1000).toString(8).padStart(11, '0') + '\0', 136, 'ascii');
  block.write('        ', 148, 'ascii');
  block.write('0', 156, 'ascii');
  block.write('ustar\0', 257, 'ascii');
  block.write('00', 263, 'ascii');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(sum.toString(8).padStart(6, '0') + '\0 ', 148, 'ascii');
  return block;
}

/** Writes entries one after another to `out`, honouring its back-pressure. */
export class TarWriter {
  constructor(private readonly out: Writable) {}

  private async write(chunk: Buffer): Promise<void> {
    if (this.out.write(chunk)) return;
    await new Promise<void>((resolve, reject) => {
      const onError = (err: Error) => reject(err);
      this.out.once('error', onError);
      this.out.once('drain', () => {
        this.out.off('error', onError);
        resolve();
      });
    });
  }

  async addBuffer(name: string, content: Buffer, mtime = new Date()): Promise<string> {
    return this.addStream(name, content.length, Readable.from([content]), mtime);
  }

  /** Copies exactly `size` bytes from `source`; returns their SHA-256. */
  async addStream(name: string, size: number, source: AsyncIterable<Buffer | string>, mtime = new Date()): Promise<string> {
    await this.write(header(name, size, mtime));
    const digest = createHash('sha256');
    let written = 0;
    for await (const piece of source) {
      const chunk = typeof piece === 'string' ? Buffer.from(piece) : piece;
      written += chunk.length;
      if (written > size) throw new Error(`${name}: more bytes than the ${size} announced`);
      digest.update(chunk);
      await this.write(chunk);
    }
    if (written !== size) throw new Error(`${name}: ${written} bytes instead of the ${size} announced`);
    const padding = (BLOCK - (size % BLOCK)) % BLOCK;
    if (padding > 0) await this.write(Buffer.alloc(padding));
    return digest.digest('hex');
  }

  /** The two zero blocks that end an archive; then ends `out` and waits for it to be flushed. */
  async finish(): Promise<void> {
    await this.write(Buffer.alloc(BLOCK * 2));
    await new Promise<void>((resolve, reject) => {
      this.out.once('error', reject);
      this.out.end(() => resolve());
    });
  }
}

function readSize(block: Buffer): number {
  const first = block[124] ?? 0;
  if (first & 0x80) {
    const value = block.readBigUInt64BE(128);
    if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new Error('tar entry too large');
    return Number(value);
  }
  return parseInt(block.toString('ascii', 124, 136).replace(/\0.*$/, '').trim() || '0', 8);
}

function cString(block: Buffer, start: number, length: number): string {
  const raw = block.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.toString('utf8', 0, end === -1 ? length : end);
}

/** Every regular file in the archive, by reading headers only (contents are skipped). */
export async function listTarEntries(file: string): Promise<TarEntry[]> {
  const handle = await open(file, 'r');
  try {
    const { size: fileSize } = await handle.stat();
    const entries: TarEntry[] = [];
    const block = Buffer.alloc(BLOCK);
    let position = 0;
    while (position + BLOCK <= fileSize) {
      const { bytesRead } = await handle.read(block, 0, BLOCK, position);
      if (bytesRead < BLOCK) break;
      if (block.every((b) => b === 0)) return entries;
      let sum = 0;
      for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : (block[i] ?? 0);
      if (parseInt(cString(block, 148, 8).trim(), 8) !== sum) throw new Error(`not a tar archive, or damaged at byte ${position}`);
      const size = readSize(block);
      const prefix = cString(block, 345, 155);
      const name = (prefix ? `${prefix}/` : '') + cString(block, 0, 100);
      const type = String.fromCharCode(block[156] ?? 0);
      if (type === '0' || type === '\0') entries.push({ name, size, offset: position + BLOCK });
      position += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    }
    throw new Error('the archive is truncated (no end-of-archive marker)');
  } finally {
    await handle.close();
  }
}

/** The content of one entry, streamed from the archive file. */
export function openTarEntry(file: string, entry: TarEntry): Readable {
  if (entry.size === 0) return Readable.from([]);
  return createReadStream(file, { start: entry.offset, end: entry.offset + entry.size - 1 });
}
