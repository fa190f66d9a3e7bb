/**
 * The firm under load: an organization (no case cap: the writers create cases all run long), one
 * user per role straight in the database with a known password, then everything else through the
 * API as a user would — sign-ins, matters and a few processed documents to search.
 */
import { hash } from '@node-rs/argon2';
import { ROLE_INFO, type Role } from '@app/contract';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { organizations, users } from '../../apps/server/src/db/schema/index.js';
import { call, textUpload } from './http.js';

export const WORDS = ['indemnification', 'freight', 'lease', 'breach', 'deposition', 'warehouse', 'invoice', 'carrier'];
const PASSWORD = 'Load-Bench-Password-9';
/** The sessions' roles in turn: four writers for every read-only viewer. */
export const SESSION_ROLES: readonly Role[] = ['admin', 'partner', 'admin', 'partner', 'viewer'];

export interface Firm {
  organizationId: string;
  caseIds: string[];
  /** A signed-in session for the setup and the auditor (admin). */
  adminToken: string;
}

export async function seedFirm(databaseUrl: string): Promise<{ organizationId: string; emails: Record<string, string> }> {
  const database = await openDatabase({ url: databaseUrl, pgliteDir: '' });
  try {
    const [org] = await database.db
      .insert(organizations)
      .values({ name: 'Load Bench LLP', subscriptionType: 'professional', subscriptionStatus: 'active', maxCases: 1_000_000 })
      .returning();
    if (!org) throw new Error('organization insert failed');
    const passwordHash = await hash(PASSWORD, { algorithm: 2 });
    const emails: Record<string, string> = {};
    for (const role of new Set(SESSION_ROLES)) {
      const email = `${role}@load.bench`;
      await database.db.insert(users).values({
        organizationId: org.id,
        email,
        passwordHash,
        fullName: `${ROLE_INFO[role].label} (load)`,
        role,
        orgRole: ROLE_INFO[role].organizationRole,
        isVerified: true,
      });
      emails[role] = email;
    }
    return { organizationId: org.id, emails };
  } finally {
    await database.close();
  }
}

/** Signs in through the API (a real session with its own refresh token), on the given server. */
export async function signIn(base: string, email: string): Promise<string> {
  const res = await call(base, undefined, 'POST', '/api/v1/auth/login', { json: { email, password: PASSWORD } });
  const token = (res.json as { access_token?: unknown }).access_token;
  if (res.status !== 200 || typeof token !== 'string') throw new Error(`sign-in of ${email} answered ${res.status}: ${JSON.stringify(res.json).slice(0, 300)}`);
  return token;
}

/** Four matters and six memos, processed by the worker before the load starts (search finds them). */
export async function seedMatters(base: string, adminToken: string): Promise<string[]> {
  const caseIds: string[] = [];
  for (let i = 0; i < 4; i++) {
    const res = await call(base, adminToken, 'POST', '/api/v1/cases/', {
      json: { name: `Load matter ${i}`, docket_number: `LB-${i}`, client_name: 'Northwind Freight Inc.', case_type: 'Contract Dispute' },
    });
    const id = (res.json as { id?: unknown }).id;
    if (res.status !== 201 || typeof id !== 'string') throw new Error(`case create answered ${res.status}: ${JSON.stringify(res.json).slice(0, 300)}`);
    caseIds.push(id);
  }
  const documentIds: string[] = [];
  for (let i = 0; i < 6; i++) {
    const text = `Memo ${i}. The ${WORDS[i % WORDS.length]} clause: the carrier's breach of the lease and the freight invoice; deposition of the warehouse manager on indemnification.\n`;
    const res = await call(base, adminToken, 'POST', `/api/v1/documents/${caseIds[i % caseIds.length]}/ingest`, { form: textUpload(`seed-${i}.txt`, text) });
    const id = (res.json as { documents?: { id: string }[] }).documents?.[0]?.id;
    if (res.status !== 201 || !id) throw new Error(`seed upload answered ${res.status}: ${JSON.stringify(res.json).slice(0, 300)}`);
    documentIds.push(id);
  }
  await waitProcessed(base, adminToken, documentIds, 120_000);
  return caseIds;
}

/** Polls documents until none is still uploaded/queued/processing; returns those not 'processed'. */
export async function waitProcessed(base: string, token: string, ids: readonly string[], timeoutMs: number): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  let pending = [...ids];
  const unprocessed: string[] = [];
  while (pending.length > 0) {
    const still: string[] = [];
    for (const id of pending) {
      const res = await call(base, token, 'GET', `/api/v1/documents/${id}`);
      const status = (res.json as { status?: string }).status ?? `HTTP ${res.status}`;
      if (['uploaded', 'queued', 'processing'].includes(status)) still.push(id);
      else if (status !== 'processed') unprocessed.push(`${id}: ${status}`);
    }
    pending = still;
    if (pending.length === 0) break;
    if (Date.now() > deadline) throw new Error(`${pending.length} documents still not processed after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 500));
  }
  return unprocessed;
}
