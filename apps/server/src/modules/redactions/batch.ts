import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { MAX_BATCH_REDACTIONS, REDACTION_REGEX_TIME_LIMIT_MS, type BatchRedactionRequest, type BatchRedactionResponse } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import { documentPages, documents, redactions } from '../../db/schema/index.js';
import { fieldError, notFound } from '../../platform/http/errors.js';
import type { Caller } from '../../platform/http/caller.js';
import { assertMayOnCase } from '../cases/access.js';
import { findPattern, findTerm, type Span } from './patterns.js';
import { auditRedaction } from './redactions.js';
import { RegexTimeout, RegexTooManyMatches, runRegex } from './regex-runner.js';
import { loadDraftSet, loadSet, presentSetRow, touchSet } from './sets.js';

/*
 * Batch redaction: a term, a regular expression or a built-in pattern over the pages of chosen
 * documents (or the whole case), each match a text-span redaction. The pages are read and matched
 * outside any transaction (a regular expression may take its whole time limit), then the
 * redactions are written in one transaction with the set locked, skipping spans the set already
 * hides, with one audit row per redaction.
 */

interface PageText {
  documentId: string;
  pageNumber: number;
  text: string;
}

const tooMany = () => fieldError('match', `The search matched more than ${MAX_BATCH_REDACTIONS.toLocaleString('en-US')} places; narrow it (fewer documents, a more specific term or pattern).`);

async function matchPages(match: BatchRedactionRequest['match'], pages: PageText[]): Promise<Span[][]> {
  if (match.by === 'term') return pages.map((p) => findTerm(match.term, p.text, match.case_sensitive));
  if (match.by === 'pattern') return pages.map((p) => findPattern(match.pattern, p.text));
  const flags = match.case_sensitive ? 'u' : 'iu';
  try {
    new RegExp(match.pattern, flags);
  } catch (err) {
    throw fieldError('match.pattern', `This is not a valid regular expression: ${err instanceof Error ? err.message.replace(/^Invalid regular expression: /, '') : String(err)}.`);
  }
  try {
    return await runRegex(match.pattern, flags, pages.map((p) => p.text), REDACTION_REGEX_TIME_LIMIT_MS, MAX_BATCH_REDACTIONS);
  } catch (err) {
    if (err instanceof RegexTimeout) {
      throw fieldError('match.pattern', `The regular expression ran for more than ${REDACTION_REGEX_TIME_LIMIT_MS / 1000} seconds and was stopped; it may backtrack without end (nested repeats like (a+)+). Simplify it, or use a term or a built-in pattern.`);
    }
    if (err instanceof RegexTooManyMatches) throw tooMany();
    throw err;
  }
}

export async function batchRedact(deps: AppDeps, caller: Caller, setId: string, input: BatchRedactionRequest): Promise<BatchRedactionResponse> {
  // Reading first: the set must be reachable and editable before any page is read.
  const { set, access } = await loadSet(deps.db, caller, setId);
  assertMayOnCase(caller, access, 'manageDiscovery');
  const ids = [...new Set(input.document_ids)];
  const docs = await deps.db
    .select({ id: documents.id, filename: documents.filename })
    .from(documents)
    .where(and(eq(documents.caseId, set.caseId), eq(documents.organizationId, caller.organizationId), isNull(documents.deletedAt), ...(ids.length ? [inArray(documents.id, ids)] : [])));
  if (docs.length < ids.length) throw notFound('Document');
  const names = new Map(docs.map((d) => [d.id, d.filename]));
  const pages: PageText[] = docs.length
    ? await deps.db
        .select({ documentId: documentPages.documentId, pageNumber: documentPages.pageNumber, text: documentPages.text })
        .from(documentPages)
        .where(inArray(documentPages.documentId, docs.map((d) => d.id)))
        .orderBy(asc(documentPages.documentId), asc(documentPages.pageNumber))
    : [];
  const spans = await matchPages(input.match, pages);
  const found = pages.flatMap((page, i) => (spans[i] ?? []).map((s) => ({ page, ...s })));
  if (found.length > MAX_BATCH_REDACTIONS) throw tooMany();
  const source = input.match.by;

  return deps.db.transaction(async (tx) => {
    const { set: locked } = await loadDraftSet(tx, caller, setId);
    const existing = found.length
      ? await tx
          .select({ documentId: redactions.documentId, pageNumber: redactions.pageNumber, start: redactions.start, end: redactions.end })
          .from(redactions)
          .where(and(eq(redactions.setId, locked.id), inArray(redactions.documentId, [...new Set(found.map((f) => f.page.documentId))])))
      : [];
    const key = (d: string, p: number, s: number | null, e: number | null) => `${d}:${p}:${s}:${e}`;
    const seen = new Set(existing.map((r) => key(r.documentId, r.pageNumber, r.start, r.end)));
    const fresh = found.filter((f) => {
      const k = key(f.page.documentId, f.page.pageNumber, f.start, f.end);
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    });
    const touched = new Set<string>();
    for (let i = 0; i < fresh.length; i += 500) {
      const rows = await tx
        .insert(redactions)
        .values(
          fresh.slice(i, i + 500).map((f) => ({
            organizationId: caller.organizationId,
            caseId: locked.caseId,
            setId: locked.id,
            documentId: f.page.documentId,
            pageNumber: f.page.pageNumber,
            start: f.start,
            end: f.end,
            quote: f.page.text.slice(f.start, f.end),
            reason: input.reason,
            source,
            authorId: caller.userId,
          })),
        )
        .returning();
      for (const row of rows) {
        touched.add(row.documentId);
        await auditRedaction(tx, caller, 'redaction_added', row, names.get(row.documentId) ?? '', { batch: source === 'pattern' && input.match.by === 'pattern' ? input.match.pattern : source });
      }
    }
    if (fresh.length) await touchSet(tx, locked.id);
    return { created: fresh.length, documents: touched.size, set: await presentSetRow(tx, locked) };
  });
}
