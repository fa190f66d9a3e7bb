import type { TranscriptWord } from '@app/contract';

/**
 * The segment shape writeTranscript (transcript-document.ts, H2b) takes, restated here so the import
 * parser stands on its own; the two are structurally the same type (the plan's NewSegment).
 */
export type SegmentKind = 'speech' | 'question' | 'answer' | 'colloquy';

export interface ImportedSegment {
  start: number | null;
  end: number | null;
  speaker: string;
  text: string;
  confidence: number | null;
  kind: SegmentKind;
  page: number | null;
  line: number | null;
  words: TranscriptWord[] | null;
}
