import { CASE_PRIORITIES, CASE_STATUSES, type CasePriority, type CaseStatus } from '@app/contract';
import type { CaseListFilters } from '../api';

/**
 * What the /cases list shows (search, filters, sort, page) and its mapping to the URL and to the
 * API's query: a filtered list can be bookmarked, shared, and survives opening a case and coming back.
 */
export type CaseSort = 'updated_at' | 'name' | 'opened_at' | 'priority';
export type SortOrder = 'asc' | 'desc';

export interface CaseListView {
  q: string;
  status: CaseStatus | '';
  priority: CasePriority | '';
  caseType: string;
  sort: CaseSort;
  order: SortOrder;
  archived: boolean;
  page: number;
  pageSize: number;
}

export const CASE_SORT_OPTIONS: ReadonlyArray<{ value: CaseSort; label: string }> = [
  { value: 'updated_at', label: 'Last updated' },
  { value: 'name', label: 'Name' },
  { value: 'opened_at', label: 'Date opened' },
  { value: 'priority', label: 'Priority' },
];

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

/** The direction a person expects first: names A→Z, most urgent first, newest first. */
export function defaultOrder(sort: CaseSort): SortOrder {
  return sort === 'name' || sort === 'priority' ? 'asc' : 'desc';
}

export const DEFAULT_VIEW: CaseListView = {
  q: '',
  status: '',
  priority: '',
  caseType: '',
  sort: 'updated_at',
  order: defaultOrder('updated_at'),
  archived: false,
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
};

/** "Newest first", "A to Z", "Most urgent first": the order button says what it does for this sort. */
export function orderLabel(sort: CaseSort, order: SortOrder): string {
  if (sort === 'name') return order === 'asc' ? 'A to Z' : 'Z to A';
  // The API's priority "asc" is most urgent first (critical, high, medium, low).
  if (sort === 'priority') return order === 'asc' ? 'Most urgent first' : 'Least urgent first';
  return order === 'desc' ? 'Newest first' : 'Oldest first';
}

const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | '' =>
  raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : '';

const SORTS = CASE_SORT_OPTIONS.map((o) => o.value);

export function viewFromParams(params: URLSearchParams): CaseListView {
  const sort = oneOf(SORTS, params.get('sort')) || DEFAULT_VIEW.sort;
  const order = oneOf(['asc', 'desc'] as const, params.get('order')) || defaultOrder(sort);
  const page = Math.floor(Number(params.get('page')));
  const size = Number(params.get('size'));
  return {
    q: params.get('q') ?? '',
    status: oneOf(CASE_STATUSES, params.get('status')),
    priority: oneOf(CASE_PRIORITIES, params.get('priority')),
    caseType: params.get('type') ?? '',
    sort,
    order,
    archived: params.get('archived') === '1',
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/**
 * Only what differs from the defaults goes into the URL, so a plain /cases stays plain. Typed text
 * is kept as typed (the boxes read it back: trimming here would eat the space before a next word).
 */
export function viewToParams(view: CaseListView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.q) params.set('q', view.q);
  if (view.status) params.set('status', view.status);
  if (view.priority) params.set('priority', view.priority);
  if (view.caseType) params.set('type', view.caseType);
  if (view.sort !== DEFAULT_VIEW.sort) params.set('sort', view.sort);
  if (view.order !== defaultOrder(view.sort)) params.set('order', view.order);
  if (view.archived) params.set('archived', '1');
  if (view.page > 1) params.set('page', String(view.page));
  if (view.pageSize !== DEFAULT_PAGE_SIZE) params.set('size', String(view.pageSize));
  return params;
}

/** The API query; empty choices are left out rather than sent empty. */
export function viewToFilters(view: CaseListView): CaseListFilters {
  const filters: CaseListFilters = { page: view.page, page_size: view.pageSize, sort: view.sort, order: view.order };
  if (view.q.trim()) filters.q = view.q.trim();
  if (view.status) filters.status = view.status;
  if (view.priority) filters.priority = view.priority;
  if (view.caseType.trim()) filters.case_type = view.caseType.trim();
  if (view.archived) filters.include_archived = true;
  return filters;
}

/** A changed filter starts again at page 1: page 4 of the old results means nothing for the new ones. */
export function withFilter(view: CaseListView, patch: Partial<Omit<CaseListView, 'page' | 'pageSize'>>): CaseListView {
  const next = { ...view, ...patch, page: 1 };
  // A new sort starts in its natural direction unless the caller chose one.
  if (patch.sort && patch.sort !== view.sort && !patch.order) next.order = defaultOrder(patch.sort);
  return next;
}

/** How many filters narrow the list (search, status, priority, type); sort and paging do not count. */
export function activeFilterCount(view: CaseListView): number {
  return [view.q.trim(), view.status, view.priority, view.caseType.trim()].filter(Boolean).length;
}

export function clearFilters(view: CaseListView): CaseListView {
  return { ...view, q: '', status: '', priority: '', caseType: '', page: 1 };
}
