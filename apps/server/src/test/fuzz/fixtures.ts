import { randomUUID } from 'node:crypto';
import { ROLE_INFO, type Role } from '@app/contract';
import { users } from '../../db/schema/index.js';
import { createCaseAs } from '../../modules/cases/test-support.js';
import { ingestOne, sendChunk, settledDocument } from '../../modules/documents/test-support.js';
import { TEST_PASSWORD, type TestFirm, type TestServer } from '../harness.js';
import type { Rng } from './prng.js';
import type { Identity } from './requests.js';
import type { ValueSource } from './values.js';

const POOL_CAP = 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Collections in answers whose items' `id` is the id of that kind of thing. */
const COLLECTIONS: Record<string, string> = {
  cases: 'case_id',
  documents: 'document_id',
  events: 'event_id',
  highlights: 'highlight_id',
  invitations: 'invitation_id',
  productions: 'production_id',
  requests: 'request_id',
  sessions: 'session_id',
  tasks: 'task_id',
};
/** What the `id` of a POST's answer is, by the path it was posted to. */
const CREATED: [RegExp, string][] = [
  [/\/cases\/?$/, 'case_id'],
  [/\/events$/, 'event_id'],
  [/\/highlights$/, 'highlight_id'],
  [/\/invite$/, 'invitation_id'],
  [/\/discovery\/requests$/, 'request_id'],
];
/** Ids the fuzzer never learns from answers: user ids would let it deactivate its own users. */
const NEVER_HARVESTED = new Set(['user_id', 'organization_id', 'id']);

/**
 * Real ids (this firm's, and another firm's to probe tenancy) and known values, kept current
 * from the answers: a case the fuzzer created becomes a target for the next requests. Each id
 * remembers the ids it belongs to (an event its case, a highlight its case and document), so a
 * request can name an event together with its own case and get past the 404 to the handler.
 */
export class IdPools implements ValueSource {
  private readonly own = new Map<string, string[]>();
  private readonly foreign = new Map<string, string[]>();
  private readonly foreignIds = new Set<string>();
  private readonly parents = new Map<string, Record<string, string>>();
  private readonly values = new Map<string, string[]>();
  private added = 0;

  add(name: string, id: string, foreign = false, parents: Record<string, string> = {}): void {
    if (Object.keys(parents).length) this.parents.set(id, { ...this.parents.get(id), ...parents });
    if (foreign) this.foreignIds.add(id);
    const pools = foreign ? this.foreign : this.own;
    const pool = pools.get(name) ?? [];
    if (pool.includes(id)) return;
    if (pool.length < POOL_CAP) pool.push(id);
    else pool[this.added++ % POOL_CAP] = id;
    pools.set(name, pool);
  }

  addKnown(name: string, value: string): void {
    this.values.set(name, [...(this.values.get(name) ?? []), value].slice(-POOL_CAP));
  }

  private poolName(name: string, rng: Rng): string {
    if (this.own.has(name) || this.foreign.has(name)) return name;
    if (name === 'target_id') return rng.pick(['case_id', 'document_id']);
    if (/case_id$/.test(name)) return 'case_id';
    return name;
  }

  id(name: string, rng: Rng): { value: string; foreign: boolean } | null {
    const pool = this.poolName(name, rng);
    const theirs = this.foreign.get(pool) ?? [];
    const ours = this.own.get(pool) ?? [];
    if (theirs.length && (ours.length === 0 || rng.chance(0.12))) return { value: rng.pick(theirs), foreign: true };
    if (ours.length) return { value: rng.pick(ours), foreign: false };
    return null;
  }

  /** Like id(), but mostly consistent with ids already chosen for the same request. */
  within(chosen: Record<string, string>): ValueSource {
    return {
      id: (name, rng) => (rng.chance(0.85) ? this.consistent(name, rng, chosen) : null) ?? this.id(name, rng),
      known: (name, rng) => this.known(name, rng),
    };
  }

  private consistent(name: string, rng: Rng, chosen: Record<string, string>): { value: string; foreign: boolean } | null {
    const pool = this.poolName(name, rng);
    // The parent of a chosen id (the case of the chosen event) ...
    for (const id of Object.values(chosen)) {
      const parent = this.parents.get(id)?.[pool];
      if (parent) return { value: parent, foreign: this.foreignIds.has(parent) };
    }
    // ... or a child of a chosen id (a document of the chosen case).
    const candidates = [...(this.own.get(pool) ?? []), ...(this.foreign.get(pool) ?? [])].filter((id) =>
      Object.entries(this.parents.get(id) ?? {}).some(([k, v]) => chosen[k] === v || Object.values(chosen).includes(v)),
    );
    if (candidates.length === 0) return null;
    const value = rng.pick(candidates);
    return { value, foreign: this.foreignIds.has(value) };
  }

