import { DEFAULT_FIRM_TIME_ZONE, dayDistance, daysToDeadline, deadlineDistance, type DeadlineWhen } from '@app/contract';
import { useAuth } from './auth/auth-context';

/** The zone the firm counts its calendar days in (its setting on /organization), as the server does. */
export function useFirmTimeZone(): string {
  return useAuth().organization?.time_zone ?? DEFAULT_FIRM_TIME_ZONE;
}

/** "today", "tomorrow", "in 3 days", "2 days overdue": the contract's one count, in the firm's zone. */
export function deadlineLabel(when: DeadlineWhen, timeZone: string, now: Date = new Date()): string {
  return deadlineDistance(daysToDeadline(when, now, timeZone));
}

/** The same count for a dated event nobody owes (a hearing held): "yesterday", "3 days ago". */
export function dayLabel(when: DeadlineWhen, timeZone: string, now: Date = new Date()): string {
  return dayDistance(daysToDeadline(when, now, timeZone));
}

/** A case event's distance in days: a scheduled deadline is owed ("2 days overdue"), any other event just dated. */
export function eventDayLabel(
  event: { starts_at: string; all_day: boolean; event_type: string; status: string },
  timeZone: string,
  now: Date = new Date(),
): string {
  return event.event_type === 'deadline' && event.status === 'scheduled' ? deadlineLabel(event, timeZone, now) : dayLabel(event, timeZone, now);
}
