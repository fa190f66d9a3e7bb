import { openZipVolume, zipRefusal, type ZipSource, type ZipVolume } from '../../documents/pipeline/zip-volume.js';

/** Why a volume cannot be loaded at all (no DAT, not a ZIP): shown to the user as is. */
export class VolumeRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VolumeRefused';
  }
}

/** The guard's refusal (its reason, then what to do) is what the user reads about the volume. */
const refusal = (err: unknown): unknown => {
  const refused = zipRefusal(err);
  if (!refused) return err;
  return new VolumeRefused(refused.damaged ? NOT_A_ZIP : `The volume was refused. ${refused.message}`);
};

const NOT_A_ZIP = 'The volume is not a readable ZIP file. Upload the production as a ZIP of its folder.';

/**
 * The files of an uploaded volume, found by the paths its load files give. Senders write those
 * paths relative to the folder the volume was unzipped into, with backslashes, sometimes with a
 * leading `.\` or `\` or a drive letter, sometimes relative to the volume's own folder; all of
 * these are found, case-insensitively, by the longest ending of the path that names one file.
 *
 * The volume is read from storage through the volume guard (documents/pipeline/zip-volume.ts),
 * never whole in memory: it comes from the other side, so it is hostile input like any archive.
 */
export class VolumeFiles {
  private readonly byPath = new Map<string, string>();
  /** Lower-cased paths by their last segment: an ending is looked up among a few, not every file. */
  private readonly byBase = new Map<string, string[]>();

  private constructor(private readonly zip: ZipVolume) {
    for (const name of zip.names) {
      const lower = name.toLowerCase();
      this.byPath.set(lower, name);
      const base = lower.slice(lower.lastIndexOf('/') + 1);
      const list = this.byBase.get(base);
      if (list) list.push(lower);
      else this.byBase.set(base, [lower]);
    }
  }

  /**
   * `verifyEntries` inflates every entry once (at upload, so a hostile volume is refused before
   * anything is kept); later reads check each entry as they read it.
   */
  static async open(source: ZipSource, options: { verifyEntries: boolean }): Promise<VolumeFiles> {
    try {
      return new VolumeFiles(await openZipVolume(source, options));
    } catch (err) {
      throw refusal(err);
    }
  }

  get names(): string[] {
    return [...this.byPath.values()];
  }

  /** The ZIP entry a load file's path names, or null when the volume does not hold it. */
  resolve(loadFilePath: string): string | null {
    const clean = loadFilePath
      .trim()
      .replaceAll('\\', '/')
      .replace(/^[a-zA-Z]:/, '')
      .replace(/^(\.?\/)+/, '')
      .toLowerCase();
    if (!clean) return null;
    const exact = this.byPath.get(clean);
    if (exact) return exact;
    // Relative to another root than the ZIP's: match on the path's ending.
    const endingIn = (tail: string) => (this.byBase.get(tail.slice(tail.lastIndexOf('/') + 1)) ?? []).filter((lower) => lower.endsWith(`/${tail}`));
    const matches = endingIn(clean);
    if (matches.length === 1) return this.byPath.get(matches[0]!)!;
    const parts = clean.split('/');
    for (let drop = 1; drop < parts.length; drop += 1) {
      const tail = parts.slice(drop).join('/');
      const exactTail = this.byPath.get(tail);
      if (exactTail) return exactTail;
      const found = endingIn(tail);
      if (found.length === 1) return this.byPath.get(found[0]!)!;
    }
    return null;
  }

  async read(name: string): Promise<Buffer> {
    try {
      return await this.zip.read(name);
    } catch (err) {
      throw refusal(err);
    }
  }

  /** The inflated size the volume declares for a file (reading it refuses anything else). */
  sizeOf(name: string): number {
    return this.zip.sizeOf(name);
  }

  /** A file as a stream (a native of any size goes to storage without sitting in memory). */
  async *stream(name: string): AsyncIterable<Buffer> {
    try {
      yield* this.zip.stream(name);
    } catch (err) {
      throw refusal(err);
    }
  }

  /** The load files: one DAT (required) and one OPT (optional), preferring those in a DATA folder. */
  loadFiles(): { dat: string; opt: string | null } {
    const pick = (ext: string) => {
      const all = this.names.filter((n) => n.toLowerCase().endsWith(ext) && !n.split('/').some((p) => p.startsWith('__MACOSX') || p.startsWith('.')));
      return all.find((n) => /(^|\/)data\//i.test(n)) ?? all[0] ?? null;
    };
    const dat = pick('.dat');
    if (!dat) throw new VolumeRefused('The volume has no DAT load file (a .dat file naming each document and its Bates numbers), so it cannot be loaded.');
    return { dat, opt: pick('.opt') };
  }
}
