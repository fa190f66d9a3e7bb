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
import { casesOfEvents } from './case-of-row.js';

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
  /** Defaults to the action's fixed risk rule (`riskLevelFor` in the contract). */
  riskLevel?: RiskLevel;
  metadata?: Record<string, unknown>;
  source?: 'server' | 'client';
  timestamp?: Date;
  /**
   * The case the row is about, when neither the resource nor `details.case_id` says it (null: a
   * firm-level row). Usually left out: case-of-row.ts derives it. Decides who may read the row.
   */
  caseId?: string | null;
}

const chainOf = (organizationId: string | null) => organizationId ?? 'system';

/**
 * Appends one row inside the caller's transaction, so the row exists exactly when the action
 * committed. A per-chain advisory lock serialises writers across processes.
 */
export async function appendAudit(tx: Tx, actor: AuditActor, event: AuditEvent): Promise<AuditRow> {
  const [row] = await appendChained(tx, actor, [event]);
  if (!row) throw new Error('audit insert returned no row');
  return row;
}

/**
 * Appends many rows (one per document of a bulk change, say) inside the caller's transaction: the
 * same chain as appendAudit row by row, but the lock, the chain head and the inserts are taken once
 * (a row at a time costs four statements per row while holding the firm's chain lock).
 */
export async function appendAuditMany(tx: Tx, actor: AuditActor, events: readonly AuditEvent[]): Promise<number> {
  if (events.length === 0) return 0;
  return (await appendChained(tx, actor, events)).length;
}

const INSERT_BATCH = 500;

async function appendChained(tx: Tx, actor: AuditActor, events: readonly AuditEvent[]): Promise<AuditRow[]> {
  const chain = chainOf(actor.organizationId);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'audit:' + chain}))`);
  const [head] = await tx.select().from(auditChainHeads).where(eq(auditChainHeads.chain, chain));
  let sequence = head?.sequence ?? 0;
  let prevHash = head?.hash ?? GENESIS_HASH;
  const caseIds = await casesOfEvents(tx, actor.organizationId, events);
  const values = events.map((event, i) => {
    const fields = chainedFields(chain, ++sequence, actor, event);
    const hash = chainHash(prevHash, fields);
    // case_id is stored beside the hashed fields, not in them (see db/schema/audit.ts).
    const row = { ...fields, caseId: caseIds[i] ?? null, prevHash, hash };
    prevHash = hash;
    return row;
  });
  const inserted: AuditRow[] = [];
  for (let i = 0; i < values.length; i += INSERT_BATCH) {
    inserted.push(...(await tx.insert(auditLogs).values(values.slice(i, i + INSERT_BATCH)).returning()));
  }
  await tx
    .insert(auditChainHeads)
    .values({ chain, sequence, hash: prevHash })
    .onConflictDoUpdate({ target: auditChainHeads.chain, set: { sequence, hash: prevHash } });
  return inserted;
}

function chainedFields(chain: string, sequence: number, actor: AuditActor, event: AuditEvent): ChainedFields {
  const timestamp = event.timestamp ?? new Date();
  const retentionDate = new Date(timestamp);
  retentionDate.setUTCFullYear(retentionDate.getUTCFullYear() + AUDIT_RETENTION_YEARS);
  return {
    id: randomUUID(),
    chain,
    sequence,
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
}

/** For events that are not part of a larger change (failed logins, views, denials). */
export function recordAudit(db: Db, actor: AuditActor, event: AuditEvent): Promise<AuditRow> {
  return db.transaction((tx) => appendAudit(tx, actor, event));
}

export type { DbOrTx };
