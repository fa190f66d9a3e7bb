import type { IncomingDelimiters } from '@app/contract';
import type { AppDeps } from '../../../deps.js';
import { decodeLoadFile, detectDelimiters, parseDat, parseOpt, type OptPage, type ParsedDat } from './load-file-parse.js';
import { blobZipSource } from './blob-zip-source.js';
import { VolumeFiles, VolumeRefused } from './volume-reader.js';

export const VOLUME_GONE = 'The uploaded volume is no longer stored (a volume waits a day at most for its field map); upload it again.';

/** Rows shown under the field map, so the user sees what each field holds before confirming. */
export const PREVIEW_ROWS = 5;

export interface ReadVolume {
  files: VolumeFiles;
  datPath: string;
  optPath: string | null;
  datText: string;
  opt: OptPage[];
}

/** The stored ZIP, opened, with its load files read (the DAT decoded, the OPT parsed). */
export async function readVolume(deps: AppDeps, sha256: string, paths?: { dat: string; opt: string | null }): Promise<ReadVolume> {
  // The storage clean-up removes files no document uses after UPLOAD_EXPIRY_HOURS; a volume whose
  // field map waited longer than that is gone and must be uploaded again.
  const size = await deps.blobs.size(sha256);
  if (size === null) throw new VolumeRefused(VOLUME_GONE);
  // A volume is verified whole once, when it is uploaded (paths not yet known); it is stored by
  // its hash, so later reads check only the directory, and each entry as it is read.
  const files = await VolumeFiles.open(blobZipSource(deps.blobs, sha256, size), { verifyEntries: !paths });
  const { dat, opt } = paths ?? files.loadFiles();
  const datText = decodeLoadFile(await files.read(dat));
  const optRows = opt ? parseOpt(decodeLoadFile(await files.read(opt))) : [];
  return { files, datPath: dat, optPath: opt, datText, opt: optRows };
}

/** The DAT read with these delimiters; a header of one field means they are wrong, which the user is told. */
export function parseWith(datText: string, delimiters: IncomingDelimiters): ParsedDat {
  const parsed = parseDat(datText, delimiters);
  if (parsed.header.length === 0 || parsed.header.every((h) => h === '')) throw new VolumeRefused('The DAT load file is empty: it has no header row naming its fields.');
  return parsed;
}

export const detectedDelimiters = detectDelimiters;

export const previewOf = (parsed: ParsedDat): Record<string, string>[] => parsed.rows.slice(0, PREVIEW_ROWS).map((r) => r.values);
