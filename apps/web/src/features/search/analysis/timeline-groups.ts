import type { TimelineEntry } from '@app/contract';

export interface TimelineGroup {
  /** yyyy-mm */
  key: string;
  label: string;
  entries: TimelineEntry[];
}

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** "March 2023" for 2023-03; the key itself when it is not a date. */
export function monthLabel(key: string): string {
  const date = new Date(`${key}-01T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? key : MONTH.format(date);
}

/** "Mar 14, 2023": dates are calendar dates, so formatted in UTC (no day shift in any time zone). */
export function dayLabel(iso: string): string {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? iso : DAY.format(date);
}

/** Oldest first, by month; within a day, case events after what the documents say. */
export function groupByMonth(entries: readonly TimelineEntry[], kinds: readonly TimelineEntry['kind'][] = ['document', 'event']): TimelineGroup[] {
  const sorted = entries
    .filter((e) => kinds.includes(e.kind))
    .slice()
    .sort((a, b) => a.date.localeCompare(b.date) || (a.kind === b.kind ? 0 : a.kind === 'document' ? -1 : 1) || a.title.localeCompare(b.title));
  const groups: TimelineGroup[] = [];
  for (const entry of sorted) {
    const key = entry.date.slice(0, 7);
    const last = groups[groups.length - 1];
    if (last && last.key === key) last.entries.push(entry);
    else groups.push({ key, label: monthLabel(key), entries: [entry] });
  }
  return groups;
}
