import { mayOpenPage, type Role } from '@app/contract';

/** A place in a document: where a snippet, a timeline entry or an entity was found. */
export interface Passage {
  caseId: string;
  documentId: string;
  page: number;
  start?: number;
  end?: number;
}

/** The case page's address for a passage (it opens its viewer there). */
export function passageHref(p: Passage): string {
  const params = new URLSearchParams({ document: p.documentId, page: String(p.page) });
  if (p.start !== undefined) params.set('start', String(p.start));
  if (p.end !== undefined) params.set('end', String(p.end));
  return `/cases/${p.caseId}?${params.toString()}`;
}

/**
 * The case page is for associates and above; paralegals and viewers read the document
 * here, in the viewer, rather than being sent to a page that would refuse them.
 */
export function passageTarget(role: Role, p: Passage): { kind: 'page'; href: string } | { kind: 'viewer'; passage: Passage } {
  return mayOpenPage(role, '/cases/:caseId') ? { kind: 'page', href: passageHref(p) } : { kind: 'viewer', passage: p };
}
