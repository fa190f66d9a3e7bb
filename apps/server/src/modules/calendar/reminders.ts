import { sql } from 'drizzle-orm';
import { DEADLINE_REMINDER_DAYS, dateInTimeZone, deadlineDistance, eventReadingPath, type Role } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import { rows } from '../../db/client.js';
import { caseEvents, caseMembers, cases, deadlineRemindersSent, organizations, users } from '../../db/schema/index.js';
import { enqueueMail, linkEmail } from '../../platform/mail/enqueue.js';
import { eventDaySql } from '../cases/event-day.js';
import { effective, notificationsSection } from '../settings/preferences.js';
import type { DeadlineExplanations } from './explanations.js';

/*
 * Deadline reminders: 7, 3 and 1 days before each scheduled deadline (days of the firm's calendar),
 * an e-mail to each active member of the case who has deadline reminders on. Of the reminders a
 * deadline is due, only the nearest is sent — a job that could not run for a few days sends "in 3
 * days", not a stale "in 7 days" as well. The reminder's row in deadline_reminders_sent is written
 * before its mail is queued, in one statement that skips rows already there, so a reminder goes out
 * once however often, and on however many workers, the job runs.
 */

/** The reminder a deadline `daysLeft` days away is due: the nearest of 7, 3, 1 at or after it. */
export function reminderDue(daysLeft: number): number | null {
  if (daysLeft < 1) return null;
  const due = [...DEADLINE_REMINDER_DAYS].sort((a, b) => a - b).find((d) => d >= daysLeft);
  return due ?? null;
}

interface Candidate {
  event_id: string;
  case_id: string;
  title: string;
  case_name: string;
  due_date: string;
  days_left: number;
  user_id: string;
  email: string;
  full_name: string;
  role: Role;
  notification_preferences: Record<string, unknown>;
}

const longDate = (day: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

const MAX_DAYS = Math.max(...DEADLINE_REMINDER_DAYS);

/** Firms with a scheduled deadline near enough, whatever their time zone (a day either side). */
async function firmsWithNearDeadlines(deps: AppDeps, now: Date): Promise<{ id: string; time_zone: string }[]> {
  return rows(
    deps.db,
    sql`select o.id, o.time_zone from ${organizations} o
         where exists (select 1 from ${caseEvents} e
                        where e.organization_id = o.id and e.event_type = 'deadline' and e.status = 'scheduled'
                          and e.starts_at between ${new Date(now.getTime() - 2 * 86_400_000)} and ${new Date(now.getTime() + (MAX_DAYS + 2) * 86_400_000)})`,
  );
}

async function candidates(deps: AppDeps, firm: { id: string; time_zone: string }, today: string): Promise<Candidate[]> {
  const day = eventDaySql(firm.time_zone, 'e');
  return rows<Candidate>(
    deps.db,
    sql`select e.id as event_id, e.case_id, e.title, c.name as case_name, to_char(${day}, 'YYYY-MM-DD') as due_date,
               (${day} - ${today}::date)::integer as days_left,
               u.id as user_id, u.email, u.full_name, u.role, u.notification_preferences
          from ${caseEvents} e
          join ${cases} c on c.id = e.case_id
          join ${caseMembers} m on m.case_id = e.case_id
          join ${users} u on u.id = m.user_id and u.organization_id = e.organization_id
         where e.organization_id = ${firm.id} and e.event_type = 'deadline' and e.status = 'scheduled'
           and c.archived_at is null and u.is_active
           and ${day} between (${today}::date + 1) and (${today}::date + ${MAX_DAYS}::integer)
         order by e.id, u.id`,
  );
}

function reminderMail(deps: AppDeps, c: Candidate, explanation: readonly string[] | undefined) {
  const path = eventReadingPath(c.role, c.case_id, c.event_id);
  const when = deadlineDistance(c.days_left);
  const body = [`${c.title} (${c.case_name}) is due on ${longDate(c.due_date)}, ${when}.`, ...(explanation?.length ? ['', 'How it was computed:', ...explanation] : [])].join('\n');
  return {
    to: c.email,
    subject: `Deadline ${when}: ${c.title} — ${c.case_name}`,
    ...linkEmail({
      greeting: `Hello ${c.full_name},`,
      body,
      linkLabel: 'Open the deadline',
      link: `${deps.config.publicUrl}${path ?? '/dashboard'}`,
      footer: "You receive this because you are on the case's team and deadline reminders are on in your notification settings.",
    }),
  };
}

/** One pass: records and queues every reminder due now. Returns how many were queued. */
export async function sendDeadlineReminders(deps: AppDeps, explain: DeadlineExplanations, now = new Date()): Promise<number> {
  let queued = 0;
  for (const firm of await firmsWithNearDeadlines(deps, now)) {
    const today = dateInTimeZone(now, firm.time_zone);
    const due = (await candidates(deps, firm, today)).filter(
      (c) => reminderDue(c.days_left) !== null && effective(notificationsSection, c.notification_preferences).email_deadline_reminders,
    );
    if (due.length === 0) continue;
    const claimed = await deps.db
      .insert(deadlineRemindersSent)
      .values(
        due.map((c) => ({
          eventId: c.event_id,
          userId: c.user_id,
          daysBefore: reminderDue(c.days_left) ?? 1,
          dueDate: c.due_date,
          organizationId: firm.id,
          caseId: c.case_id,
        })),
      )
      .onConflictDoNothing()
      .returning({ eventId: deadlineRemindersSent.eventId, userId: deadlineRemindersSent.userId });
    const fresh = new Set(claimed.map((r) => `${r.eventId}:${r.userId}`));
    const toSend = due.filter((c) => fresh.has(`${c.event_id}:${c.user_id}`));
    const explanations = await explain(deps.db, firm.id, [...new Set(toSend.map((c) => c.event_id))]);
    for (const c of toSend) {
      try {
        await enqueueMail(deps.jobs, firm.id, reminderMail(deps, c, explanations.get(c.event_id)));
        queued += 1;
      } catch (error) {
        // Not queued: forget the row so the next pass tries again rather than never sending it.
        await deps.db
          .delete(deadlineRemindersSent)
          .where(
            sql`${deadlineRemindersSent.eventId} = ${c.event_id} and ${deadlineRemindersSent.userId} = ${c.user_id} and ${deadlineRemindersSent.dueDate} = ${c.due_date}`,
          );
        deps.log.warn({ err: error, event_id: c.event_id }, 'deadline reminder not queued; retried on the next pass');
      }
    }
  }
  return queued;
}
