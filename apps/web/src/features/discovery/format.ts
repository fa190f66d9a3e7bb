import {
  CONFIDENTIALITY_LEVELS,
  DUE_SOON_DAYS,
  daysUntil,
  deadlineDistance,
  type ConfidentialityLevel,
  type DiscoveryDirection,
  type DiscoveryRequestStatus,
  type DiscoveryRequestType,
  type ItemResponseStatus,
  type PrivilegeType,
  type ProductionStatus,
  type ServiceMethod,
} from '@app/contract';

/** Words for the contract's values, as the screen shows them. */
export const DIRECTION_LABELS: Record<DiscoveryDirection, string> = { received: 'Received', served: 'Served' };
export const REQUEST_TYPE_LABELS: Record<DiscoveryRequestType, string> = {
  production: 'Requests for production',
  interrogatories: 'Interrogatories',
  admissions: 'Requests for admission',
};
export const REQUEST_STATUS_LABELS: Record<DiscoveryRequestStatus, string> = { open: 'Open', responded: 'Responded', objected: 'Objected', withdrawn: 'Withdrawn' };
export const SERVICE_METHOD_LABELS: Record<ServiceMethod, string> = {
  email: 'E-mail',
  mail: 'Mail (+3 days)',
  hand: 'Hand delivery',
  electronic_filing: 'Electronic filing',
  other: 'Other',
};
export const ITEM_STATUS_LABELS: Record<ItemResponseStatus, string> = { pending: 'Pending', answered: 'Answered', objected: 'Objected', partial: 'Partly answered' };
export const CONFIDENTIALITY_LABELS: Record<ConfidentialityLevel, string> = {
  none: 'Not confidential',
  confidential: 'Confidential',
  highly_confidential_aeo: 'Highly Confidential – AEO',
};
export const PRIVILEGE_SHORT_LABELS: Record<PrivilegeType, string> = {
  none: 'Not privileged',
  attorney_client: 'Attorney-client',
  work_product: 'Work product',
  common_interest: 'Common interest',
};
export const PRODUCTION_STATUS_LABELS: Record<ProductionStatus, string> = { queued: 'Queued', running: 'Running', completed: 'Completed', failed: 'Failed' };

/** Today as a calendar date in the user's own time zone (what "due in 3 days" is counted from). */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const calendarFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

/** A calendar date (YYYY-MM-DD) in the user's locale; read as UTC so no time zone moves it a day. */
export function formatCalendarDate(date: string | null | undefined): string {
  if (!date) return '—';
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? '—' : calendarFormat.format(parsed);
}

export type DueKind = 'overdue' | 'today' | 'soon' | 'later' | 'closed';
export interface DueState {
  kind: DueKind;
  days: number;
  /** A short phrase for the chip ("Due in 3 days", "2 days overdue"); null when nothing needs saying. */
  label: string | null;
}

/** How close a response deadline is; a request that is answered or withdrawn has no deadline left. */
export function dueState(due: string, today: string, status: DiscoveryRequestStatus): DueState {
  const left = daysUntil(due, today);
  if (status !== 'open') return { kind: 'closed', days: left, label: null };
  // The words every page uses for a deadline (contract deadline-days.ts): "Due tomorrow", "2 days overdue".
  if (left < 0) return { kind: 'overdue', days: left, label: deadlineDistance(left) };
  if (left === 0) return { kind: 'today', days: 0, label: 'Due today' };
  if (left <= DUE_SOON_DAYS) return { kind: 'soon', days: left, label: `Due ${deadlineDistance(left)}` };
  return { kind: 'later', days: left, label: null };
}

/** The next confidentiality designation (the C key cycles through them). */
export function nextConfidentiality(level: ConfidentialityLevel): ConfidentialityLevel {
  const index = CONFIDENTIALITY_LEVELS.indexOf(level);
  return CONFIDENTIALITY_LEVELS[(index + 1) % CONFIDENTIALITY_LEVELS.length] ?? 'none';
}

/** A delimiter as a person can read it: control characters by their code ("0x14"), others as themselves. */
export function describeDelimiter(char: string): string {
  const code = char.codePointAt(0);
  if (code === undefined) return '';
  if (code < 0x20 || code === 0x7f) return `0x${code.toString(16).padStart(2, '0').toUpperCase()}`;
  return char;
}

/** What a person types for a delimiter back into the character: "0x14" → U+0014; one character stays itself; else null. */
export function parseDelimiter(input: string): string | null {
  const hex = /^0x([0-9a-f]{1,2})$/i.exec(input.trim());
  if (hex?.[1]) return String.fromCharCode(parseInt(hex[1], 16));
  return [...input].length === 1 ? input : null;
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString()} ${n === 1 ? one : many}`;

/** File size in words (a production's ZIP). */
export function formatBytes(bytes: number | null): string {
  if (bytes === null) return '—';
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}
