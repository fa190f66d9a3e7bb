import { and, asc, eq, gt, type SQL } from 'drizzle-orm';
import type { DepositionInsight, InsightType } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import { depositionInsights } from '../../db/schema/index.js';
import type { Caller } from '../../platform/http/caller.js';
import { presentInsight } from './present.js';
import { auditTestimonyRead } from './read-audit.js';
import { loadSessionFor } from './sessions.js';

/** What the assistant found, in the order it was published; `after_seq` for what a client has not seen. */
export async function listInsights(
  deps: AppDeps,
  caller: Caller,
  sessionId: string,
  query: { type?: InsightType | undefined; after_seq?: number | undefined },
): Promise<{ insights: DepositionInsight[] }> {
  const loaded = await loadSessionFor(deps, caller, sessionId, 'followDepositions');
  const filters: SQL[] = [eq(depositionInsights.sessionId, loaded.session.id)];
  if (query.type) filters.push(eq(depositionInsights.type, query.type));
  if (query.after_seq !== undefined) filters.push(gt(depositionInsights.seq, query.after_seq));
  const rows = await deps.db.select().from(depositionInsights).where(and(...filters)).orderBy(asc(depositionInsights.seq));
  // Insights quote the testimony: reading them is reading it.
  await auditTestimonyRead(deps, caller, loaded, 'deposition_insights', { insights: rows.length });
  return { insights: rows.map(presentInsight) };
}