  known(name: string, rng: Rng): string | null {
    const values = this.values.get(name);
    return values?.length && rng.chance(0.6) ? rng.pick(values) : null;
  }

  /** Learns ids (and refresh tokens) from a successful JSON answer. */
  harvest(method: string, path: string, body: unknown): void {
    if (method === 'POST' && isRecord(body) && typeof body.id === 'string' && UUID.test(body.id)) {
      const kind = CREATED.find(([pattern]) => pattern.test(path))?.[1] ?? null;
      if (kind) this.add(kind, body.id, false, idsOf(body, kind));
    }
    this.walk(body, null, 0);
  }

  private walk(value: unknown, collection: string | null, depth: number): void {
    if (depth > 4) return;
    if (Array.isArray(value)) {
      for (const item of value.slice(0, 20)) this.walk(item, collection, depth + 1);
      return;
    }
    if (!isRecord(value)) return;
    if (collection && typeof value.id === 'string' && UUID.test(value.id)) this.add(collection, value.id, false, idsOf(value, collection));
    for (const [key, child] of Object.entries(value)) {
      if (typeof child === 'string') {
        if (key === 'refresh_token') this.addKnown('refresh_token', child);
        else if (/_id$/.test(key) && !NEVER_HARVESTED.has(key) && UUID.test(child)) this.add(key, child, false, idsOf(value, key));
      } else {
        this.walk(child, COLLECTIONS[key] ?? null, depth + 1);
      }
    }
  }
}

/** The other ids an answer's object names (its case_id, document_id), as the parents of `except`. */
function idsOf(value: Record<string, unknown>, except: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, v] of Object.entries(value)) {
    if (key !== except && /_id$/.test(key) && !NEVER_HARVESTED.has(key) && typeof v === 'string' && UUID.test(v)) out[key] = v;
  }
  return out;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * One access token per firm and role, re-issued when an answer says it no longer works (the
 * fuzzer logged itself out, revoked its own session, ...). Concurrent renewals share one login.
 */
export class TokenBook {
  private readonly tokens = new Map<string, Promise<string>>();
  renewals = 0;

  constructor(private readonly firms: Record<Identity['firm'], TestFirm>) {}

  token(identity: Identity): Promise<string> | null {
    if (!identity.role) return null;
    const key = `${identity.firm}:${identity.role}`;
    let token = this.tokens.get(key);
    if (!token) {
      token = this.firms[identity.firm].token(identity.role);
      this.tokens.set(key, token);
    }
    return token;
  }

  async renew(identity: Identity, stale: string): Promise<void> {
    if (!identity.role) return;
    const key = `${identity.firm}:${identity.role}`;
    if ((await this.tokens.get(key)) !== stale) return; // someone renewed it already
    this.renewals++;
    this.tokens.set(key, this.firms[identity.firm].token(identity.role));
  }
}

export interface FuzzWorld {
  main: TestFirm;
  sacrificial: TestFirm;
  foreign: TestFirm;
  pools: IdPools;
  tokens: TokenBook;
}

/**
 * Three firms: `main` (the fuzzed firm, with cases, events, documents, a highlight, an invitation,
 * an analysis task, a half-finished upload and three staff the fuzzer may demote or deactivate),
 * `sacrificial` (whose users take the calls that end their own session: logout, password change,
 * 2FA, session revocation) and `foreign` (whose ids must answer 404 to the others).
 */
