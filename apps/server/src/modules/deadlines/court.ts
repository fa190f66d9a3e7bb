import { and, asc, eq } from 'drizzle-orm';
import { courtRules, dateInTimeZone, type CaseCourt } from '@app/contract';
import type { DbOrTx } from '../../db/client.js';
import { caseCourts, courtClosures, type CaseRow } from '../../db/schema/index.js';
import { firmTimeZone } from '../../platform/time/firm-time-zone.js';

/**
 * The court a case's deadlines are counted for: its own settings (case_courts) or, until someone
 * sets them, the case's court name and the firm's time zone with no Inauguration Day; always with
 * the firm's court closure days. Also "today" in the firm's time zone, which bounds trigger dates.
 * Discovery counts its response deadlines with the same court (a public entry of this module).
 */
export interface CourtOfCase {
  court: courtRules.Court;
  view: CaseCourt;
  today: string;
}

export async function firmClosures(db: DbOrTx, organizationId: string): Promise<courtRules.CourtClosure[]> {
  const rows = await db.select({ date: courtClosures.date, reason: courtClosures.reason }).from(courtClosures).where(eq(courtClosures.organizationId, organizationId)).orderBy(asc(courtClosures.date));
  return rows;
}

export async function courtOfCase(db: DbOrTx, organizationId: string, caseRow: Pick<CaseRow, 'id' | 'court'>): Promise<CourtOfCase> {
  const [own] = await db.select().from(caseCourts).where(and(eq(caseCourts.caseId, caseRow.id), eq(caseCourts.organizationId, organizationId)));
  const firmZone = await firmTimeZone(db, organizationId);
  const view: CaseCourt = own
    ? { name: own.name, time_zone: own.timeZone, inauguration_day: own.inaugurationDay, configured: true }
    : { name: caseRow.court?.trim() || 'Court not named', time_zone: firmZone, inauguration_day: false, configured: false };
  return {
    court: { name: view.name, timeZone: view.time_zone, inaugurationDay: view.inauguration_day, closures: await firmClosures(db, organizationId) },
    view,
    today: dateInTimeZone(new Date(), firmZone),
  };
}
