import { DISCOVERY_SERVICE_TO_COURT, courtRules, responseDeadline, responseDeadlineField, type DiscoveryRequestType, type ServiceMethod } from '@app/contract';
import type { Tx } from '../../../db/client.js';
import type { CaseRow, DiscoveryRequestRow } from '../../../db/schema/index.js';
import { deadlineRefused, keepComputation } from '../../deadlines/computations.js';
import { courtOfCase } from '../../deadlines/court.js';

/*
 * A request's response deadline by the court-rule engine, for the case's court with the firm's
 * closure days, kept with its working like every computed deadline (deadlines module). A date the
 * engine refuses (more than 2 years ahead, before the 2009 rules) is a 400 on served_date.
 */

export interface ResponseFacts {
  servedDate: string;
  responseDays: number;
  method: ServiceMethod;
  requestType: DiscoveryRequestType;
}

export async function computeResponseDeadline(tx: Tx, organizationId: string, caseRow: Pick<CaseRow, 'id' | 'court'>, facts: ResponseFacts): Promise<courtRules.ComputedDeadline> {
  const { court, today } = await courtOfCase(tx, organizationId, caseRow);
  const result = responseDeadline({ ...facts, today, court });
  if (!result.ok) throw deadlineRefused(result.error, () => responseDeadlineField(result.error));
  return result.deadline;
}

export async function keepResponseComputation(tx: Tx, eventId: string, row: DiscoveryRequestRow, deadline: courtRules.ComputedDeadline): Promise<void> {
  await keepComputation(tx, eventId, { organizationId: row.organizationId, caseId: row.caseId, discoveryRequestId: row.id, serviceMethod: DISCOVERY_SERVICE_TO_COURT[row.serviceMethod] }, deadline);
}