export async function buildWorld(server: TestServer): Promise<FuzzWorld> {
  const pools = new IdPools();
  const [main, sacrificial, foreign] = [await server.createFirm('Fuzz Main LLP'), await server.createFirm('Fuzz Sacrificial LLP'), await server.createFirm('Fuzz Foreign LLP')];
  await seedFirm(server, main, pools, false);
  await seedFirm(server, foreign, pools, true);

  for (const role of ['viewer', 'paralegal', 'associate'] as const satisfies readonly Role[]) {
    const [victim] = await server.deps.db
      .insert(users)
      .values({
        organizationId: main.organizationId,
        email: `victim.${role}.${randomUUID().slice(0, 8)}@firm.test`,
        passwordHash: main.users.viewer.passwordHash,
        fullName: `Victim ${ROLE_INFO[role].label}`,
        role,
        orgRole: ROLE_INFO[role].organizationRole,
        isVerified: true,
      })
      .returning();
    if (victim) pools.add('user_id', victim.id);
  }
  for (const user of Object.values(foreign.users)) pools.add('user_id', user.id, true);
  pools.add('organization_id', main.organizationId);
  pools.add('organization_id', foreign.organizationId, true);
  for (const firm of [main, foreign]) for (const user of Object.values(firm.users)) pools.addKnown('email', user.email);
  pools.addKnown('password', TEST_PASSWORD);
  pools.addKnown('current_password', TEST_PASSWORD);

  // Sessions of the sacrificial users besides the ones the fuzzer signs in with.
  for (const role of ['admin', 'viewer'] as const) {
    const extra = await sacrificial.login(role);
    pools.addKnown('refresh_token', extra.refresh_token);
  }
  return { main, sacrificial, foreign, pools, tokens: new TokenBook({ main, sacrificial }) };
}

async function seedFirm(server: TestServer, firm: TestFirm, pools: IdPools, foreign: boolean): Promise<void> {
  const admin = await firm.token('admin');
  const ok = <T>(res: { status: number; body: T; text: string }, what: string): T => {
    if (res.status >= 300) throw new Error(`seeding ${what} answered ${res.status}: ${res.text}`);
    return res.body;
  };
  const caseCount = foreign ? 1 : 3;
  const caseIds: string[] = [];
  for (let i = 0; i < caseCount; i++) {
    const created = await createCaseAs(server, firm, 'admin', { name: `Fuzz matter ${i} of ${firm.name}`, docket_number: `FZ-${i}` });
    caseIds.push(created.id);
    pools.add('case_id', created.id, foreign);
    const event = ok(
      await server.api<{ id: string }>('POST', `/api/v1/cases/${created.id}/events`, {
        token: admin,
        body: { event_type: 'deadline', title: 'Expert reports due', starts_at: '2031-01-15T00:00:00Z', all_day: true },
      }),
      'an event',
    );
    pools.add('event_id', event.id, foreign, { case_id: created.id });
  }
  const caseId = caseIds[0] ?? '';
  const docs = [];
  for (let i = 0; i < (foreign ? 1 : 2); i++) {
    docs.push(await ingestOne(server, caseId, admin, `fuzz-seed-${i}.txt`, `Seed memo ${i}. The indemnification clause of the lease was breached by the freight carrier.\n`));
  }
  for (const doc of docs) {
    await settledDocument(server, doc.id, admin);
    pools.add('document_id', doc.id, foreign, { case_id: caseId });
  }
  const highlight = ok(
    await server.api<{ id: string }>('POST', `/api/v1/cases/${caseId}/highlights`, { token: admin, body: { document_id: docs[0]?.id, page_number: 1, start: 0, end: 9 } }),
    'a highlight',
  );
  pools.add('highlight_id', highlight.id, foreign, { case_id: caseId, document_id: docs[0]?.id ?? '' });
  const request = ok(
    await server.api<{ id: string }>('POST', '/api/v1/discovery/requests', {
      token: admin,
      body: { case_id: caseId, title: 'First Requests for Production', served_date: '2026-11-02', items: [{ text: 'All leases.' }, { text: 'All notices.' }] },
    }),
    'a discovery request',
  );
  pools.add('request_id', request.id, foreign, { case_id: caseId });
  const invitation = ok(
    await server.api<{ id: string }>('POST', '/api/v1/organization/invite', { token: admin, body: { email: `invitee.${randomUUID().slice(0, 8)}@example.com`, role: 'viewer' } }),
    'an invitation',
  );
  pools.add('invitation_id', invitation.id, foreign);
  const task = ok(
    await server.api<{ task_id: string }>('POST', '/api/v1/advanced-analysis/analyze', { token: admin, body: { kind: 'timeline', target_id: caseId } }),
    'an analysis task',
  );
  pools.add('task_id', task.task_id, foreign);
  const uploadId = randomUUID();
  const file = Buffer.from('first half of a file | second half of a file');
  ok(await sendChunk(server, caseId, admin, { uploadId, file, chunkSize: 20, index: 0 }), 'an upload chunk');
  pools.add('upload_id', uploadId, foreign, { case_id: caseId });
}
