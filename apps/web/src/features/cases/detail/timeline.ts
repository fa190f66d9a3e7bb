import type { CaseEvent } from '@app/contract';

/**
 * The case timeline's rules. All-day events (deadlines, mostly) are calendar dates: they are
 * stored at midday UTC and read as their UTC date, so a filing deadline shows the same day in
 * New York and in London. Timed events are instants, shown in the reader's time zone.
 */
export type EventWhen = 'past' | 'upcoming';

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar date (YYYY-MM-DD) an all-day event falls on. */
export function utcDay(iso: string): string {
  return new Date(iso).toISOString().slice(0, 10);
}

/** The reader's calendar date (YYYY-MM-DD) for an instant. */
export function localDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Past once it has finished; an all-day event stays upcoming for the whole of its day. */
export function eventWhen(event: Pick<CaseEvent, 'starts_at' | 'ends_at' | 'all_day'>, now: Date): EventWhen {
  if (event.all_day) return utcDay(event.ends_at ?? event.starts_at) < localDay(now) ? 'past' : 'upcoming';
  return Date.parse(event.ends_at ?? event.starts_at) < now.getTime() ? 'past' : 'upcoming';
}

/** Oldest first; ties (same start) by title so the order never jumps between refreshes. */
export function sortChronologically(events: readonly CaseEvent[]): CaseEvent[] {
  return [...events].sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at) || a.title.localeCompare(b.title) || a.id.localeCompare(b.id));
}

/**
 * What a lawyer reads first: what is coming (soonest first), then what happened (most recent
 * first, so the last hearing is next to today rather than at the bottom of a long history).
 */
export function splitTimeline(events: readonly CaseEvent[], now: Date): { upcoming: CaseEvent[]; past: CaseEvent[] } {
  const sorted = sortChronologically(events);
  return {
    upcoming: sorted.filter((e) => eventWhen(e, now) === 'upcoming'),
    past: sorted.filter((e) => eventWhen(e, now) === 'past').reverse(),
  };
}

/** The next few things on the calendar (overview): upcoming and not cancelled. */
export function nextEvents(events: readonly CaseEvent[], now: Date, limit = 3): CaseEvent[] {
  return splitTimeline(events, now)
    .upcoming.filter((e) => e.status !== 'cancelled')
    .slice(0, limit);
}

export interface MonthGroup {
  /** YYYY-MM */
  key: string;
  label: string;
  events: CaseEvent[];
}

const monthFormat = new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' });

function monthKey(event: CaseEvent): string {
  return event.all_day ? utcDay(event.starts_at).slice(0, 7) : localDay(new Date(event.starts_at)).slice(0, 7);
}

/** Consecutive events of the same month under one heading, keeping the given order. */
export function groupByMonth(events: readonly CaseEvent[]): MonthGroup[] {
  const groups: MonthGroup[] = [];
  for (const event of events) {
    const key = monthKey(event);
    const last = groups.at(-1);
    if (last && last.key === key) last.events.push(event);
    else groups.push({ key, label: monthFormat.format(new Date(`${key}-01T12:00:00Z`)), events: [event] });
  }
  return groups;
}

const dateUtc = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
const dateLocal = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dateTimeLocal = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const timeLocal = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

/** "12 Mar 2025 · All day", "12 Mar 2025, 14:00 – 16:00", or across days with both dates. */
export function formatEventWhen(event: Pick<CaseEvent, 'starts_at' | 'ends_at' | 'all_day'>): string {
  if (event.all_day) {
    const start = dateUtc.format(new Date(event.starts_at));
    if (!event.ends_at || utcDay(event.ends_at) === utcDay(event.starts_at)) return `${start} · All day`;
    return `${start} – ${dateUtc.format(new Date(event.ends_at))} · All day`;
  }
  const start = new Date(event.starts_at);
  const text = dateTimeLocal.format(start);
  if (!event.ends_at) return text;
  const end = new Date(event.ends_at);
  return localDay(end) === localDay(start) ? `${text} – ${timeLocal.format(end)}` : `${text} – ${dateTimeLocal.format(end)}`;
}

/** A YYYY-MM-DD date (opened, closed) in the reader's format, without a time zone shifting it a day. */
export function formatCalendarDate(ymd: string | null | undefined): string {
  if (!ymd || !/^\d{4}-\d{2}-\d{2}$/.test(ymd)) return '—';
  const [y, m, d] = ymd.split('-').map(Number) as [number, number, number];
  return dateLocal.format(new Date(y, m - 1, d));
}
