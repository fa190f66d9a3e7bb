import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  AUDIT_RETENTION_YEARS,
  complianceTagsFor,
  riskLevelFor,
  type AuditAction,
  type AuditOutcome,
  type ResourceType,
  type RiskLevel,
} from '@app/contract';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { auditChainHeads, auditLogs, type AuditRow } from '../../db/schema/index.js';
import { GENESIS_HASH, chainHash, type ChainedFields } from './canonical.js';

/** Who did it and from where: built once per request (see http/request-context). */
export interface AuditActor {
  organizationId: string | null;
  userId: string | null;
  userEmail: string | null;
  userName: string | null;
  sessionId: string | null;
  ipAddress: string | null;
  userAgent: string | null;
}

/**
 * The actor for what the server does on its own (the demo seed, the document pipeline): the trail
 * names "System", and `component` (in the user-agent column) says which part of it acted.
 */
export const systemActor = (organizationId: string, component: string): AuditActor => ({
  organizationId,
  userId: null,
  userEmail: null,
  userName: 'System',
  sessionId: null,
  ipAddress: null,
  userAgent: component,
});

export interface AuditEvent {
  action: AuditAction;
  resourceType: ResourceType;
  resourceId?: string | null;
  resourceName?: string | null;
  details?: Record<string, unknown>;
  outcome?: AuditOutcome;
  /** Defaults to the spec §9 rule for the action. */
  riskLevel?: RiskLevel;
  metadata?: Record<string, unknown>;
  source?: 'server' | 'client';
  timestamp?: Date;
}

const chainOf = (organizationId: string | null) => organizationId ?? 'system';

/**
 * Appends one row inside the caller's transaction, so the row exists exactly when the action
 * committed. A per-chain advisory lock serialises writers across processes.
 */
export async function appendAudit(tx: Tx, actor: AuditActor, event: AuditEvent): Promise<AuditRow> {
  const chain = chainOf(actor.organizationId);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'audit:' + chain}))`);
  const [head] = await tx.select().from(auditChainHeads).where(eq(auditChainHeads.chain, chain));
  const timestamp = event.timestamp ?? new Date();
  const retentionDate = new Date(timestamp);
  retentionDate.setUTCFullYear(retentionDate.getUTCFullYear() + AUDIT_RETENTION_YEARS);

  const fields: ChainedFields = {
    id: randomUUID(),
    chain,
    sequence: (head?.sequence ?? 0) + 1,
    organizationId: actor.organizationId,
    userId: actor.userId,
    userEmail: actor.userEmail,
    userName: actor.userName,
    sessionId: actor.sessionId,
    timestamp,
    action: event.action,
    resourceType: event.resourceType,
    resourceId: event.resourceId ?? null,
    resourceName: event.resourceName ?? null,
    details: event.details ?? {},
    ipAddress: actor.ipAddress,
    userAgent: actor.userAgent,
    outcome: event.outcome ?? 'success',
    riskLevel: event.riskLevel ?? riskLevelFor(event.action),
    complianceTags: complianceTagsFor(event.action),
    retentionDate,
    metadata: event.metadata ?? {},
    source: event.source ?? 'server',
  };
  const prevHash = head?.hash ?? GENESIS_HASH;
  const hash = chainHash(prevHash, fields);
  const [row] = await tx
    .insert(auditLogs)
    .values({ ...fields, prevHash, hash })
    .returning();
  await tx
    .insert(auditChainHeads)
    .values({ chain, sequence: fields.sequence, hash })
    .onConflictDoUpdate({ target: auditChainHeads.chain, set: { sequence: fields.sequence, hash } });
  if (!row) throw new Error('audit insert returned no row');
  return row;
}

/** For events that are not part of a larger change (failed logins, views, denials). */
export function recordAudit(db: Db, actor: AuditActor, event: AuditEvent): Promise<AuditRow> {
  return db.transaction((tx) => appendAudit(tx, actor, event));
}

export type { DbOrTx };
