import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { collectionConditions, isContainerMember } from '../search/engine/sql-fragments.js';
import type { ReviewDocument, ReviewFamilyMember, ReviewListQuery, ReviewListResponse } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import type { DbOrTx } from '../../db/client.js';
import { documentReviewFacets, documents } from '../../db/schema/index.js';
import { containsPattern } from '../../db/like-patterns.js';
import type { Caller } from '../../platform/http/caller.js';
import { loadCase } from '../cases/access.js';
import { emailColumns } from './email-columns.js';
import { reviewStateOf } from './review-state.js';

/** Attachments of attachments are followed this deep (a mailbox nests a few levels at most). */
const MAX_FAMILY_DEPTH = 10;

const emailField = (field: string) => sql`(${documents.metadata} -> 'email' ->> ${field})`;
const sentAt = emailField('date');

/** The day after an ISO date, for an inclusive end date compared with ISO timestamps. */
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

function conditions(organizationId: string, caseId: string, query: ReviewListQuery): SQL[] {
  // Copies suppressed by de-duplication are not reviewed: the copy kept stands for them.
  const where: (SQL | undefined)[] = [eq(documents.organizationId, organizationId), eq(documents.caseId, caseId), isNull(documents.deletedAt), isNull(documents.dedupOf)];
  const emailFilter = query.thread_id || query.near_duplicate_group || query.inclusive_only || query.participant || query.sent_from || query.sent_to || query.source_path;
  // Families are rows with their members under them; a filter on e-mail or facets finds members too
  // (an e-mail attached to an e-mail, an attachment in a near-duplicate group). A container's members
  // (a mailbox's messages, a ZIP's files) head families of their own.
  if (!emailFilter) where.push(or(isNull(documents.parentId), isContainerMember(sql`"documents"`)));
  if (query.thread_id) where.push(eq(documentReviewFacets.threadId, query.thread_id));
  if (query.near_duplicate_group) where.push(eq(documentReviewFacets.nearDuplicatePivotId, query.near_duplicate_group));
  if (query.inclusive_only) where.push(eq(documentReviewFacets.inclusive, true));
  if (query.emails_only || query.inclusive_only) where.push(sql`${documents.metadata} ? 'email'`);
  if (query.participant) {
    const pattern = containsPattern(query.participant);
    where.push(sql`concat_ws(' ', ${documents.metadata} -> 'email' -> 'from', ${documents.metadata} -> 'email' -> 'to', ${documents.metadata} -> 'email' -> 'cc', ${documents.metadata} -> 'email' -> 'bcc') ilike ${pattern}`);
  }
  if (query.sent_from) where.push(sql`${sentAt} >= ${query.sent_from}`);
  if (query.sent_to) where.push(sql`${sentAt} < ${nextDay(query.sent_to)}`);
  // The same custodian and source-path rules as /search and the discovery review queue.
  where.push(...collectionConditions({ custodian_id: query.custodian_id, source_path: query.source_path }, sql`"documents"`, { ownPathOnly: true }));
  if (query.q) where.push(or(ilike(documents.filename, containsPattern(query.q)), sql`${emailField('subject')} ilike ${containsPattern(query.q)}`));
  return where.filter((w): w is SQL => w !== undefined);
}

/** Every live descendant of the rows, by parent, in upload order. */
async function familiesOf(db: DbOrTx, rootIds: string[]): Promise<Map<string, ReviewFamilyMember[]>> {
  const byRoot = new Map<string, ReviewFamilyMember[]>(rootIds.map((id) => [id, []]));
  const rootOf = new Map<string, string>(rootIds.map((id) => [id, id]));
  let parents = rootIds;
  for (let depth = 1; depth <= MAX_FAMILY_DEPTH && parents.length > 0; depth++) {
    const rows = await db
      .select({ id: documents.id, parentId: documents.parentId, filename: documents.filename, status: documents.status, metadata: documents.metadata })
      .from(documents)
      .where(and(inArray(documents.parentId, parents), isNull(documents.deletedAt), sql`not ${isContainerMember(sql`"documents"`)}`))
      .orderBy(asc(documents.createdAt), asc(documents.id));
    for (const r of rows) {
      const root = rootOf.get(r.parentId ?? '');
      if (!root) continue;
      rootOf.set(r.id, root);
      const members = byRoot.get(root) ?? [];
      // Depth-first order: a member right after its parent (or the parent's earlier members).
      const parentAt = members.findIndex((m) => m.id === r.parentId);
      let at = parentAt + 1;
      while (at < members.length && (members[at]?.depth ?? 0) >= depth) at++;
      members.splice(parentAt < 0 ? members.length : at, 0, {
        id: r.id,
        parent_id: r.parentId,
        filename: r.filename,
        status: r.status,
        depth,
        ...emailColumns(r.metadata),
      });
      byRoot.set(root, members);
    }
    parents = rows.map((r) => r.id);
  }
  return byRoot;
}

/** The case's documents as a reviewer reads them: e-mail columns, families grouped, thread and near-duplicate filters. */
export async function listReviewDocuments(deps: AppDeps, caller: Caller, caseId: string, query: ReviewListQuery): Promise<ReviewListResponse> {
  const access = await loadCase(deps.db, caller, caseId);
  const where = and(...conditions(caller.organizationId, caseId, query));
  const facetJoin = and(eq(documentReviewFacets.documentId, documents.id), eq(documentReviewFacets.caseId, caseId));
  const [total] = await deps.db.select({ n: count() }).from(documents).leftJoin(documentReviewFacets, facetJoin).where(where);
  const order =
    query.sort === 'sent'
      ? [sql`${sentAt} asc nulls last`, asc(documents.createdAt), asc(documents.id)]
      : query.thread_id
        ? [asc(documentReviewFacets.threadPosition), asc(documents.id)]
        : query.near_duplicate_group
          ? [desc(documentReviewFacets.nearDuplicateSimilarity), asc(documents.id)]
          : [desc(documents.createdAt), asc(documents.id)];
  const rows = await deps.db
    .select({ doc: documents, facet: documentReviewFacets })
    .from(documents)
    .leftJoin(documentReviewFacets, facetJoin)
    .where(where)
    .orderBy(...order)
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const families = await familiesOf(deps.db, rows.map((r) => r.doc.id));
  const out: ReviewDocument[] = rows.map(({ doc, facet }) => ({
    id: doc.id,
    parent_id: doc.parentId,
    filename: doc.filename,
    status: doc.status,
    created_at: doc.createdAt.toISOString(),
    ...emailColumns(doc.metadata),
    thread_id: facet?.threadId ?? null,
    thread_position: facet?.threadPosition ?? null,
    inclusive: facet?.inclusive ?? null,
    inclusive_reason: facet?.inclusiveReason ?? null,
    near_duplicate_pivot_id: facet?.nearDuplicatePivotId ?? null,
    near_duplicate_similarity: facet?.nearDuplicateSimilarity ?? null,
    custodian_id: doc.custodianId,
    source_path: doc.sourcePath,
    children: families.get(doc.id) ?? [],
  }));
  return { documents: out, total: total?.n ?? 0, page: query.page, page_size: query.page_size, review: await reviewStateOf(deps.db, caller, access) };
}
