import { ProcessingError } from './failures.js';

/** An archive refused because reading it would inflate (or could be made to inflate) too much. */
export class ZipBombError extends ProcessingError {}

const MB = 1024 * 1024;
export const megabytes = (bytes: number): string => `${Math.round(bytes / MB)} MB`;

/** What each refusal tells the person who uploaded the file: the reason, then what to do. */
export const refuse = {
  damaged: () => new ProcessingError('The file is damaged: its zip structure cannot be read. Re-save it and upload it again.'),
  passwordProtected: () => new ProcessingError('This file is password-protected. Remove the password (or upload an unprotected copy) and reprocess it.'),
  /** Sizes, counts and ratios: the wording the pipeline has always used for decompression bombs. */
  bomb: (why: string) => new ZipBombError(`The file was not opened because ${why} (a possible decompression bomb). Check the file and upload a normal copy.`),
  /** Structures one reader resolves differently from another: only a crafted file holds them. */
  crafted: (why: string) => new ProcessingError(`The file was not opened because ${why}, which only a deliberately crafted file holds. Re-save it in its application and upload it again.`),
};
