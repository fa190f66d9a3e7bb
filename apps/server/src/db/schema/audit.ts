import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AuditAction, AuditOutcome, ResourceType, RiskLevel } from '@app/contract';
import { ts } from './columns.js';

/**
 * Append-only, hash-chained audit trail. `chain` is the firm id (or 'system' for events with no
 * firm, such as a failed login for an unknown e-mail); `sequence` counts within the chain and
 * `hash` = SHA-256(prev_hash + canonical row). A trigger refuses UPDATE, DELETE and TRUNCATE.
 */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: uuid('id').primaryKey(),
    chain: text('chain').notNull(),
    sequence: bigint('sequence', { mode: 'number' }).notNull(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
    organizationId: uuid('organization_id'),
    userId: uuid('user_id'),
    userEmail: text('user_email'),
    userName: text('user_name'),
    sessionId: text('session_id'),
    timestamp: ts('timestamp').notNull(),
    action: text('action').$type<AuditAction>().notNull(),
    resourceType: text('resource_type').$type<ResourceType>().notNull(),
    resourceId: text('resource_id'),
    resourceName: text('resource_name'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    outcome: text('outcome').$type<AuditOutcome>().notNull(),
    riskLevel: text('risk_level').$type<RiskLevel>().notNull(),
    complianceTags: jsonb('compliance_tags').$type<string[]>().notNull(),
    retentionDate: ts('retention_date').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull(),
    source: text('source').$type<'server' | 'client'>().notNull(),
    /**
     * The case the row is about, which decides who may read it (ethical walls). Derived when the
     * row is written (platform/audit/case-of-row.ts) and deliberately outside the hash: it restates
     * what the hashed fields say (the resource, details.case_id) or the case a named document lives
     * in, and migration 0023 filled it for rows written before it existed without touching them.
     */
    caseId: uuid('case_id'),
  },
  (t) => [
    uniqueIndex('audit_logs_chain_seq_key').on(t.chain, t.sequence),
    index('audit_logs_org_time_idx').on(t.organizationId, t.timestamp),
    // The dashboard's activity chart counts a firm's rows about cases by week; with the condition
    // in the index the count reads the index alone, never each row's details (modules/dashboard/stats.ts).
    index('audit_logs_case_activity_idx')
      .on(t.organizationId, t.timestamp)
      .where(sql`resource_type = 'case' or details ? 'case_id'`),
    // A walled reader's list and counts keep rows whose case they may see: (firm, case) finds them.
    index('audit_logs_case_idx').on(t.organizationId, t.caseId).where(sql`case_id is not null`),
  ],
);
export type AuditRow = typeof auditLogs.$inferSelect;

/** The newest row of each chain, so a deleted tail is detected too. */
export const auditChainHeads = pgTable('audit_chain_heads', {
  chain: text('chain').primaryKey(),
  sequence: bigint('sequence', { mode: 'number' }).notNull(),
  hash: text('hash').notNull(),
});

/**
 * Retention seals: before the rows of a chain whose `retention_date` has passed are
 * removed, a checkpoint records the sequence and hash of the last row removed. Verification then
 * starts after the newest checkpoint instead of at the genesis hash, so the remaining chain still
 * proves itself; the checkpoint is itself named in the chain by the `data_retention_policy_applied`
 * row that follows it. The database refuses to change or remove a checkpoint (migration 0018), and
 * lets an audit row be deleted only when it is expired, sealed by a checkpoint, and the deleting
 * transaction says it is the retention job.
 */
export const auditCheckpoints = pgTable(
  'audit_checkpoints',
  {
    chain: text('chain').notNull(),
    /** Every row of the chain up to and including this sequence may have been removed. */
    sequence: bigint('sequence', { mode: 'number' }).notNull(),
    /** The hash of the row at `sequence`: the `prev_hash` the first remaining row must carry. */
    hash: text('hash').notNull(),
    rowsRemoved: bigint('rows_removed', { mode: 'number' }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.chain, t.sequence] })],
);
export type AuditCheckpointRow = typeof auditCheckpoints.$inferSelect;
