import { and, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AuditFilters } from '@app/contract';
import { auditLogs } from '../../db/schema/index.js';
import { containsPattern } from '../../db/like-patterns.js';
import type { Caller } from '../../platform/http/caller.js';
import { auditRowsVisibleTo } from './visibility.js';

const asList = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** `%`, `_` and `\` typed by a user are literal characters, not LIKE wildcards. */

/**
 * The rows of the caller's firm the caller may read. Every query starts from the caller's chain: a
 * firm's rows all live in the chain named by its id, which also gives the (chain, sequence) index
 * for newest-first paging. Rows about cases the caller cannot see are left out (visibility.ts).
 */
export function readableAuditRows(caller: Caller): SQL {
  return and(eq(auditLogs.chain, caller.organizationId), eq(auditLogs.organizationId, caller.organizationId), auditRowsVisibleTo(caller)) ?? sql`true`;
}

/** The WHERE clause for the rows the caller may read, filtered. Another firm's user id simply matches nothing. */
export function auditWhere(caller: Caller, filters: AuditFilters): SQL {
  const conditions: (SQL | undefined)[] = [readableAuditRows(caller)];
  if (filters.period_start) conditions.push(gte(auditLogs.timestamp, new Date(filters.period_start)));
  if (filters.period_end) conditions.push(lte(auditLogs.timestamp, new Date(filters.period_end)));
  if (filters.user_id) conditions.push(eq(auditLogs.userId, filters.user_id));
  const lists = [
    [auditLogs.action, asList(filters.action)],
    [auditLogs.resourceType, asList(filters.resource_type)],
    [auditLogs.riskLevel, asList(filters.risk_level)],
    [auditLogs.outcome, asList(filters.outcome)],
  ] as const;
  for (const [column, values] of lists) if (values.length > 0) conditions.push(inArray(column, [...values]));
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    conditions.push(
      or(
        ilike(auditLogs.userEmail, pattern),
        ilike(auditLogs.userName, pattern),
        ilike(auditLogs.resourceName, pattern),
        ilike(auditLogs.action, pattern),
        sql`${auditLogs.details}::text ilike ${pattern}`,
      ),
    );
  }
  return and(...conditions) ?? sql`true`;
}

/** The filters as recorded in the audit row of a view or export (only what was given). */
export function describeFilters(filters: AuditFilters): Record<string, unknown> {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined));
}
