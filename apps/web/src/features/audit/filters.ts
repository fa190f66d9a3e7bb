import {
  AUDIT_ACTIONS,
  AUDIT_OUTCOMES,
  RESOURCE_TYPES,
  RISK_LEVELS,
  type AuditAction,
  type AuditFilters,
  type AuditOutcome,
  type ResourceType,
  type RiskLevel,
} from '@app/contract';

/**
 * The audit page's filters as the form holds them (dates as the 'YYYY-MM-DD' of a date input), and
 * their mapping to the API's filter fields and to the URL, so a filtered view can be bookmarked.
 */
export interface AuditFilterState {
  search: string;
  /** Local calendar days, inclusive; '' for open-ended. */
  from: string;
  to: string;
  userId: string;
  actions: AuditAction[];
  resourceTypes: ResourceType[];
  riskLevels: RiskLevel[];
  outcomes: AuditOutcome[];
}

export const EMPTY_FILTERS: AuditFilterState = {
  search: '',
  from: '',
  to: '',
  userId: '',
  actions: [],
  resourceTypes: [],
  riskLevels: [],
  outcomes: [],
};

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight at the start of a local calendar day, or null for an invalid day. */
export function startOfLocalDay(day: string): Date | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The last millisecond of a local calendar day: "to 31 March" includes all of 31 March. */
export function endOfLocalDay(day: string): Date | null {
  const start = startOfLocalDay(day);
  if (!start) return null;
  const next = new Date(start.getFullYear(), start.getMonth(), start.getDate() + 1);
  return new Date(next.getTime() - 1);
}

/** 'YYYY-MM-DD' of a date in local time (what a date input expects). */
export function toLocalDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A period that ends before it starts; the API would answer 400, so the form says it first. */
export function periodProblem(filters: Pick<AuditFilterState, 'from' | 'to'>): string | null {
  const start = filters.from ? startOfLocalDay(filters.from) : null;
  const end = filters.to ? endOfLocalDay(filters.to) : null;
  if (filters.from && !start) return 'Enter a valid start date';
  if (filters.to && !end) return 'Enter a valid end date';
  if (start && end && start > end) return 'The end date is before the start date';
  return null;
}

/** The API's filter fields; empty choices are left out rather than sent as empty lists. */
export function filtersToRequest(filters: AuditFilterState): AuditFilters {
  const request: AuditFilters = {};
  const start = filters.from ? startOfLocalDay(filters.from) : null;
  const end = filters.to ? endOfLocalDay(filters.to) : null;
  if (start) request.period_start = start.toISOString();
  if (end) request.period_end = end.toISOString();
  if (filters.userId) request.user_id = filters.userId;
  if (filters.actions.length) request.action = [...filters.actions];
  if (filters.resourceTypes.length) request.resource_type = [...filters.resourceTypes];
  if (filters.riskLevels.length) request.risk_level = [...filters.riskLevels];
  if (filters.outcomes.length) request.outcome = [...filters.outcomes];
  const search = filters.search.trim();
  if (search) request.search = search;
  return request;
}

export function activeFilterCount(filters: AuditFilterState): number {
  return (
    Number(Boolean(filters.search.trim())) +
    Number(Boolean(filters.from || filters.to)) +
    Number(Boolean(filters.userId)) +
    Number(filters.actions.length > 0) +
    Number(filters.resourceTypes.length > 0) +
    Number(filters.riskLevels.length > 0) +
    Number(filters.outcomes.length > 0)
  );
}

const pick = <T extends string>(values: string[], allowed: readonly T[]): T[] =>
  values.filter((v): v is T => (allowed as readonly string[]).includes(v));

/** Reads filters from the URL, dropping anything unknown (a hand-edited link must not break the page). */
export function filtersFromParams(params: URLSearchParams): AuditFilterState {
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    return startOfLocalDay(value) ? value : '';
  };
  return {
    search: params.get('q') ?? '',
    from: day('from'),
    to: day('to'),
    userId: params.get('user') ?? '',
    actions: pick(params.getAll('action'), AUDIT_ACTIONS),
    resourceTypes: pick(params.getAll('resource'), RESOURCE_TYPES),
    riskLevels: pick(params.getAll('risk'), RISK_LEVELS),
    outcomes: pick(params.getAll('outcome'), AUDIT_OUTCOMES),
  };
}

/** Writes filters into URL parameters, keeping any unrelated ones (such as the open tab). */
export function filtersToParams(filters: AuditFilterState, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of ['q', 'from', 'to', 'user', 'action', 'resource', 'risk', 'outcome', 'page']) params.delete(key);
  if (filters.search.trim()) params.set('q', filters.search.trim());
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.userId) params.set('user', filters.userId);
  for (const a of filters.actions) params.append('action', a);
  for (const r of filters.resourceTypes) params.append('resource', r);
  for (const r of filters.riskLevels) params.append('risk', r);
  for (const o of filters.outcomes) params.append('outcome', o);
  return params;
}

/** Quick ranges offered beside the date inputs. */
export function lastDays(days: number, now = new Date()): Pick<AuditFilterState, 'from' | 'to'> {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (days - 1));
  return { from: toLocalDay(start), to: toLocalDay(now) };
}
