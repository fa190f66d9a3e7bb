import {
  DOCUMENT_STATUSES,
  SEARCH_MODES,
  SEARCH_SORTS,
  type DocumentSearchFilters,
  type DocumentStatus,
  type SearchMode,
  type SearchSort,
} from '@app/contract';

/**
 * The /search page keeps everything that shapes a search in the query string, so a search is a
 * link someone can share and survives a reload or Back. Pure functions over URLSearchParams, tested
 * without a router. Defaults are left out of the URL to keep links short.
 */
export const SEARCH_VIEWS = ['documents', 'summary', 'timeline', 'entities', 'gaps'] as const;
export type SearchView = (typeof SEARCH_VIEWS)[number];

/** `case`: a case id, 'all' (every case on purpose), or null (follow the case chosen in the app). */
export type CaseChoice = string | 'all' | null;

export interface SearchState {
  q: string;
  mode: SearchMode;
  caseChoice: CaseChoice;
  fileTypes: string[];
  dateFrom: string;
  dateTo: string;
  author: string;
  statuses: DocumentStatus[];
  /** Collection filters: a custodian of the case, a folder or path (and below), one thread, one near-duplicate group, inclusive e-mail only. */
  custodianId: string;
  sourcePath: string;
  threadId: string;
  groupId: string;
  inclusiveOnly: boolean;
  sort: SearchSort;
  page: number;
  view: SearchView;
}

export const DEFAULT_STATE: SearchState = {
  q: '',
  mode: 'keyword',
  caseChoice: null,
  fileTypes: [],
  dateFrom: '',
  dateTo: '',
  author: '',
  statuses: [],
  custodianId: '',
  sourcePath: '',
  threadId: '',
  groupId: '',
  inclusiveOnly: false,
  sort: 'relevance',
  page: 1,
  view: 'documents',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_PAGE = 1000;

const oneOf = <T extends string>(options: readonly T[], value: string | null, fallback: T): T =>
  options.includes(value as T) ? (value as T) : fallback;

/** Repeated and comma-separated values both count (links written by hand use either). */
function listOf(params: URLSearchParams, key: string): string[] {
  const values = params.getAll(key).flatMap((v) => v.split(','));
  return [...new Set(values.map((v) => v.trim()).filter(Boolean))];
}

export function readSearchState(params: URLSearchParams): SearchState {
  const caseParam = params.get('case');
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const date = (key: string) => {
    const value = params.get(key) ?? '';
    return ISO_DATE.test(value) ? value : '';
  };
  const id = (key: string) => {
    const value = params.get(key) ?? '';
    return UUID.test(value) ? value : '';
  };
  return {
    q: (params.get('q') ?? '').trim(),
    mode: oneOf(SEARCH_MODES, params.get('mode'), DEFAULT_STATE.mode),
    caseChoice: caseParam === 'all' ? 'all' : caseParam && UUID.test(caseParam) ? caseParam : null,
    fileTypes: listOf(params, 'type').map((t) => t.toLowerCase()).slice(0, 20),
    dateFrom: date('from'),
    dateTo: date('to'),
    author: (params.get('author') ?? '').trim(),
    statuses: listOf(params, 'status').filter((s): s is DocumentStatus => (DOCUMENT_STATUSES as readonly string[]).includes(s)),
    custodianId: id('custodian'),
    sourcePath: (params.get('path') ?? '').trim().slice(0, 1000),
    threadId: id('thread'),
    groupId: id('group'),
    inclusiveOnly: params.get('inclusive') === '1',
    sort: oneOf(SEARCH_SORTS, params.get('sort'), DEFAULT_STATE.sort),
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
    view: oneOf(SEARCH_VIEWS, params.get('view'), DEFAULT_STATE.view),
  };
}

export function writeSearchState(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.mode !== DEFAULT_STATE.mode) params.set('mode', state.mode);
  if (state.caseChoice) params.set('case', state.caseChoice);
  for (const type of state.fileTypes) params.append('type', type);
  if (state.dateFrom) params.set('from', state.dateFrom);
  if (state.dateTo) params.set('to', state.dateTo);
  if (state.author) params.set('author', state.author);
  for (const status of state.statuses) params.append('status', status);
  if (state.custodianId) params.set('custodian', state.custodianId);
  if (state.sourcePath) params.set('path', state.sourcePath);
  if (state.threadId) params.set('thread', state.threadId);
  if (state.groupId) params.set('group', state.groupId);
  if (state.inclusiveOnly) params.set('inclusive', '1');
  if (state.sort !== DEFAULT_STATE.sort) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.view !== DEFAULT_STATE.view) params.set('view', state.view);
  return params;
}

