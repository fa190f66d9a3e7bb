import { and, eq, sql } from 'drizzle-orm';
import type { CullingReport, CullingReportRequest, CullingStageCounts } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import { rows, type DbOrTx } from '../../db/client.js';
import { custodians } from '../../db/schema/index.js';
import { recordAudit } from '../../platform/audit/audit-log.js';
import type { Caller } from '../../platform/http/caller.js';
import { parseQuery } from '../search/engine/query-parser.js';
import { isContainerMember, pageVector } from '../search/engine/sql-fragments.js';
import { loadCase } from '../cases/access.js';

/*
 * The culling report: what a collection shrinks to, stage by stage, per custodian and overall —
 * the figures lawyers exchange when they negotiate search terms. Stages, each over what the one
 * before left:
 * 1. collected: every live document of the case (attachments and archive members included);
 * 2. de-duplication: members of families suppressed as copies of a kept family;
 * 3. threading: e-mails that are not inclusive (wholly contained in a later message of their
 *    thread), with their attachments;
 * 4. near-duplicate suppression: members of a near-duplicate group other than its pivot;
 * 5. dates: documents whose date (an e-mail's sent date, a file's own date, else when it was
 *    collected; an attachment takes its message's) falls outside the range;
 * 6. terms: documents no term finds, where a term's hit keeps its whole family (a message found by
 *    its attachment's words is produced with it).
 * Threading and near-duplicates come from the case's review facets; until they exist for a case,
 * those stages remove nothing and the report says so.
 */

const NO_CUSTODIAN = 'No custodian';

interface DocFacts {
  id: string;
  custodian_id: string | null;
  parent_id: string | null;
  container_member: boolean;
  deduped: boolean;
  threaded_out: boolean;
  near_dup_out: boolean;
  in_dates: boolean;
}

/** Whether the review facets (threads, near-duplicates) exist on this database yet. */
async function hasReviewFacets(db: DbOrTx): Promise<boolean> {
  const [row] = await rows<{ t: string | null }>(db, sql`select to_regclass('document_review_facets')::text as t`);
  return Boolean(row?.t);
}

async function documentFacts(db: DbOrTx, organizationId: string, caseId: string, input: CullingReportRequest, facets: boolean): Promise<DocFacts[]> {
  // An attachment is dated by its message; a top-level document by itself.
  const dated = sql`search_document_date(case when d.metadata->>'uploaded_via' = 'email_attachment' and p.id is not null then p.metadata else d.metadata end, case when p.id is not null and d.metadata->>'uploaded_via' = 'email_attachment' then p.created_at else d.created_at end)`;
  const dateParts = [sql`true`];
  if (input.date_from) dateParts.push(sql`${dated} >= ${input.date_from}::date`);
  // The end date counts whole.
  if (input.date_to) dateParts.push(sql`${dated} < ${input.date_to}::date + 1`);
  const threaded = facets
    ? sql`coalesce((select f.inclusive = false from document_review_facets f where f.document_id = d.id), (select f.inclusive = false from document_review_facets f where f.document_id = d.parent_id and d.metadata->>'uploaded_via' = 'email_attachment'), false)`
    : sql`false`;
  const nearDup = facets
    ? sql`coalesce((select f.near_duplicate_pivot_id is not null and f.near_duplicate_pivot_id <> d.id from document_review_facets f where f.document_id = d.id), false)`
    : sql`false`;
  return rows<DocFacts>(
    db,
    sql`select d.id, d.custodian_id, d.parent_id,
               ${isContainerMember(sql`d`)} as container_member,
               d.dedup_of is not null as deduped,
               ${threaded} as threaded_out,
               ${nearDup} as near_dup_out,
               coalesce(${sql.join(dateParts, sql` and `)}, true) as in_dates
          from documents d left join documents p on p.id = d.parent_id
         where d.case_id = ${caseId} and d.organization_id = ${organizationId} and d.deleted_at is null`,
  );
}

/** Documents of the case a term finds (the /search syntax and match), or why it cannot be searched. */
async function termHits(db: DbOrTx, organizationId: string, caseId: string, term: string): Promise<{ ids: Set<string>; error: string | null }> {
  const parsed = parseQuery(term);
  if (!parsed.tsquery) return { ids: new Set(), error: 'Nothing to search for (a minus only leaves words out)' };
  const [norm] = await rows<{ q: string }>(db, sql`select to_tsquery('english', ${parsed.tsquery})::text as q`);
  if (!norm?.q) return { ids: new Set(), error: 'Only very common words (like "the" or "of")' };
  const found = await rows<{ id: string }>(
    db,
    sql`select d.id from documents d where d.case_id = ${caseId} and d.organization_id = ${organizationId} and d.deleted_at is null
          and exists (select 1 from document_pages p where p.document_id = d.id and ${pageVector} @@ ${norm.q}::tsquery)`,
  );
  return { ids: new Set(found.map((r) => r.id)), error: null };
}

const zero = (): CullingStageCounts => ({
  collected: 0,
  removed_by_dedup: 0,
  removed_by_threading: 0,
  removed_by_near_duplicates: 0,
  after_suppression: 0,
  removed_by_dates: 0,
  after_dates: 0,
  removed_by_terms: 0,
  after_terms: 0,
});

