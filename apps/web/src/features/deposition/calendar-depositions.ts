import type { CaseEvent, CaseParty } from '@app/contract';

/*
 * Event dates as the case timeline reads them: an all-day event is a calendar date (stored at
 * midday UTC, read as its UTC date), a timed one an instant in the reader's time zone.
 */
const pad = (n: number) => String(n).padStart(2, '0');
const localDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const eventDay = (e: Pick<CaseEvent, 'starts_at' | 'all_day'>) => (e.all_day ? new Date(e.starts_at).toISOString().slice(0, 10) : localDay(new Date(e.starts_at)));
const dayUtc = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const dayTimeLocal = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
const eventWhenText = (e: Pick<CaseEvent, 'starts_at' | 'all_day'>) => (e.all_day ? dayUtc.format(new Date(e.starts_at)) : dayTimeLocal.format(new Date(e.starts_at)));
/** Still to come: an all-day event for the whole of its day, a timed one until it ends. */
const upcoming = (e: Pick<CaseEvent, 'starts_at' | 'ends_at' | 'all_day'>, now: Date) =>
  e.all_day ? new Date(e.ends_at ?? e.starts_at).toISOString().slice(0, 10) >= localDay(now) : Date.parse(e.ends_at ?? e.starts_at) >= now.getTime();

/** A deposition on the case's calendar, as the "New deposition" form can take it over. */
export interface CalendarDeposition {
  eventId: string;
  deponent: string;
  /** YYYY-MM-DD, the form's date field. */
  date: string;
  location: string | null;
  title: string;
  /** "10 Dec 2026", with the time for a timed event. */
  when: string;
}

/**
 * Who an event's title says is deposed: a party of the case named in it, else the name that ends
 * "Deposition of Castellan COO Raymond Voss" (capitalised words, stopping at "COO"), else the whole
 * text after "Deposition of".
 */
export function deponentFromTitle(title: string, parties: readonly Pick<CaseParty, 'name'>[] = []): string {
  const party = parties.find((p) => p.name.length > 2 && title.toLowerCase().includes(p.name.toLowerCase()));
  if (party) return party.name;
  const subject = title
    .replace(/^\s*(?:remote\s+|video\s+)?deposition\s+(?:of\s+)?/i, '')
    .replace(/\(.*$/, '')
    .replace(/\s+[-–—:].*$/, '')
    .trim();
  const words = subject.split(/\s+/).filter(Boolean);
  const name: string[] = [];
  for (let i = words.length - 1; i >= 0; i--) {
    const word = words[i] ?? '';
    // A name's words are capitalised (Voss, O'Neil, Anne-Marie, Dr., J.); an all-capital word is a title (COO, CFO).
    if (!/^(?:[A-Z][a-z][\p{L}'’.-]*|[A-Z]\.)$/u.test(word)) break;
    name.unshift(word);
  }
  return name.length >= 2 ? name.join(' ') : subject || title.trim();
}

/**
 * The case's depositions still to come (scheduled, not past), soonest first: the form offers each
 * with its deponent, date and place, so a deposition already on the calendar is not typed twice.
 */
export function calendarDepositions(events: readonly CaseEvent[], parties: readonly Pick<CaseParty, 'name'>[], now: Date): CalendarDeposition[] {
  return events
    .filter((e) => e.event_type === 'deposition' && e.status === 'scheduled' && upcoming(e, now))
    .sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at) || a.title.localeCompare(b.title))
    .map((e) => ({
      eventId: e.id,
      deponent: deponentFromTitle(e.title, parties),
      date: eventDay(e),
      location: e.location,
      title: e.title,
      when: eventWhenText(e),
    }));
}