/** Any change to what is searched starts again at the first page of results. */
export function withChange(state: SearchState, patch: Partial<Omit<SearchState, 'page' | 'view'>>): SearchState {
  return { ...state, ...patch, page: 1 };
}

/** The case searched and analysed: the URL's choice, else the case chosen in the app. */
export function effectiveCase(state: SearchState, selectedCaseId: string | null): string | null {
  if (state.caseChoice === 'all') return null;
  return state.caseChoice ?? selectedCaseId;
}

export type FacetName = 'case' | 'file_type' | 'status' | 'year' | 'custodian';

/** A facet value clicked in the results: it becomes (or joins) the matching filter. */
export function applyFacet(state: SearchState, facet: FacetName, value: string): SearchState {
  switch (facet) {
    case 'case':
      return UUID.test(value) ? withChange(state, { caseChoice: value }) : state;
    case 'file_type': {
      const type = value.toLowerCase();
      return state.fileTypes.includes(type) ? state : withChange(state, { fileTypes: [...state.fileTypes, type] });
    }
    case 'status': {
      if (!(DOCUMENT_STATUSES as readonly string[]).includes(value)) return state;
      const status = value as DocumentStatus;
      return state.statuses.includes(status) ? state : withChange(state, { statuses: [...state.statuses, status] });
    }
    case 'year':
      return /^\d{4}$/.test(value) ? withChange(state, { dateFrom: `${value}-01-01`, dateTo: `${value}-12-31` }) : state;
    case 'custodian':
      return UUID.test(value) ? withChange(state, { custodianId: value }) : state;
  }
}

/** True when the facet value is already what the filters say (shown as selected, not clickable). */
export function facetActive(state: SearchState, facet: FacetName, value: string, caseId: string | null): boolean {
  switch (facet) {
    case 'case':
      return caseId === value;
    case 'file_type':
      return state.fileTypes.includes(value.toLowerCase());
    case 'status':
      return (state.statuses as string[]).includes(value);
    case 'year':
      return state.dateFrom === `${value}-01-01` && state.dateTo === `${value}-12-31`;
    case 'custodian':
      return state.custodianId === value;
  }
}

/** The filters in the drawer (the case has its own picker above the tabs). */
export function activeFilterCount(state: SearchState): number {
  return [
    state.fileTypes.length > 0,
    Boolean(state.dateFrom),
    Boolean(state.dateTo),
    Boolean(state.author),
    state.statuses.length > 0,
    Boolean(state.custodianId),
    Boolean(state.sourcePath),
    Boolean(state.threadId),
    Boolean(state.groupId),
    state.inclusiveOnly,
  ].filter(Boolean).length;
}

/** The filters that belong to one case (its custodians, threads and groups): another case starts without them. */
export const CASE_BOUND_FILTERS = { custodianId: '', threadId: '', groupId: '' } as const satisfies Partial<SearchState>;

export function clearFilters(state: SearchState): SearchState {
  return withChange(state, { fileTypes: [], dateFrom: '', dateTo: '', author: '', statuses: [], ...CASE_BOUND_FILTERS, sourcePath: '', inclusiveOnly: false });
}

/** A period that ends before it starts cannot match anything: said in words, and not sent. */
export function dateRangeProblem(state: Pick<SearchState, 'dateFrom' | 'dateTo'>): string | null {
  return state.dateFrom && state.dateTo && state.dateFrom > state.dateTo ? '"To" is before "From"' : null;
}

/** The filters as the search API takes them (DocumentSearchFilters). */
/** The search calls' filter fields, as the contract declares them. */
export type SearchFiltersPayload = DocumentSearchFilters;

export function filtersPayload(state: SearchState, caseId: string | null): SearchFiltersPayload {
  const payload: SearchFiltersPayload = {};
  if (caseId) payload.case_id = caseId;
  if (state.fileTypes.length) payload.file_type = state.fileTypes;
  if (!dateRangeProblem(state)) {
    if (state.dateFrom) payload.date_from = state.dateFrom;
    if (state.dateTo) payload.date_to = state.dateTo;
  }
  if (state.author) payload.author = state.author;
  if (state.statuses.length) payload.status = state.statuses;
  // A custodian, thread or group is of one case: sent only while a case is searched.
  if (caseId && state.custodianId) payload.custodian_id = state.custodianId;
  if (caseId && state.threadId) payload.thread_id = state.threadId;
  if (caseId && state.groupId) payload.near_duplicate_group = state.groupId;
  if (state.sourcePath) payload.source_path = state.sourcePath;
  if (state.inclusiveOnly) payload.inclusive_only = true;
  return payload;
}
