import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { PrivilegeLogEntry } from '@app/contract';
import type { DbOrTx } from '../../../db/client.js';
import { documentCodings, documents } from '../../../db/schema/index.js';
import { presentEntries, type PrivilegedDocument } from './present.js';
import { redactedEntries } from './redacted-entries.js';

/*
 * The privilege log is read from the coding, never stored: every live document of the case coded
 * privileged (document_codings.privilege ≠ none) is an entry, in log-number order. A document
 * coded back to "not privileged" leaves the log but keeps its number, so numbers are never reused
 * and a gap shows that an entry was withdrawn.
 */

const columns = {
  documentId: documents.id,
  parentId: documents.parentId,
  filename: documents.filename,
  extension: documents.extension,
  detectedType: documents.detectedType,
  metadata: documents.metadata,
  privilege: documentCodings.privilege,
  basis: documentCodings.privilegeBasis,
  logNumber: documentCodings.privilegeLogNumber,
  editedDescription: documentCodings.privilegeDescription,
};

// The coding and the document both in this case, the document not deleted.
const onTheLog = (caseId: string) => and(eq(documentCodings.caseId, caseId), eq(documents.caseId, caseId), ne(documentCodings.privilege, 'none'), isNull(documents.deletedAt));

/** The privileged documents of a case, in log order (by number; an unnumbered one last, by file name). */
export async function privilegedDocuments(db: DbOrTx, caseId: string): Promise<PrivilegedDocument[]> {
  return db
    .select(columns)
    .from(documentCodings)
    .innerJoin(documents, eq(documents.id, documentCodings.documentId))
    .where(onTheLog(caseId))
    .orderBy(sql`${documentCodings.privilegeLogNumber} asc nulls last`, asc(documents.filename), asc(documents.id));
}

export async function privilegeLogEntries(db: DbOrTx, caseId: string): Promise<PrivilegeLogEntry[]> {
  return [...presentEntries(await privilegedDocuments(db, caseId)), ...(await redactedEntries(db, caseId))];
}
