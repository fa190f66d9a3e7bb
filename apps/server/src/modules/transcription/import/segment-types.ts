import type { NewSegment } from '../transcript-document.js';

/** The segments an import makes are the ones writeTranscript (transcript-document.ts) stores. */
export type ImportedSegment = NewSegment;
export type SegmentKind = NewSegment['kind'];
