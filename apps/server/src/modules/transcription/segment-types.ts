import type { TranscriptWord } from '@app/contract';
import type { SegmentKind } from '../../db/schema/index.js';

/**
 * The segments a transcript is made of, in a leaf file: the media run, the court-reporter import
 * and the transcript writer (transcript-document.ts) all speak them, and the writer in turn uses
 * the exports' layout, which reads the import's speaker names. Kept apart, nothing loops back.
 */

export type { SegmentKind };

/** A segment to store; `page`/`line` are the reporter's for an import, null for media (laid out when written). */
export type NewSegment = {
  start: number | null;
  end: number | null;
  speaker: string;
  text: string;
  confidence: number | null;
  kind: SegmentKind;
  page: number | null;
  line: number | null;
  words: TranscriptWord[] | null;
};

/** The segments an import makes are the ones the transcript writer stores. */
export type ImportedSegment = NewSegment;
