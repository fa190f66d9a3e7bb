import { TRANSCRIBABLE_TYPES, type TranscriptionKind } from '@app/contract';
import { AppError, fieldError } from '../http/errors.js';

/*
 * What a file can become on /transcription, by its type: audio or video goes to the engine, a
 * court reporter's text or PDF is imported. One rule for the two places that ask: the upload's
 * finalize (a file dropped to be transcribed is refused before it becomes a document) and the
 * job's creation (a document of the case chosen to be transcribed).
 */

const MEDIA_TYPES: ReadonlySet<string> = new Set(TRANSCRIBABLE_TYPES);
/** What an import reads: plain text as it is, a PDF through its extracted pages. */
const IMPORT_TYPES: ReadonlySet<string> = new Set(['txt', 'text', 'pdf']);

export const WHAT_WORKS =
  "Choose an audio or video recording (MP3, WAV, M4A, MP4, MOV, WebM …) to transcribe, or a court reporter's transcript (text or PDF) to import.";

export interface TranscribableFile {
  filename: string;
  /** What the bytes are (the detected type), else what the name says (the extension); lower case. */
  type: string;
}

/** The kind of job the file makes; a 400 (on `field`) with the reason when it makes none, or not the one asked for. */
export function transcriptionKindOf(file: TranscribableFile, requested: TranscriptionKind | undefined, field = 'document_id'): TranscriptionKind {
  const { filename, type } = file;
  if (type === 'transcript') throw fieldError(field, `"${filename}" is already a transcript. ${WHAT_WORKS}`);
  const isMedia = MEDIA_TYPES.has(type);
  const isImport = IMPORT_TYPES.has(type);
  if (requested === 'media' && !isMedia) throw fieldError(field, `"${filename}" is not an audio or video recording. ${WHAT_WORKS}`);
  if (requested === 'import' && !isImport) throw fieldError(field, `"${filename}" is not a text or PDF transcript. ${WHAT_WORKS}`);
  if (isMedia) return 'media';
  if (isImport) return 'import';
  throw fieldError(field, `"${filename}" cannot be transcribed or imported. ${WHAT_WORKS}`);
}

/** 413 when a recording is larger than a transcription accepts. */
export function assertRecordingSize(filename: string, sizeBytes: number, maxBytes: number, field = 'document_id'): void {
  if (sizeBytes <= maxBytes) return;
  const limit = Math.floor(maxBytes / (1024 * 1024));
  throw new AppError(413, 'media_too_large', `"${filename}" is larger than the ${limit} MB a transcription accepts.`, [
    { field, message: `The recording is larger than ${limit} MB` },
  ]);
}
