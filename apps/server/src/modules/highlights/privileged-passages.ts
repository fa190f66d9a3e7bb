import { and, eq, inArray, ne } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import { documentCodings } from '../../db/schema/index.js';
import { recordAudit } from '../../platform/audit/audit-log.js';
import type { Caller } from '../../platform/http/caller.js';

/**
 * Quotes from documents coded privileged (discovery review, the privilege log) are privileged text:
 * a read that returns any of them writes one audit row (per request, not per passage) naming the
 * privileged documents quoted. Other highlights are read with their document, whose view is audited.
 */
export async function auditPrivilegedPassages(
  deps: AppDeps,
  caller: Caller,
  kase: { id: string; name: string },
  passages: readonly { documentId: string; filename: string }[],
): Promise<void> {
  const ids = [...new Set(passages.map((p) => p.documentId))];
  if (ids.length === 0) return;
  const privileged = await deps.db
    .select({ documentId: documentCodings.documentId, privilege: documentCodings.privilege })
    .from(documentCodings)
    .where(and(eq(documentCodings.caseId, kase.id), inArray(documentCodings.documentId, ids), ne(documentCodings.privilege, 'none')));
  if (privileged.length === 0) return;
  const privilegedIds = new Set(privileged.map((p) => p.documentId));
  const quoted = passages.filter((p) => privilegedIds.has(p.documentId));
  const only = privileged.length === 1 ? quoted[0] : undefined;
  await recordAudit(deps.db, caller.actor, {
    action: 'document_viewed',
    // One privileged document is the row's resource; several are listed under their case.
    ...(only ? { resourceType: 'document' as const, resourceId: only.documentId, resourceName: only.filename } : { resourceType: 'case' as const, resourceId: kase.id, resourceName: kase.name }),
    details: {
      view: 'privileged_passages',
      case_id: kase.id,
      privileged_documents: privileged.map((p) => ({ document_id: p.documentId, privilege: p.privilege })),
      passages: quoted.length,
    },
  });
}
