import { CASE_STATUS_LABELS, type Case } from '@app/contract';
import type { Fact } from './FactList';
import { formatCalendarDate } from './timeline';

/**
 * The case's status, and its closing date once it has one. A case still open has no closing date
 * to show: "Closed: Open" read as a contradiction.
 */
export function statusFacts(matter: Pick<Case, 'status' | 'closed_at'>): Fact[] {
  const facts: Fact[] = [{ label: 'Status', value: CASE_STATUS_LABELS[matter.status] }];
  if (matter.closed_at) facts.push({ label: 'Closed', value: formatCalendarDate(matter.closed_at) });
  return facts;
}
