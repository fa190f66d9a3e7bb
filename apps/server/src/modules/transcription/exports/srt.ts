import type { LayoutSegment } from './layout.js';
import { srtTime } from './timecode.js';
import { oneLine } from './txt.js';

export interface TimedSegment extends LayoutSegment {
  end: number | null;
}

/** Cue times: a segment without an end lasts until the next one begins (or two seconds). */
export function cueTimes(segments: readonly TimedSegment[]): { start: number; end: number }[] {
  return segments.map((segment, i) => {
    const start = segment.start ?? 0;
    const fallback = segments[i + 1]?.start ?? start + 2;
    return { start, end: Math.max(start, segment.end ?? fallback) };
  });
}

/** SubRip: 1-based cues, `hh:mm:ss,mmm --> hh:mm:ss,mmm`, the speaker before the words. */
export function transcriptSrt(segments: readonly TimedSegment[]): string {
  const times = cueTimes(segments);
  return segments
    .map((segment, i) => {
      const { start, end } = times[i]!;
      const text = oneLine(segment.text);
      return `${i + 1}\n${srtTime(start)} --> ${srtTime(end)}\n${segment.speaker ? `${segment.speaker}: ` : ''}${text}\n`;
    })
    .join('\n');
}
