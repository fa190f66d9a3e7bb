import type { Role } from '@app/contract';
import { caseLinkFor } from '../../lib/links';

/** A place in a document: where a snippet, a timeline entry or an entity was found. */
export interface Passage {
  caseId: string;
  documentId: string;
  page: number;
  start?: number;
  end?: number;
}

/**
 * The case page is for associates and above; paralegals and viewers read the document
 * here, in the viewer, rather than being sent to a page that would refuse them.
 */
export function passageTarget(role: Role, p: Passage): { kind: 'page'; href: string } | { kind: 'viewer'; passage: Passage } {
  const casePage = caseLinkFor(role);
  return casePage ? { kind: 'page', href: casePage(p.caseId, { document: p.documentId, page: p.page, start: p.start, end: p.end }) } : { kind: 'viewer', passage: p };
}