/** Computes the report (no audit): the screen's and the export's figures are the same. */
export async function computeCullingReport(deps: AppDeps, caller: Caller, caseId: string, input: CullingReportRequest): Promise<CullingReport> {
  const access = await loadCase(deps.db, caller, caseId);
  const orgId = caller.organizationId;
  const notes: string[] = [];
  let facets = await hasReviewFacets(deps.db);
  if (facets) {
    const [computed] = await rows<{ n: number | string }>(deps.db, sql`select count(*) as n from document_review_facets where case_id = ${caseId}`);
    if (Number(computed?.n ?? 0) === 0) facets = false;
  }
  if (!facets) notes.push('E-mail threads and near-duplicate groups have not been worked out for this case yet: threading and near-duplicate suppression remove nothing here.');
  const docs = await documentFacts(deps.db, orgId, caseId, input, facets);
  const byId = new Map(docs.map((d) => [d.id, d]));
  // The family a document belongs to, named by its root (a document collected on its own).
  const rootOf = (d: DocFacts): string => {
    let cur = d;
    for (let i = 0; i < 32 && cur.parent_id && !cur.container_member; i++) {
      const up = byId.get(cur.parent_id);
      if (!up) break;
      cur = up;
    }
    return cur.id;
  };
  const afterSuppression = docs.filter((d) => !d.deduped && !d.threaded_out && !d.near_dup_out);
  const afterDates = afterSuppression.filter((d) => d.in_dates);
  const candidate = new Set(afterDates.map((d) => d.id));

  const terms = [...new Set(input.terms)];
  const hitsPerTerm: { term: string; ids: Set<string>; error: string | null }[] = [];
  for (const term of terms) {
    const { ids, error } = await termHits(deps.db, orgId, caseId, term);
    hitsPerTerm.push({ term, ids: new Set([...ids].filter((id) => candidate.has(id))), error });
  }
  const hitCount = new Map<string, number>();
  for (const t of hitsPerTerm) for (const id of t.ids) hitCount.set(id, (hitCount.get(id) ?? 0) + 1);
  const rootsHit = new Set([...hitCount.keys()].map((id) => rootOf(byId.get(id)!)));
  const kept = (d: DocFacts) => terms.length === 0 || rootsHit.has(rootOf(d));
  const termRows = hitsPerTerm.map((t) => {
    const roots = new Set([...t.ids].map((id) => rootOf(byId.get(id)!)));
    return {
      term: t.term,
      document_hits: t.ids.size,
      unique_hits: [...t.ids].filter((id) => hitCount.get(id) === 1).length,
      family_hits: afterDates.filter((d) => roots.has(rootOf(d))).length,
      error: t.error,
    };
  });

  const names = await deps.db
    .select({ id: custodians.id, name: custodians.name })
    .from(custodians)
    .where(and(eq(custodians.caseId, caseId), eq(custodians.organizationId, orgId)));
  const rowsByCustodian = new Map<string | null, CullingStageCounts>(names.map((c) => [c.id, zero()]));
  const total = zero();
  for (const d of docs) {
    const key = d.custodian_id && rowsByCustodian.has(d.custodian_id) ? d.custodian_id : null;
    const counts = rowsByCustodian.get(key) ?? zero();
    rowsByCustodian.set(key, counts);
    for (const c of [counts, total]) {
      c.collected++;
      if (d.deduped) c.removed_by_dedup++;
      else if (d.threaded_out) c.removed_by_threading++;
      else if (d.near_dup_out) c.removed_by_near_duplicates++;
      else {
        c.after_suppression++;
        if (!d.in_dates) c.removed_by_dates++;
        else {
          c.after_dates++;
          if (kept(d)) c.after_terms++;
          else c.removed_by_terms++;
        }
      }
    }
  }
  const nameOf = new Map(names.map((c) => [c.id, c.name]));
  const custodianRows = [...rowsByCustodian]
    .map(([id, counts]) => ({ custodian_id: id, custodian_name: id ? (nameOf.get(id) ?? NO_CUSTODIAN) : NO_CUSTODIAN, ...counts }))
    // Named custodians alphabetically, then the documents nobody was named for.
    .sort((a, b) => (a.custodian_id === null ? 1 : b.custodian_id === null ? -1 : a.custodian_name.localeCompare(b.custodian_name)));
  return {
    case_id: caseId,
    case_name: access.row.name,
    generated_at: new Date().toISOString(),
    dedup_scope: access.row.dedupScope,
    date_from: input.date_from ?? null,
    date_to: input.date_to ?? null,
    terms,
    custodians: custodianRows,
    total,
    term_hits: termRows,
    notes,
  };
}

/** The screen's report, audited as a report reading the case's documents (its terms included, as a search is). */
export async function cullingReport(deps: AppDeps, caller: Caller, caseId: string, input: CullingReportRequest): Promise<CullingReport> {
  const report = await computeCullingReport(deps, caller, caseId, input);
  await recordAudit(deps.db, caller.actor, {
    action: 'report_generated',
    resourceType: 'report',
    resourceName: `Culling report: ${report.case_name}`.slice(0, 200),
    details: { kind: 'culling_report', case_id: caseId, date_from: report.date_from, date_to: report.date_to, terms: report.terms, collected: report.total.collected, after_terms: report.total.after_terms },
  });
  return report;
}
