import { eq } from 'drizzle-orm';
import { courtRules, type CaseEvent, type DiscoveryRequestStatus } from '@app/contract';
import type { Tx } from '../../../db/client.js';
import { caseEvents, type DiscoveryRequestRow } from '../../../db/schema/index.js';

/*
 * A request's response deadline on the case's calendar: one all-day 'deadline' event per request,
 * written in the transaction that changes the request, its description the engine's working. All-day events are stored at midday UTC
 * (as the case timeline does), so the date reads the same in every time zone.
 */

const SERVICE_WORDS: Record<DiscoveryRequestRow['serviceMethod'], string> = {
  email: 'by e-mail',
  mail: 'by mail',
  hand: 'by hand',
  electronic_filing: 'by electronic filing',
  other: '',
};
const TYPE_WORDS: Record<DiscoveryRequestRow['requestType'], string> = {
  production: 'requests for production',
  interrogatories: 'interrogatories',
  admissions: 'requests for admission',
};

/** Open: the deadline stands; answered: done; withdrawn: it no longer applies. */
export function eventStatusOf(status: DiscoveryRequestStatus): CaseEvent['status'] {
  if (status === 'open') return 'scheduled';
  return status === 'withdrawn' ? 'cancelled' : 'completed';
}

export const deadlineTitle = (row: Pick<DiscoveryRequestRow, 'title' | 'setNumber'>) => `Response due: ${row.title} (Set ${row.setNumber})`;

/** What the request is and, when it was just counted, the working in words (court-rule engine). */
export function deadlineDescription(row: DiscoveryRequestRow, deadline: courtRules.ComputedDeadline | null): string {
  const served = [`served ${row.servedDate}`, SERVICE_WORDS[row.serviceMethod]].filter(Boolean).join(' ');
  const who = row.direction === 'received' ? 'Our responses' : `${row.respondingParty ?? 'The other side'}'s responses`;
  const summary = `${who} to "${row.title}" (set ${row.setNumber}, ${TYPE_WORDS[row.requestType]}, ${served}) are due ${row.dueDate}.`;
  return deadline ? `${summary} ${courtRules.explainDeadline(deadline).join(' ')}` : summary;
}

const eventValues = (row: DiscoveryRequestRow) => ({
  eventType: 'deadline' as const,
  title: deadlineTitle(row),
  startsAt: new Date(`${row.dueDate}T12:00:00.000Z`),
  endsAt: null,
  allDay: true,
  status: eventStatusOf(row.status),
});

/**
 * Creates the deadline event, or brings it in line with the request (date, title, status). An
 * event someone deleted from the calendar by hand is created again: the deadline still stands.
 * Returns the event's id.
 */
export async function syncDeadlineEvent(tx: Tx, row: DiscoveryRequestRow, userId: string, deadline: courtRules.ComputedDeadline | null): Promise<string> {
  // Not recounted (a title or status change): the working already in the description stays.
  const description = deadline ? { description: deadlineDescription(row, deadline) } : {};
  if (row.deadlineEventId) {
    const [updated] = await tx
      .update(caseEvents)
      .set({ ...eventValues(row), ...description, updatedAt: new Date() })
      .where(eq(caseEvents.id, row.deadlineEventId))
      .returning({ id: caseEvents.id });
    if (updated) return updated.id;
  }
  const [created] = await tx
    .insert(caseEvents)
    .values({ ...eventValues(row), description: deadlineDescription(row, deadline), organizationId: row.organizationId, caseId: row.caseId, createdBy: userId })
    .returning({ id: caseEvents.id });
  if (!created) throw new Error('deadline event insert failed');
  return created.id;
}

export async function deleteDeadlineEvent(tx: Tx, row: DiscoveryRequestRow): Promise<void> {
  if (row.deadlineEventId) await tx.delete(caseEvents).where(eq(caseEvents.id, row.deadlineEventId));
}
