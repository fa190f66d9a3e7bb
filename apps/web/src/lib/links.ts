import { mayOpenPage, PAGE_PERMISSIONS, type GuardedPage, type Insight, type Role } from '@app/contract';
import { transcriptHitHref } from './transcript-links';

/*
 * Every in-app link to a guarded page is built here, one function per target page, each from the
 * same contract rule (mayOpenPage) as the route guard of that page. A role that the guard would
 * refuse gets the item where it may read it (a document in the search page's viewer, a case's
 * analysis on /search, a discovery request on /discovery), or null: the caller shows plain text.
 */

type Params = Record<string, string | number | null | undefined>;

function withQuery(path: string, params: Params = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== null && value !== undefined && value !== '') query.set(key, String(value));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

const segment = (id: string) => encodeURIComponent(id);

/** A guarded page that takes no path parameter (`/costs`, `/upload`, `/admin/system` …). */
export type PlainPage = Exclude<GuardedPage, `${string}:${string}`>;

/** A page with no parameters, for the roles its guard lets in (null: show no link). */
export function pageLinkFor(role: Role, page: PlainPage, params?: Params): string | null {
  return mayOpenPage(role, page) ? withQuery(page, params) : null;
}

/** Builds a link to one case's page, with the query that opens a tab, a document or an event there. */
export type CaseLink = (caseId: string, params?: Params) => string;

/** The case page (`/cases/:caseId`), for the roles its guard lets in. */
export function caseLinkFor(role: Role): CaseLink | null {
  return mayOpenPage(role, '/cases/:caseId') ? (caseId, params) => withQuery(`/cases/${segment(caseId)}`, params) : null;
}

/** Search & Analysis, optionally on one case, one of its views, or one document in its viewer. */
export function searchLinkFor(role: Role): ((params?: Params) => string) | null {
  return mayOpenPage(role, '/search') ? (params) => withQuery('/search', params) : null;
}

/** Where a role reads one case: its page, else its analysis on /search. */
export function caseReadingLink(role: Role, caseId: string): string | null {
  return caseLinkFor(role)?.(caseId) ?? searchLinkFor(role)?.({ case: caseId }) ?? null;
}

/** Where a role reads one document: the case page's viewer, else the search page's. */
export function documentLinkFor(role: Role, caseId: string, documentId: string): string | null {
  return caseLinkFor(role)?.(caseId, { document: documentId }) ?? searchLinkFor(role)?.({ case: caseId, document: documentId }) ?? null;
}

/** Where a role reads one event: the case page, else the case's timeline on /search. */
export function eventLinkFor(role: Role, caseId: string, eventId: string): string | null {
  return caseLinkFor(role)?.(caseId, { event: eventId }) ?? searchLinkFor(role)?.({ case: caseId, view: 'timeline' }) ?? null;
}

/** Discovery of one case, optionally with one request open. */
export function discoveryLinkFor(role: Role): ((caseId: string, requestId?: string) => string) | null {
  return mayOpenPage(role, '/discovery') ? (caseId, requestId) => withQuery('/discovery', { case: caseId, request: requestId }) : null;
}

/** A transcript on /transcription, optionally at a page and with the words searched for highlighted. */
export function transcriptLinkFor(role: Role): ((documentId: string, page?: number | null, q?: string) => string) | null {
  return mayOpenPage(role, '/transcription') ? (documentId, page = null, q = '') => transcriptHitHref(documentId, page, q) : null;
}

/** A firm member on /team. */
export function teamLinkFor(role: Role): ((personId: string) => string) | null {
  return mayOpenPage(role, '/team') ? (personId) => withQuery('/team', { person: personId }) : null;
}

const PAGES = Object.keys(PAGE_PERMISSIONS) as GuardedPage[];

/** The guarded page an in-app path opens (`/cases/42?x` is `/cases/:caseId`), or null for any other path. */
export function pageOfPath(href: string): GuardedPage | null {
  const path = href.split(/[?#]/, 1)[0]!.replace(/\/+$/, '') || '/';
  for (const page of PAGES) {
    const pattern = new RegExp(`^${page.replace(/:[^/]+/g, '[^/]+')}$`);
    if (pattern.test(path)) return page;
  }
  return null;
}

/** A link built elsewhere (e.g. by the server): kept when the role may open its page, else null. */
export function followableLink(role: Role, href: string): string | null {
  const page = pageOfPath(href);
  return page && mayOpenPage(role, page) ? href : null;
}

/** The subject id an insight carries after its kind (`document_failed:<id>`). */
const subjectOf = (insight: Insight) => insight.id.slice(insight.id.indexOf(':') + 1);

/**
 * Where an insight leads this role: the server's link when the role may open it; otherwise the
 * same item where the role can read it; null when there is no such place (plain text).
 */
export function insightLinkFor(role: Role, insight: Insight): string | null {
  const caseId = insight.case_id;
  // A request's response is worked on /discovery; the link names the case so the page opens on it.
  if (insight.kind === 'discovery_response_due' && caseId && pageOfPath(insight.link) === '/discovery') return discoveryLinkFor(role)?.(caseId, subjectOf(insight)) ?? null;
  const kept = followableLink(role, insight.link);
  if (kept) return kept;
  if (!caseId) return null;
  switch (insight.kind) {
    case 'discovery_response_due':
      return discoveryLinkFor(role)?.(caseId, subjectOf(insight)) ?? null;
    case 'document_failed':
      return documentLinkFor(role, caseId, subjectOf(insight));
    case 'deadline_without_filing':
      return eventLinkFor(role, caseId, subjectOf(insight));
    default:
      return caseReadingLink(role, caseId);
  }
}
