import { useDeferredValue, useMemo, useState } from 'react';
import type { TranscriptSegment } from '@app/contract';
import { findMatches, stepMatch, type TextMatch } from './find-in-transcript';

/**
 * Find in the transcript: the words typed, their matches and which one is current. `onStep`
 * brings the current match's line into view. A search hit arrives with its words and match.
 */
export function useTranscriptFind(segments: readonly TranscriptSegment[], initial: { words: string; index: number } | null, onStep: (segmentIndex: number) => void) {
  const [find, setFind] = useState(initial?.words ?? '');
  const [matchIndex, setMatchIndex] = useState(() => (initial ? findMatches(segments, initial.words).findIndex((m) => m.segment === initial.index) : -1));
  const deferredFind = useDeferredValue(find);
  const matches = useMemo(() => findMatches(segments, deferredFind), [segments, deferredFind]);
  // Each row gets the same array while the search is unchanged, so unchanged rows do not redraw.
  const noMatches = useMemo<TextMatch[]>(() => [], []);
  const rowsWithMatches = useMemo(() => new Set(matches.map((m) => m.segment)), [matches]);
  const currentMatch = matchIndex >= 0 ? matches[matchIndex] : undefined;

  const stepFind = (backwards: boolean) => {
    // Enter right after typing: the deferred matches may still be those of the shorter text.
    const now = deferredFind === find ? matches : findMatches(segments, find);
    const next = stepMatch(matchIndex, now.length, backwards);
    setMatchIndex(next);
    const match = now[next];
    if (match) onStep(match.segment);
  };
  const changeFind = (value: string) => {
    setFind(value);
    setMatchIndex(-1);
  };

  return { find, matches, matchIndex, currentMatch, noMatches, rowsWithMatches, stepFind, changeFind };
}
