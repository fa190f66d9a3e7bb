import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { mayChangeHighlight, mayCreateHighlight, type CreateHighlightRequest, type Highlight, type HighlightListQuery, type HighlightListResponse, type UpdateHighlightRequest } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { documentPages, documents, highlights, users, type HighlightRow } from '../../db/schema/index.js';
import { appendAudit } from '../../platform/audit/audit-log.js';
import { fieldError, forbidden, notFound } from '../../platform/http/errors.js';
import { assertMayOnCase, loadCase, loadCaseAs, type CaseAccess } from '../cases/access.js';
import type { Caller } from '../../platform/http/caller.js';
import { auditPrivilegedPassages } from './privileged-passages.js';

/**
 * Highlights: passages of a document page marked for the team. Every highlight belongs
 * to a live document of a case the caller can see; the quote is cut from the stored page text
 * here, never taken from the client, so a highlight always says what the document says.
 */

const columns = {
  row: highlights,
  filename: documents.filename,
  authorName: users.fullName,
};
type Joined = { row: HighlightRow; filename: string; authorName: string | null };

/** Its author (still allowed to write on the case) or someone who manages the case (partners do). */
const canEdit = (caller: Caller, access: CaseAccess, row: HighlightRow): boolean => mayChangeHighlight(caller, access.level, row);

const canCreate = (caller: Caller, access: CaseAccess): boolean => mayCreateHighlight(caller.role, access.level);

