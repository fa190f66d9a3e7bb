import type { Module } from '../../deps.js';
import { storedExplanations, type DeadlineExplanations } from './explanations.js';
import { sendDeadlineReminders } from './reminders.js';
import { calendarRoutes } from './routes.js';

/** pg-boss cron (UTC): hourly, so each firm's reminders go out early in its own morning's first hour. */
export const DEADLINE_REMINDERS_CRON = '7 * * * *';

/**
 * Calendars (the firm's and each case's), private iCalendar feeds, and deadline reminders by e-mail.
 * A computed deadline explains itself with its stored working (modules/deadlines) unless told otherwise.
 */
export function calendarModule(opts: { explainDeadlines?: DeadlineExplanations } = {}): Module {
  const explain = opts.explainDeadlines ?? storedExplanations;
  return {
    name: 'calendar',
    routes: (app, deps) => calendarRoutes(app, deps, explain),
    workers: async (deps) => {
      await deps.jobs.work('calendar.deadline_reminders', async () => {
        const queued = await sendDeadlineReminders(deps, explain);
        if (queued) deps.log.info({ queued }, 'deadline reminders queued');
      });
      await deps.jobs.schedule('calendar.deadline_reminders', DEADLINE_REMINDERS_CRON, {});
    },
  };
}
