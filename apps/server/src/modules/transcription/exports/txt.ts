import type { TranscriptionKind } from '@app/contract';
import { segmentLabel, timePrefix, type LayoutSegment } from './layout.js';

/**
 * Plain text, one segment a line: `[hh:mm:ss] Speaker: text` for media, `page:line  Q.  text` for
 * an import (the reporter's citation form). It is also the transcript document's stored bytes.
 */
export function transcriptTxt(kind: TranscriptionKind, segments: readonly LayoutSegment[]): string {
  const lines = segments.map((segment) => {
    const text = oneLine(segment.text);
    if (kind === 'import') {
      const cite = segment.page !== null && segment.line !== null ? `${segment.page}:${segment.line}  ` : '';
      return `${cite}${segmentLabel(segment)}${text}`;
    }
    return `${timePrefix(segment.start)}${segment.speaker ? `${segment.speaker}: ` : ''}${text}`;
  });
  return lines.length > 0 ? `${lines.join('\n')}\n` : '';
}

/** Segment text on one line (an edit may have pasted line breaks). */
export const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();