function present(caller: Caller, access: CaseAccess, { row, filename, authorName }: Joined): Highlight {
  return {
    id: row.id,
    case_id: row.caseId,
    document_id: row.documentId,
    filename,
    page_number: row.pageNumber,
    start: row.start,
    end: row.end,
    quote: row.quote,
    colour: row.colour,
    note: row.note,
    tags: row.tags,
    author_id: row.authorId,
    author_name: authorName,
    can_edit: canEdit(caller, access, row),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function joined(db: DbOrTx, where: SQL) {
  return db
    .select(columns)
    .from(highlights)
    .innerJoin(documents, eq(documents.id, highlights.documentId))
    .leftJoin(users, eq(users.id, highlights.authorId))
    .where(and(where, isNull(documents.deletedAt)));
}

/**
 * Reading highlights is audited only for quotes of privileged documents (privileged-passages.ts):
 * others are read with the document they sit on, whose view is audited already (document_viewed),
 * and the case list shows quotes the team chose to share.
 */
export async function listHighlights(deps: AppDeps, caller: Caller, caseId: string, query: z.infer<typeof HighlightListQuery>): Promise<HighlightListResponse> {
  const access = await loadCase(deps.db, caller, caseId);
  const conditions: SQL[] = [eq(highlights.caseId, caseId), eq(highlights.organizationId, caller.organizationId)];
  if (query.document_id) conditions.push(eq(highlights.documentId, query.document_id));
  const rows = await joined(deps.db, and(...conditions) as SQL).orderBy(asc(highlights.createdAt), asc(highlights.id));
  const tags = [...new Set(rows.flatMap((r) => r.row.tags))].sort((a, b) => a.localeCompare(b));
  const tag = query.tag?.toLowerCase();
  // Tags are few per highlight and a case has hundreds of highlights at most: filtered here.
  const shown = tag ? rows.filter((r) => r.row.tags.some((t) => t.toLowerCase() === tag)) : rows;
  await auditPrivilegedPassages(deps, caller, access.row, shown.map((r) => ({ documentId: r.row.documentId, filename: r.filename })));
  return { highlights: shown.map((r) => present(caller, access, r)), total: shown.length, can_create: canCreate(caller, access), tags };
}

/** The highlight and the caller's access to its case; another firm's, an unreachable case's or a deleted document's answers 404. */
async function loadHighlight(db: DbOrTx, caller: Caller, highlightId: string): Promise<{ found: Joined; access: CaseAccess }> {
  const [found] = await joined(db, and(eq(highlights.id, highlightId), eq(highlights.organizationId, caller.organizationId)) as SQL);
  if (!found) throw notFound('Highlight');
  return { found, access: await loadCaseAs(db, caller, found.row.caseId, 'Highlight') };
}

export async function getHighlight(deps: AppDeps, caller: Caller, highlightId: string): Promise<Highlight> {
  const { found, access } = await loadHighlight(deps.db, caller, highlightId);
  await auditPrivilegedPassages(deps, caller, access.row, [{ documentId: found.row.documentId, filename: found.filename }]);
  return present(caller, access, found);
}

/** Duplicates and case differences ("Exhibit" / "exhibit") are one tag. */
function cleanTags(tags: readonly string[]): string[] {
  const seen = new Map<string, string>();
  for (const tag of tags) {
    const key = tag.toLowerCase();
    if (!seen.has(key)) seen.set(key, tag);
  }
  return [...seen.values()];
}

async function audit(tx: Tx, caller: Caller, action: 'created' | 'updated' | 'deleted', row: HighlightRow, filename: string) {
  await appendAudit(tx, caller.actor, {
    action: 'document_updated',
    resourceType: 'document',
    resourceId: row.documentId,
    resourceName: filename,
    details: { change: `highlight_${action}`, highlight_id: row.id, case_id: row.caseId, page_number: row.pageNumber, start: row.start, end: row.end },
  });
}

export async function createHighlight(deps: AppDeps, caller: Caller, caseId: string, input: CreateHighlightRequest): Promise<Highlight> {
  return deps.db.transaction(async (tx) => {
    const access = await loadCase(tx, caller, caseId);
    assertMayOnCase(caller, access, 'writeHighlights');
    const [doc] = await tx
      .select({ id: documents.id, filename: documents.filename })
      .from(documents)
      .where(and(eq(documents.id, input.document_id), eq(documents.caseId, caseId), eq(documents.organizationId, caller.organizationId), isNull(documents.deletedAt)));
    if (!doc) throw notFound('Document');
    const [page] = await tx
      .select({ text: documentPages.text })
      .from(documentPages)
      .where(and(eq(documentPages.documentId, doc.id), eq(documentPages.pageNumber, input.page_number)));
    if (!page) throw fieldError('page_number', `The document has no page ${input.page_number}`);
    // Offsets count UTF-16 code units of the page text, as the browser's selection does.
    if (input.end > page.text.length) throw fieldError('end', `The passage must end within the page (${page.text.length} characters)`);
    const quote = page.text.slice(input.start, input.end);
    if (!quote.trim()) throw fieldError('start', 'The passage has no text');
    const [row] = await tx
      .insert(highlights)
      .values({
        organizationId: caller.organizationId,
        caseId,
        documentId: doc.id,
        pageNumber: input.page_number,
        start: input.start,
        end: input.end,
        quote,
        colour: input.colour,
        note: input.note || null,
        tags: cleanTags(input.tags),
        authorId: caller.userId,
      })
      .returning();
    if (!row) throw new Error('highlight insert failed');
    await audit(tx, caller, 'created', row, doc.filename);
    return present(caller, access, { row, filename: doc.filename, authorName: caller.name });
  });
}

async function loadForChange(tx: Tx, caller: Caller, highlightId: string) {
  const { found, access } = await loadHighlight(tx, caller, highlightId);
  if (!canEdit(caller, access, found.row)) {
    throw forbidden(!canCreate(caller, access) ? 'You have read-only access to this case.' : 'Only its author or someone who manages the case can change this highlight.');
  }
  return { found, access };
}

export async function updateHighlight(deps: AppDeps, caller: Caller, highlightId: string, input: UpdateHighlightRequest): Promise<Highlight> {
  return deps.db.transaction(async (tx) => {
    // Lock the row: two editors saving at once each apply whole, one after the other.
    await tx.execute(sql`select 1 from ${highlights} where ${highlights.id} = ${highlightId} for no key update`);
    const { found, access } = await loadForChange(tx, caller, highlightId);
    const set: Partial<typeof highlights.$inferInsert> = { updatedAt: new Date() };
    if (input.colour !== undefined) set.colour = input.colour;
    if (input.note !== undefined) set.note = input.note || null;
    if (input.tags !== undefined) set.tags = cleanTags(input.tags);
    const [row] = await tx.update(highlights).set(set).where(eq(highlights.id, highlightId)).returning();
    if (!row) throw notFound('Highlight');
    await audit(tx, caller, 'updated', row, found.filename);
    return present(caller, access, { ...found, row });
  });
}

export async function deleteHighlight(deps: AppDeps, caller: Caller, highlightId: string): Promise<Highlight> {
  return deps.db.transaction(async (tx) => {
    const { found, access } = await loadForChange(tx, caller, highlightId);
    await tx.delete(highlights).where(eq(highlights.id, highlightId));
    await audit(tx, caller, 'deleted', found.row, found.filename);
    return present(caller, access, found);
  });
}
