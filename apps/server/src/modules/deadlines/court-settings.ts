import type { CaseCourt, UpdateCaseCourtRequest } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import { caseCourts } from '../../db/schema/index.js';
import { appendAudit } from '../../platform/audit/audit-log.js';
import type { Caller } from '../../platform/http/caller.js';
import { loadCase } from '../cases/access.js';
import { courtOfCase } from './court.js';
import { assertMayManageDeadlines, recomputeCase } from './triggers.js';

/*
 * The court a case is before, as its deadlines are counted: name, time zone (the last day ends at
 * midnight there) and Inauguration Day. Changing it recomputes every deadline of the case in the
 * same transaction, audited with what moved.
 */

export async function getCaseCourt(deps: AppDeps, caller: Caller, caseId: string): Promise<CaseCourt> {
  const access = await loadCase(deps.db, caller, caseId);
  return (await courtOfCase(deps.db, caller.organizationId, access.row)).view;
}

export async function updateCaseCourt(deps: AppDeps, caller: Caller, caseId: string, input: UpdateCaseCourtRequest): Promise<CaseCourt> {
  return deps.db.transaction(async (tx) => {
    const access = await loadCase(tx, caller, caseId, { lock: true });
    assertMayManageDeadlines(caller, access);
    const before = (await courtOfCase(tx, caller.organizationId, access.row)).view;
    const values = { name: input.name, timeZone: input.time_zone, inaugurationDay: input.inauguration_day, updatedBy: caller.userId, updatedAt: new Date() };
    await tx
      .insert(caseCourts)
      .values({ caseId, organizationId: caller.organizationId, ...values })
      .onConflictDoUpdate({ target: caseCourts.caseId, set: values });
    const moved = await recomputeCase(tx, caller.organizationId, access.row, caller.userId);
    await appendAudit(tx, caller.actor, {
      action: 'case_updated',
      resourceType: 'case',
      resourceId: caseId,
      resourceName: access.row.name,
      details: {
        change: 'court_settings_changed',
        case_id: caseId,
        previous: { name: before.name, time_zone: before.time_zone, inauguration_day: before.inauguration_day },
        court: { name: input.name, time_zone: input.time_zone, inauguration_day: input.inauguration_day },
        deadlines_moved: moved.map((m) => ({ event_id: m.event_id, title: m.title, due_date: m.to, previous_due_date: m.from })),
      },
    });
    return (await courtOfCase(tx, caller.organizationId, access.row)).view;
  });
}
