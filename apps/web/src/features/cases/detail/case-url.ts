/**
 * The case page keeps its state in the query string so a reload, Back, or a link from omnisearch
 * lands on the same view: `?tab=` (the open tab), `?document=` (the open viewer) and `?event=`
 * (the timeline entry to bring into view). Pure functions over URLSearchParams, so they are tested
 * without a router.
 */
export const CASE_TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'parties', label: 'Parties' },
  { id: 'events', label: 'Events' },
  { id: 'deadlines', label: 'Deadlines' },
  { id: 'calendar', label: 'Calendar' },
  { id: 'team', label: 'Team' },
  { id: 'documents', label: 'Documents' },
  { id: 'highlights', label: 'Highlights' },
  { id: 'lawyer-analysis', label: 'Lawyer analysis' },
  { id: 'custodians', label: 'Custodians' },
  { id: 'culling', label: 'Culling report' },
] as const;
export type CaseTabId = (typeof CASE_TABS)[number]['id'];

export const DEFAULT_TAB: CaseTabId = 'overview';

export function isCaseTab(value: string | null): value is CaseTabId {
  return CASE_TABS.some((t) => t.id === value);
}

/**
 * The tab to show. A deep link names a document or an event but not always a tab: the document
 * viewer belongs to Documents and a highlighted event to Events, whatever `tab` says.
 */
export function resolveTab(params: URLSearchParams): CaseTabId {
  if (params.get('document')) return 'documents';
  if (params.get('event')) return 'events';
  const tab = params.get('tab');
  return isCaseTab(tab) ? tab : DEFAULT_TAB;
}

/** Moving to another tab drops the one-off deep-link targets (they belong to the tab being left). */
export function paramsForTab(current: URLSearchParams, tab: CaseTabId): URLSearchParams {
  const next = withoutPassage(current);
  next.delete('document');
  next.delete('event');
  if (tab === DEFAULT_TAB) next.delete('tab');
  else next.set('tab', tab);
  return next;
}

/** Opens (id) or closes (null) the document viewer; closing stays on the Documents tab. */
export function paramsWithDocument(current: URLSearchParams, documentId: string | null): URLSearchParams {
  // The passage belongs to the document it was opened with.
  const next = withoutPassage(current);
  next.delete('event');
  if (documentId) next.set('document', documentId);
  else next.delete('document');
  next.set('tab', 'documents');
  return next;
}

/**
 * A passage of a document to open the viewer at (`&page=&start=&end=`, from a search result or a
 * highlight): the page number and character offsets of that page's text. Absent or malformed: none.
 */
export interface PassageParams {
  page: number;
  start: number;
  end: number;
}

const PASSAGE_KEYS = ['page', 'start', 'end'] as const;

function withoutPassage(current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of PASSAGE_KEYS) next.delete(key);
  return next;
}

export function passageFromValues(page: string | null, start: string | null, end: string | null): PassageParams | undefined {
  const [p, s, e] = [page, start, end].map((raw) => (raw !== null && /^\d{1,9}$/.test(raw) ? Number(raw) : null));
  if (p == null || p < 1 || s == null || e == null || e <= s) return undefined;
  return { page: p, start: s, end: e };
}

export function passageFromParams(params: URLSearchParams): PassageParams | undefined {
  return passageFromValues(params.get('page'), params.get('start'), params.get('end'));
}

/** Opens the viewer at a passage of a document. */
export function paramsWithPassage(current: URLSearchParams, documentId: string, passage: PassageParams): URLSearchParams {
  const next = paramsWithDocument(current, documentId);
  for (const key of PASSAGE_KEYS) next.set(key, String(passage[key]));
  return next;
}

/** Highlights (id) or stops highlighting (null) a timeline entry; stays on the Events tab. */
export function paramsWithEvent(current: URLSearchParams, eventId: string | null): URLSearchParams {
  const next = withoutPassage(current);
  next.delete('document');
  if (eventId) next.set('event', eventId);
  else next.delete('event');
  next.set('tab', 'events');
  return next;
}

/** The shareable address of a document of a case (what omnisearch links to). */
export function documentHref(caseId: string, documentId: string, passage?: PassageParams): string {
  const base = `/cases/${caseId}?document=${encodeURIComponent(documentId)}`;
  return passage ? `${base}&page=${passage.page}&start=${passage.start}&end=${passage.end}` : base;
}

export function eventHref(caseId: string, eventId: string): string {
  return `/cases/${caseId}?event=${encodeURIComponent(eventId)}`;
}
