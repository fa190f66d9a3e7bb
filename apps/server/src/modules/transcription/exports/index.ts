import type { Transcript, TranscriptFormat } from '@app/contract';
import { fieldError } from '../../../platform/http/errors.js';
import { transcriptDocx, type TranscriptCaption } from './docx.js';
import { transcriptJson } from './json.js';
import { layoutTranscript } from './layout.js';
import { transcriptSrt } from './srt.js';
import { transcriptTxt } from './txt.js';
import { transcriptVtt } from './vtt.js';

export type { TranscriptCaption } from './docx.js';

export interface TranscriptExport {
  body: Buffer;
  contentType: string;
  filename: string;
}

const CONTENT_TYPES: Record<TranscriptFormat, string> = {
  txt: 'text/plain; charset=utf-8',
  srt: 'application/x-subrip; charset=utf-8',
  vtt: 'text/vtt; charset=utf-8',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  json: 'application/json; charset=utf-8',
};

/**
 * "deposition.mp3" → "deposition.mp3 — transcript.srt". The recording's whole name, extension
 * included: "short.mp3" and "short.mp4" of one case are two recordings and get two transcripts
 * that can be told apart (and each names the file it came from).
 */
export function transcriptFilename(sourceFilename: string, format: TranscriptFormat): string {
  return `${sourceFilename} — transcript.${format}`;
}

export const NO_TIMES_MESSAGE = 'This transcript has no audio times; export it as TXT, DOCX or JSON.';

/** The transcript in one of the five export formats. Subtitles need times: an import has none. */
export async function renderTranscriptExport(format: TranscriptFormat, transcript: Transcript, caption: TranscriptCaption, sourceFilename: string): Promise<TranscriptExport> {
  const { kind } = transcript.job;
  const segments = transcript.segments;
  const untimed = segments.length > 0 ? segments.every((s) => s.start === null) : kind === 'import';
  if ((format === 'srt' || format === 'vtt') && untimed) throw fieldError('format', NO_TIMES_MESSAGE);
  let text: string | null = null;
  if (format === 'txt') text = transcriptTxt(kind, segments);
  else if (format === 'srt') text = transcriptSrt(segments);
  else if (format === 'vtt') text = transcriptVtt(segments);
  else if (format === 'json') text = transcriptJson(transcript);
  const body = text !== null ? Buffer.from(text, 'utf8') : await transcriptDocx(layoutTranscript(kind, segments), caption);
  return { body, contentType: CONTENT_TYPES[format], filename: transcriptFilename(sourceFilename, format) };
}
