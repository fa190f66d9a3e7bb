import { useCallback, useRef, useState } from 'react';
import type { TranscriptSegment } from '@app/contract';
import { segmentIndexAt } from './segment-lookup';

/**
 * The recording beside the transcript: the line being played, following it, and seeking (held
 * until the media element can seek). `shouldReveal` says whether the playing line may be brought
 * into view now (not while the reader scrolled away a moment ago or edits a line).
 */
export function useTranscriptPlayback(segments: readonly TranscriptSegment[], initialPlaying: number, reveal: (index: number) => void, shouldReveal: () => boolean) {
  const media = useRef<HTMLMediaElement | null>(null);
  const pendingSeek = useRef<number | null>(null);
  const [playing, setPlaying] = useState(initialPlaying);
  const [follow, setFollow] = useState(true);

  const seek = useCallback((seconds: number, play: boolean) => {
    const el = media.current;
    if (!el || el.readyState < 1) {
      pendingSeek.current = seconds;
      return;
    }
    el.currentTime = seconds;
    if (play) void el.play().catch(() => undefined);
  }, []);

  // The current line follows playback unless the reader scrolled away a moment ago.
  const onTime = useCallback(
    (seconds: number) => {
      const index = segmentIndexAt(segments, seconds);
      setPlaying((previous) => {
        if (index !== previous && index >= 0 && follow && shouldReveal()) reveal(index);
        return index;
      });
    },
    [segments, follow, shouldReveal, reveal],
  );

  const onReady = useCallback((el: HTMLMediaElement) => {
    const at = pendingSeek.current;
    pendingSeek.current = null;
    if (at !== null) el.currentTime = at;
  }, []);
  const onElement = useCallback((el: HTMLMediaElement | null) => {
    media.current = el;
  }, []);

  return { playing, follow, setFollow, seek, onTime, onReady, onElement };
}
