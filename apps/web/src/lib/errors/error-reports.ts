import { ERROR_REPORTS_KEPT } from '@app/contract';
import { BUILD_VERSION } from '../config';

/** Locally stored error report. Kept in this browser only and never sent. */
export interface ErrorReport {
  message: string;
  stack: string | null;
  componentStack: string | null;
  errorId: string;
  url: string;
  userAgent: string;
  timestamp: string;
  userId: string | null;
  buildVersion: string;
}

export const ERROR_REPORTS_KEY = 'ldd.errorReports';

export function newErrorId(now: number = Date.now()): string {
  return `err_${now.toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
}

export function readErrorReports(): ErrorReport[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(ERROR_REPORTS_KEY) ?? '[]');
    return Array.isArray(value) ? (value as ErrorReport[]) : [];
  } catch {
    return [];
  }
}

/** Adds a report at the front and keeps the newest ten (the oldest is dropped). */
export function appendErrorReport(reports: readonly ErrorReport[], report: ErrorReport): ErrorReport[] {
  return [report, ...reports].slice(0, ERROR_REPORTS_KEPT);
}

export function recordErrorReport(input: {
  error: unknown;
  componentStack?: string | null;
  errorId?: string;
  userId?: string | null;
}): ErrorReport {
  const error = input.error instanceof Error ? input.error : new Error(String(input.error));
  const report: ErrorReport = {
    message: error.message,
    stack: error.stack ?? null,
    componentStack: input.componentStack ?? null,
    errorId: input.errorId ?? newErrorId(),
    url: window.location.href,
    userAgent: navigator.userAgent,
    timestamp: new Date().toISOString(),
    userId: input.userId ?? null,
    buildVersion: BUILD_VERSION,
  };
  console.error(`[${report.errorId}]`, error, input.componentStack ?? '');
  try {
    localStorage.setItem(ERROR_REPORTS_KEY, JSON.stringify(appendErrorReport(readErrorReports(), report)));
  } catch {
    // Storage full or disabled: the console copy above is all we can keep.
  }
  return report;
}
