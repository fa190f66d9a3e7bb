import { createHash } from 'node:crypto';
import type { AuditAction, AuditOutcome, ResourceType, RiskLevel } from '@app/contract';

/** JSON with object keys sorted at every depth: jsonb reorders keys, the hash must not care. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

export const GENESIS_HASH = '0'.repeat(64);

export interface ChainedFields {
  id: string;
  chain: string;
  sequence: number;
  organizationId: string | null;
  userId: string | null;
  userEmail: string | null;
  userName: string | null;
  sessionId: string | null;
  timestamp: Date;
  action: AuditAction;
  resourceType: ResourceType;
  resourceId: string | null;
  resourceName: string | null;
  details: Record<string, unknown>;
  ipAddress: string | null;
  userAgent: string | null;
  outcome: AuditOutcome;
  riskLevel: RiskLevel;
  complianceTags: string[];
  retentionDate: Date;
  metadata: Record<string, unknown>;
  source: 'server' | 'client';
}

/** hash_n = SHA-256(hash_{n-1} || canonical(row_n)): editing or removing any row breaks every later link. */
export function chainHash(prevHash: string, row: ChainedFields): string {
  const body = canonicalJson({
    ...row,
    timestamp: row.timestamp.toISOString(),
    retentionDate: row.retentionDate.toISOString(),
  });
  return createHash('sha256').update(prevHash).update('\n').update(body).digest('hex');
}
