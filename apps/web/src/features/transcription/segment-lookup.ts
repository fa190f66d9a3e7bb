import type { TranscriptSegment } from '@app/contract';

type Timed = Pick<TranscriptSegment, 'start' | 'end'>;

/**
 * The segment being spoken at `time` (seconds): the last segment that started at or before it, as
 * long as it has not ended more than `gap` seconds ago (between two speakers the previous line
 * stays lit instead of flickering off). -1 before the first segment, in a long silence, or when the
 * transcript has no times (an import). Segments are in time order; binary search, so a two-hour
 * deposition's 3,000 lines cost a dozen comparisons per timeupdate.
 */
export function segmentIndexAt(segments: readonly Timed[], time: number, gap = 2): number {
  let lo = 0;
  let hi = segments.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const start = segments[mid]?.start;
    if (start === null || start === undefined) {
      // Untimed lines (an import) cannot be placed in time; none of them plays.
      return -1;
    }
    if (start <= time) {
      found = mid;
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  if (found < 0) return -1;
  const end = segments[found]?.end;
  if (end !== null && end !== undefined && time > end + gap) return -1;
  return found;
}

/** True when the transcript carries times (media); false for a court reporter's import. */
export function hasTimes(segments: readonly Timed[]): boolean {
  return segments.some((s) => s.start !== null);
}
