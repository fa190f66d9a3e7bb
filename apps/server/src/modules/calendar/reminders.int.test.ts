import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dateInTimeZone, type Case, type CaseEvent } from '@app/contract';
import { deadlineRemindersSent, organizations } from '../../db/schema/index.js';
import { createTestServer, linkFromMail, type TestFirm, type TestServer } from '../../test/harness.js';
import { createCaseAs } from '../cases/test-support.js';
import { noExplanations } from './explanations.js';
import { sendDeadlineReminders } from './reminders.js';

/*
 * Deadline reminders over a real SMTP server on a free port (the wire path of the mail tests):
 * the hourly job queues them, the e-mail job delivers them, and a second pass sends nothing.
 */

const ZONE = 'America/Chicago';
let smtp: SMTPServer;
let server: TestServer;
let firm: TestFirm;
let matter: Case;
const received: { to: string[]; raw: string }[] = [];
const events: Record<string, CaseEvent> = {};

const shift = (day: string, days: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const today = dateInTimeZone(new Date(), ZONE);

async function startSmtp(): Promise<number> {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return (smtp.server.address() as AddressInfo).port;
}

async function waitForMails(count: number, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (received.length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  expect(received.length).toBe(count);
}

/** RFC 2047 Q-encoded words back to text: a run of adjacent words is one byte string (a character may span two). */
const decodeWords = (header: string) =>
  header.replace(/(?:=\?UTF-8\?Q\?[^?]*\?=\s*)+/gi, (run) => {
    const q = [...run.matchAll(/=\?UTF-8\?Q\?([^?]*)\?=/gi)].map((m) => m[1]!).join('');
    const bytes = q.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_x, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8') + (/\s$/.test(run) ? ' ' : '');
  });

/** The Subject header unfolded and decoded. */
const subjectOf = (raw: string) => decodeWords((/^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '').replace(/\r?\n[ \t]/g, ' '));

async function addDeadline(title: string, day: string, extra: Record<string, unknown> = {}): Promise<CaseEvent> {
  const res = await server.api<CaseEvent>('POST', `/api/v1/cases/${matter.id}/events`, {
    token: await firm.token('associate'),
    body: { event_type: 'deadline', title, starts_at: `${day}T00:00:00Z`, all_day: true, ...extra },
  });
  expect(res.status).toBe(201);
  return res.body;
}

beforeAll(async () => {
  const port = await startSmtp();
  server = await createTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true`, MAIL_FROM: 'Firm Mail <no-reply@firm.test>' });
  firm = await server.createFirm('Reminders LLP');
  await server.deps.db.update(organizations).set({ timeZone: ZONE }).where(eq(organizations.id, firm.organizationId));
  matter = await createCaseAs(server, firm, 'associate', { name: 'Reminder v. Deadline' });
  for (const [role, level] of [['paralegal', 'edit'], ['viewer', 'read']] as const) {
    const res = await server.api('POST', `/api/v1/cases/${matter.id}/permissions`, { token: await firm.token('associate'), body: { user_id: firm.users[role].id, access_level: level } });
    expect(res.status).toBe(200);
  }
  // The viewer turned deadline reminders off; the partner sees the case but is not on its team.
  const off = await server.api('PUT', '/api/v1/settings/notifications', { token: await firm.token('viewer'), body: { email_deadline_reminders: false } });
  expect(off.status).toBe(200);
  events.week = await addDeadline('Expert reports due', shift(today, 7));
  events.twoDays = await addDeadline('Reply brief due', shift(today, 2));
  events.tomorrow = await addDeadline('Initial disclosures due', shift(today, 1));
  events.far = await addDeadline('Far deadline', shift(today, 10));
  events.today = await addDeadline('Due today', today);
  events.cancelled = await addDeadline('Cancelled deadline', shift(today, 3), { status: 'cancelled' });
  const hearing = await server.api('POST', `/api/v1/cases/${matter.id}/events`, {
    token: await firm.token('associate'),
    body: { event_type: 'hearing', title: 'A hearing', starts_at: `${shift(today, 3)}T15:00:00Z` },
  });
  expect(hearing.status).toBe(201);
}, 300_000);
afterAll(async () => {
  await server?.close();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

describe('deadline reminders', () => {
  it('the hourly job e-mails each team member the nearest reminder of each deadline, per their settings', async () => {
    await server.deps.jobs.send('calendar.deadline_reminders', {});
    await waitForMails(6);
    const byPerson = (email: string) => received.filter((m) => m.to.includes(email)).map((m) => subjectOf(m.raw)).sort();
    const expected = [
      'Deadline in 2 days: Reply brief due — Reminder v. Deadline',
      'Deadline in 7 days: Expert reports due — Reminder v. Deadline',
      'Deadline tomorrow: Initial disclosures due — Reminder v. Deadline',
    ];
    expect(byPerson(firm.users.associate.email)).toEqual(expected);
    expect(byPerson(firm.users.paralegal.email)).toEqual(expected);
    // The viewer is on the team but turned reminders off; the partner reads the case but is not on its team.
    const claimedFor = (userId: string) => server.deps.db.select().from(deadlineRemindersSent).where(eq(deadlineRemindersSent.userId, userId));
    expect(await claimedFor(firm.users.viewer.id)).toEqual([]);
    expect(await claimedFor(firm.users.partner.id)).toEqual([]);
    const sent = await server.deps.db.select().from(deadlineRemindersSent).where(eq(deadlineRemindersSent.organizationId, firm.organizationId));
    expect(sent.map((r) => `${r.eventId === events.week!.id ? 'week' : r.eventId === events.twoDays!.id ? 'two' : 'tomorrow'}:${r.daysBefore}`).sort()).toEqual(
      ['tomorrow:1', 'tomorrow:1', 'two:3', 'two:3', 'week:7', 'week:7'].sort(),
    );
    // Each person is sent where their role reads the deadline.
    const associateMail = received.find((m) => m.to.includes(firm.users.associate.email) && subjectOf(m.raw).includes('tomorrow'))!;
    expect(linkFromMail(associateMail.raw, '/cases/')).toBe(`http://localhost:3000/cases/${matter.id}?event=${events.tomorrow!.id}`);
    const paralegalMail = received.find((m) => m.to.includes(firm.users.paralegal.email) && subjectOf(m.raw).includes('tomorrow'))!;
    expect(linkFromMail(paralegalMail.raw, '/calendar')).toContain(`/calendar?case=${matter.id}`);
  });

  it('sends each reminder once, and again only when the deadline moves', async () => {
    expect(await sendDeadlineReminders(server.deps, noExplanations)).toBe(0);
    const moved = await server.api('PUT', `/api/v1/cases/${matter.id}/events/${events.week!.id}`, {
      token: await firm.token('associate'),
      body: { starts_at: `${shift(today, 5)}T00:00:00Z` },
    });
    expect(moved.status).toBe(200);
    expect(await sendDeadlineReminders(server.deps, noExplanations)).toBe(2);
    expect(await sendDeadlineReminders(server.deps, noExplanations)).toBe(0);
    await waitForMails(8);
    expect(received.slice(6).map((m) => subjectOf(m.raw))).toEqual([
      'Deadline in 5 days: Expert reports due — Reminder v. Deadline',
      'Deadline in 5 days: Expert reports due — Reminder v. Deadline',
    ]);
  });

  it('a day later sends the next reminder due, not the ones already sent', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000);
    // Reply brief: 1 day left (the 1-day reminder); initial disclosures: due that day (nothing).
    expect(await sendDeadlineReminders(server.deps, noExplanations, tomorrow)).toBe(2);
    await waitForMails(10);
    expect(received.slice(8).map((m) => subjectOf(m.raw))).toEqual([
      'Deadline tomorrow: Reply brief due — Reminder v. Deadline',
      'Deadline tomorrow: Reply brief due — Reminder v. Deadline',
    ]);
  });

  it("reads each person's setting at every pass: off sends them nothing, on again sends what is due", async () => {
    const inThreeDays = new Date(Date.now() + 3 * 86_400_000);
    const setReminders = async (on: boolean) =>
      expect((await server.api('PUT', '/api/v1/settings/notifications', { token: await firm.token('paralegal'), body: { email_deadline_reminders: on } })).status).toBe(200);
    // Three days on: the moved expert reports are 2 days away (3-day reminder), the far deadline 7 (7-day reminder).
    await setReminders(false);
    expect(await sendDeadlineReminders(server.deps, noExplanations, inThreeDays)).toBe(2);
    await waitForMails(12);
    expect(received.slice(10).map((m) => m.to)).toEqual([[firm.users.associate.email], [firm.users.associate.email]]);
    // Nothing was recorded for the paralegal while off, so turning reminders on again sends the ones due now.
    await setReminders(true);
    expect(await sendDeadlineReminders(server.deps, noExplanations, inThreeDays)).toBe(2);
    await waitForMails(14);
    expect(received.slice(12).map((m) => `${m.to.join()} ${subjectOf(m.raw)}`).sort()).toEqual(
      [
        `${firm.users.paralegal.email} Deadline in 2 days: Expert reports due — Reminder v. Deadline`,
        `${firm.users.paralegal.email} Deadline in 7 days: Far deadline — Reminder v. Deadline`,
      ].sort(),
    );
    expect(await sendDeadlineReminders(server.deps, noExplanations, inThreeDays)).toBe(0);
  });
});
