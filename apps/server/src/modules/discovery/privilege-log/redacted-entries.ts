import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { PRIVILEGE_LABELS, REDACTION_REASON_LABELS, type PrivilegeLogEntry, type PrivilegeType, type RedactionReason } from '@app/contract';
import type { DbOrTx } from '../../../db/client.js';
import { productionRedactionSets, productions } from '../../../db/schema/index.js';

/*
 * "Redacted" entries of the privilege log: a document produced with privileged parts redacted
 * (attorney-client or work product; personal data and confidentiality are not privilege claims)
 * is listed once per production, its Bates pages standing as the control number. Read from the
 * redaction log each completed production kept, so the pages are the volume's. Names, authors and
 * recipients are left out: they may carry what was redacted (the log's document name is already
 * scrubbed of every redacted string).
 */

const PRIVILEGED: Partial<Record<RedactionReason, PrivilegeType>> = { attorney_client: 'attorney_client', work_product: 'work_product' };

export async function redactedEntries(db: DbOrTx, caseId: string): Promise<PrivilegeLogEntry[]> {
  const rows = await db
    .select({ production: productions.name, completedAt: productions.completedAt, log: productionRedactionSets.log })
    .from(productionRedactionSets)
    .innerJoin(productions, eq(productions.id, productionRedactionSets.productionId))
    .where(and(eq(productions.caseId, caseId), eq(productions.status, 'completed'), isNotNull(productionRedactionSets.log)))
    .orderBy(asc(productions.completedAt), asc(productions.id));
  const entries: PrivilegeLogEntry[] = [];
  let n = 0;
  for (const row of rows) {
    const byDocument = new Map<string, { document: string; pages: string[]; reasons: Set<RedactionReason> }>();
    for (const line of row.log ?? []) {
      const privileged = (line.reason_codes ?? []).filter((r) => PRIVILEGED[r]);
      if (!line.document_id || privileged.length === 0) continue;
      const entry = byDocument.get(line.document_id) ?? { document: line.document, pages: [], reasons: new Set<RedactionReason>() };
      entry.pages.push(line.bates);
      for (const r of privileged) entry.reasons.add(r);
      byDocument.set(line.document_id, entry);
    }
    for (const [documentId, e] of byDocument) {
      n += 1;
      const privilege = PRIVILEGED[[...e.reasons][0]!]!;
      const range = e.pages.length === 1 ? e.pages[0]! : `${e.pages[0]}–${e.pages[e.pages.length - 1]}`;
      entries.push({
        log_id: `RED-${String(n).padStart(4, '0')}`,
        document_id: documentId,
        control_number: range,
        filename: e.document,
        date: null,
        document_type: 'Produced document',
        author: null,
        recipients_to: null,
        recipients_cc: null,
        recipients_bcc: null,
        description: `Produced in "${row.production}" with ${[...e.reasons].map((r) => REDACTION_REASON_LABELS[r]).join(' and ')} material redacted on Bates page${e.pages.length === 1 ? '' : 's'} ${e.pages.join(', ')}.`,
        privilege,
        privilege_label: PRIVILEGE_LABELS[privilege],
        basis: null,
        treatment: 'redacted',
      });
    }
  }
  return entries;
}
