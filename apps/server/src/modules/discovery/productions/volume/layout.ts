/**
 * Where each file goes in the volume, and how load files name it.
 *
 * The ZIP holds one top folder, the volume (`VOL001/`), with IMAGES, NATIVES, TEXT and DATA
 * inside; each of IMAGES, NATIVES and TEXT is split into numbered subfolders of at most 1,000
 * files (`IMAGES/0001/`), because review platforms and Windows Explorer slow down on folders
 * of tens of thousands of files. Load files give paths relative to the volume's parent — the
 * folder the recipient unzips into — with Windows backslashes (`VOL001\IMAGES\0001\NWC000001.pdf`),
 * the Concordance/Opticon convention every platform's loader accepts (the user points it at that
 * folder as the "base path").
 */
export const FILES_PER_FOLDER = 1_000;

export type VolumeFolder = 'IMAGES' | 'NATIVES' | 'TEXT';

/** Hands out subfolders of at most FILES_PER_FOLDER files, in order, for one kind of file. */
export class FolderCounter {
  private count = 0;
  constructor(
    private readonly volume: string,
    private readonly folder: VolumeFolder,
  ) {}

  /** The ZIP path (forward slashes) of the next file called `name`. */
  next(name: string): string {
    const sub = String(Math.floor(this.count / FILES_PER_FOLDER) + 1).padStart(4, '0');
    this.count += 1;
    return `${this.volume}/${this.folder}/${sub}/${name}`;
  }

  get files(): number {
    return this.count;
  }
}

/** A ZIP path as load files write it: backslashes, relative to the volume's parent. */
export const loadFilePath = (zipPath: string): string => zipPath.replaceAll('/', '\\');

export const datPath = (volume: string): string => `${volume}/DATA/${volume}.dat`;
export const optPath = (volume: string): string => `${volume}/DATA/${volume}.opt`;

/**
 * A native's extension as it goes in its file name: the document's own, if it is a plain
 * extension (letters and digits, ≤ 10), so the recipient's platform opens it with the right
 * program; nothing otherwise.
 */
export function nativeExtension(extension: string | null): string {
  const ext = (extension ?? '').toLowerCase().replace(/^\./, '');
  return /^[a-z0-9]{1,10}$/.test(ext) ? ext : '';
}
