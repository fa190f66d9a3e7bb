import { useCallback, useRef } from 'react';

/** After the reader scrolls the transcript by hand, playback stops pulling it back for this long. */
export const USER_SCROLL_GRACE_MS = 5000;

/** Keys that scroll the transcript's box when it (or a line in it) has the focus. */
export const SCROLL_KEYS: readonly string[] = ['PageUp', 'PageDown', 'Home', 'End', ' '];

/**
 * Scrolling inside the transcript's own box (never the page): bring a row into view, and tell
 * whether the reader scrolled away recently (wheel, touch, scroll keys, the scrollbar), in which
 * case following playback waits rather than yanking the text from under them.
 */
export function useFollowScroll() {
  const boxRef = useRef<HTMLUListElement | null>(null);
  const lastUserScroll = useRef(0);

  const rowAt = useCallback((index: number) => boxRef.current?.querySelector<HTMLElement>(`[data-index="${index}"]`) ?? null, []);

  /** Scrolls the box so the row sits a third of the way down, unless it is already well in view. */
  const reveal = useCallback(
    (index: number, { force = false }: { force?: boolean } = {}) => {
      const container = boxRef.current;
      const row = rowAt(index);
      if (!container || !row) return;
      const c = container.getBoundingClientRect();
      const r = row.getBoundingClientRect();
      const margin = Math.min(48, c.height / 6);
      const inView = r.top >= c.top + margin && r.bottom <= c.bottom - margin;
      if (inView && !force) return;
      container.scrollTop += r.top - c.top - c.height / 3;
    },
    [rowAt],
  );

  const userScrolledRecently = useCallback(() => Date.now() - lastUserScroll.current < USER_SCROLL_GRACE_MS, []);
  const noteUserScroll = useCallback(() => {
    lastUserScroll.current = Date.now();
  }, []);
  const forgetUserScroll = useCallback(() => {
    lastUserScroll.current = 0;
  }, []);

  return { boxRef, rowAt, reveal, userScrolledRecently, noteUserScroll, forgetUserScroll };
}
