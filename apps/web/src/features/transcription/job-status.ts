import type { TranscriptionEngineInfo, TranscriptionJob, TranscriptionState } from '@app/contract';
import { formatProgressMinutes } from './time-format';

/** What the screen says about a job: its stage in words, and the chip for its state. */

export const ACTIVE_STATES: readonly TranscriptionState[] = ['queued', 'running'];
export const isActive = (job: Pick<TranscriptionJob, 'state'>) => ACTIVE_STATES.includes(job.state);

type StageFields = Pick<TranscriptionJob, 'state' | 'stage' | 'kind' | 'minutes_done' | 'minutes_total' | 'failure_reason'>;

/** "Decoding", "Transcribing 34 of 118 min", "Indexing", "Done", or why it failed. */
export function stageText(job: StageFields): string {
  if (job.state === 'failed') return job.failure_reason ?? 'The transcription failed.';
  if (job.state === 'cancelled') return 'Cancelled';
  if (job.state === 'completed') return 'Done';
  switch (job.stage) {
    case 'queued':
      return 'Waiting to start';
    case 'decoding':
      return 'Decoding';
    case 'transcribing':
      return job.minutes_total !== null && job.minutes_done !== null && job.minutes_total > 0
        ? `Transcribing ${formatProgressMinutes(job.minutes_done, job.minutes_total)}`
        : 'Transcribing';
    case 'parsing':
      return 'Reading the transcript';
    case 'indexing':
      return 'Indexing';
    case 'done':
      return 'Done';
  }
}

export type ChipTone = 'default' | 'info' | 'success' | 'error' | 'warning';

export const STATE_CHIP: Record<TranscriptionState, { label: string; tone: ChipTone }> = {
  queued: { label: 'Queued', tone: 'default' },
  running: { label: 'Running', tone: 'info' },
  completed: { label: 'Done', tone: 'success' },
  failed: { label: 'Failed', tone: 'error' },
  cancelled: { label: 'Cancelled', tone: 'default' },
};

/** The kinds of file the drop zone takes: media for an engine, text and PDF for an import. */
const MEDIA_EXTENSIONS = ['wav', 'mp3', 'm4a', 'aac', 'flac', 'ogg', 'opus', 'oga', 'mp4', 'mov', 'qt', 'webm', 'mkv', 'm4v', 'avi', 'wma', 'amr', 'spx'];
const IMPORT_EXTENSIONS = ['txt', 'pdf'];
export const ACCEPTED_FILES = [...MEDIA_EXTENSIONS, ...IMPORT_EXTENSIONS].map((ext) => `.${ext}`).concat(['audio/*', 'video/*']).join(',');

export type FileKind = 'media' | 'import' | 'other';

export function fileKind(file: { name: string; type: string }): FileKind {
  const ext = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (file.type.startsWith('audio/') || file.type.startsWith('video/') || MEDIA_EXTENSIONS.includes(ext)) return 'media';
  if (file.type === 'text/plain' || file.type === 'application/pdf' || IMPORT_EXTENSIONS.includes(ext)) return 'import';
  return 'other';
}

export const NOT_TRANSCRIBABLE =
  'Only audio and video recordings (MP3, M4A, WAV, FLAC, OGG, MP4, MOV, WebM…) and court reporter transcripts (.txt or .pdf) can be transcribed here.';

/** The notice's title when recordings cannot be transcribed. */
export function engineUnavailableTitle(engine: TranscriptionEngineInfo | undefined): string {
  return engine && engine.engine !== 'none' ? "Transcription isn't working right now" : "Transcription isn't set up";
}

/** Why a recording is refused without an engine, and that imports still work (the notice above says who to ask). */
export function noEngineMessage(engine: TranscriptionEngineInfo | undefined): string {
  return `${engineUnavailableTitle(engine)}, so audio and video cannot be transcribed. ${IMPORT_STILL_WORKS}`;
}

export const IMPORT_STILL_WORKS = "Importing a court reporter's transcript (.txt or .pdf) still works.";
