import JSZip from 'jszip';

/** Why a volume cannot be loaded at all (no DAT, not a ZIP): shown to the user as is. */
export class VolumeRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VolumeRefused';
  }
}

/** A cap on the files a volume may list, so a crafted ZIP cannot exhaust the server. */
export const MAX_VOLUME_ENTRIES = 200_000;

/**
 * The files of an uploaded volume, found by the paths its load files give. Senders write those
 * paths relative to the folder the volume was unzipped into, with backslashes, sometimes with a
 * leading `.\` or `\` or a drive letter, sometimes relative to the volume's own folder; all of
 * these are found, case-insensitively, by the longest ending of the path that names one file.
 */
export class VolumeFiles {
  private readonly byPath = new Map<string, string>();

  private constructor(private readonly zip: JSZip) {
    for (const name of Object.keys(zip.files)) if (!zip.files[name]!.dir) this.byPath.set(name.toLowerCase(), name);
  }

  static async open(bytes: Buffer): Promise<VolumeFiles> {
    let zip: JSZip;
    try {
      zip = await JSZip.loadAsync(bytes);
    } catch {
      throw new VolumeRefused('The volume is not a readable ZIP file. Upload the production as a ZIP of its folder.');
    }
    if (Object.keys(zip.files).length > MAX_VOLUME_ENTRIES) throw new VolumeRefused(`The volume holds more than ${MAX_VOLUME_ENTRIES.toLocaleString('en-US')} files; split it into smaller volumes.`);
    return new VolumeFiles(zip);
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
    const matches = [...this.byPath.entries()].filter(([lower]) => lower.endsWith(`/${clean}`));
    if (matches.length === 1) return matches[0]![1];
    const parts = clean.split('/');
    for (let drop = 1; drop < parts.length; drop += 1) {
      const tail = parts.slice(drop).join('/');
      const found = this.byPath.get(tail) ?? [...this.byPath.entries()].filter(([lower]) => lower.endsWith(`/${tail}`)).map(([, n]) => n);
      if (typeof found === 'string') return found;
      if (found.length === 1) return found[0]!;
    }
    return null;
  }

  async read(name: string): Promise<Buffer> {
    const file = this.zip.file(name);
    if (!file) throw new Error(`no ${name} in the volume`);
    return file.async('nodebuffer');
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
