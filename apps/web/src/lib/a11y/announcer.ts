import { ANNOUNCEMENT_CLEAR_MS } from '@app/contract';

/**
 * Screen-reader announcements. Anything can call `announce()`; the live regions that
 * speak it are rendered once by <LiveAnnouncer/>. Each message is cleared after 5 seconds so a
 * screen reader revisiting the region does not read stale news.
 */
export type Politeness = 'polite' | 'assertive';
export interface Announcement {
  polite: string;
  assertive: string;
}

type Listener = (state: Announcement) => void;

let state: Announcement = { polite: '', assertive: '' };
const listeners = new Set<Listener>();
const timers: Partial<Record<Politeness, ReturnType<typeof setTimeout>>> = {};

function emit(next: Announcement): void {
  state = next;
  for (const listener of listeners) listener(state);
}

export function announce(message: string, politeness: Politeness = 'polite'): void {
  const existing = timers[politeness];
  if (existing) clearTimeout(existing);
  emit({ ...state, [politeness]: message });
  timers[politeness] = setTimeout(() => {
    emit({ ...state, [politeness]: '' });
    delete timers[politeness];
  }, ANNOUNCEMENT_CLEAR_MS);
}

export function subscribeAnnouncements(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentAnnouncement(): Announcement {
  return state;
}
