import { OFFICE_ZIP_LIMITS, readZipDirectory, type ZipEntry, type ZipLimits } from './zip-directory.js';
import { inflateCapped } from './zip-inflate.js';
import { megabytes, refuse } from './zip-refusals.js';
import { sealedCopy } from './zip-sealed-copy.js';

export { OFFICE_ZIP_LIMITS, type ZipLimits } from './zip-directory.js';
export { ZipBombError } from './zip-refusals.js';

/**
 * A zip-based file that passed the guard. Every reader of DOCX, XLSX, PPTX and OpenDocument goes
 * through it: it can read only the entries the guard walked, each through the same capped inflation,
 * so what the check saw and what the reader reads cannot differ.
 */
export interface ZipArchive {
  /** Entry names in directory order (names are unique: duplicates are refused). */
  readonly names: readonly string[];
  has(name: string): boolean;
  /** One entry's bytes; throws for a name the archive does not hold. */
  read(name: string): Promise<Buffer>;
  /** One entry as UTF-8 text, or null when the archive does not hold it. */
  text(name: string): Promise<string | null>;
  /** Encrypted entries, kept only when opened with `keepEncrypted` (a plain ZIP's members): they cannot be read. */
  readonly encrypted: ReadonlySet<string>;
  /** An encrypted entry as a ZIP of its own, its bytes as they are (still encrypted, never inflated). */
  sealedCopy(name: string): Buffer;
}

export interface OpenZipOptions {
  /**
   * List password-protected entries instead of refusing the archive (a plain ZIP's members, each its
   * own document). They are never inflated: their declared sizes still count against the limits.
   */
  keepEncrypted?: boolean;
}

const NESTED_SIGNATURES = [0x04034b50, 0x06054b50]; // a local header, or the end record of an empty zip

/** One entry through the capped, CRC-checked inflation (zip-inflate.ts), shared with volumes read from storage. */
function inflateEntry(buf: Buffer, entry: ZipEntry, sink: (chunk: Buffer) => void): Promise<void> {
  return inflateCapped(entry, buf.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize), sink);
}

/** Bytes the whole check may still inflate (nested archives share it). */
interface Budget {
  left: number;
}

/**
 * Walks every entry: the directory checks, then each entry inflated through the capped stream and
 * discarded (kept only when it is itself an archive, to be walked one level deeper).
 */
async function walk(buf: Buffer, limits: ZipLimits, depth: number, budget: Budget, keepEncrypted: boolean): Promise<ZipEntry[]> {
  // A nested archive keeps them too: it becomes a member of its own, unpacked in turn.
  const entries = await readZipDirectory(buf, limits, budget.left, keepEncrypted);
  for (const entry of entries) {
    if (entry.encrypted) continue; // no key: nothing to inflate, and nothing will ever read it
    // The first bytes decide whether the entry is an archive itself; only then is it kept.
    const state: { head: Buffer[] | null; nested: Buffer[] | null } = { head: [], nested: null };
    await inflateEntry(buf, entry, (chunk) => {
      budget.left -= chunk.length;
      if (budget.left < 0) throw refuse.bomb(`it would inflate past ${megabytes(limits.maxTotalUncompressed)}`);
      if (state.nested) state.nested.push(chunk);
      else if (state.head) {
        state.head.push(chunk);
        const first = Buffer.concat(state.head);
        if (first.length < 4) return;
        state.head = null;
        if (!NESTED_SIGNATURES.includes(first.readUInt32LE(0))) return;
        if (depth + 1 > limits.maxDepth) throw refuse.bomb(`it holds archives nested more than ${limits.maxDepth} deep`);
        if (entry.uncompressedSize > limits.maxNestedBytes) throw refuse.bomb(`it holds an archive of more than ${megabytes(limits.maxNestedBytes)} inside it`);
        state.nested = [first];
      }
    });
    if (state.nested) await walk(Buffer.concat(state.nested), limits, depth + 1, budget, keepEncrypted);
    // Inflation runs on libuv's pool; let queued requests through between entries.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return entries;
}

/**
 * Checks a zip-based file completely and returns the only way to read it. Refused (a
 * ProcessingError naming the reason) for: a damaged structure; an end record whose count or
 * directory size disagrees with the directory; two entries of one name; a local header that
 * disagrees with the directory; entries sharing bytes; too many entries; declared sizes past the
 * total or an entry's ratio; an entry inflating past its declared size (stopped there); archives
 * nested too deep or too large to check. Memory: one inflated chunk at a time, plus a nested
 * archive being checked (at most maxNestedBytes a level).
 */
export async function openZip(buf: Buffer, limits: ZipLimits = OFFICE_ZIP_LIMITS, options: OpenZipOptions = {}): Promise<ZipArchive> {
  const entries = await walk(buf, limits, 0, { left: limits.maxTotalUncompressed }, options.keepEncrypted ?? false);
  const byName = new Map(entries.map((e) => [e.name, e]));
  const encrypted = new Set(entries.filter((e) => e.encrypted).map((e) => e.name));
  // Reading back is capped too: a reader that reads parts again and again still inflates at most this.
  let readLeft = limits.maxTotalUncompressed;
  const read = async (name: string): Promise<Buffer> => {
    const entry = byName.get(name);
    if (!entry) throw new Error(`The archive holds no part named ${name}.`);
    if (entry.encrypted) throw refuse.passwordProtected();
    readLeft -= entry.uncompressedSize;
    if (readLeft < 0) throw refuse.bomb(`reading it would inflate past ${megabytes(limits.maxTotalUncompressed)}`);
    const chunks: Buffer[] = [];
    await inflateEntry(buf, entry, (chunk) => chunks.push(chunk));
    return Buffer.concat(chunks);
  };
  return {
    names: entries.map((e) => e.name),
    has: (name) => byName.has(name),
    read,
    text: async (name) => (byName.has(name) ? (await read(name)).toString('utf8') : null),
    encrypted,
    sealedCopy: (name) => {
      const entry = byName.get(name);
      if (!entry?.encrypted) throw new Error(`The archive holds no encrypted part named ${name}.`);
      return sealedCopy(buf, entry);
    },
  };
}
