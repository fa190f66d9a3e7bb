import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { ROLES, ROLE_INFO, type Role, type TokenResponse } from '@app/contract';
import { loadConfig } from '../config.js';
import { createServer, type Server } from '../server.js';
import { organizations, users, type UserRow } from '../db/schema/index.js';
import { issueSession } from '../modules/auth/sessions.js';
import { openTestDatabase } from './database.js';

export const TEST_PASSWORD = 'Correct-Horse-Battery-9';
let passwordHash: Promise<string> | undefined;
const testPasswordHash = () => (passwordHash ??= hash(TEST_PASSWORD, { algorithm: 2 }));

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
  text: string;
}

export interface TestFirm {
  organizationId: string;
  name: string;
  users: Record<Role, UserRow>;
  /** A fresh access token for the firm's user of that role (a real session). */
  token(role: Role): Promise<string>;
  login(role: Role): Promise<TokenResponse>;
}

export interface TestServer extends Server {
  dataDir: string;
  api<T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    opts?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<ApiResponse<T>>;
  createFirm(name?: string): Promise<TestFirm>;
  /** Waits for an e-mail in the local outbox whose raw text matches. */
  waitForMail(match: (raw: string) => boolean, timeoutMs?: number): Promise<string>;
}

/** A real server on a fresh database and a temporary data dir, for app.inject() tests. */
export async function createTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ldd-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DEMO: 'false',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    PUBLIC_URL: 'http://localhost:3000',
    // What the machine has installed (PocketSphinx, espeak-ng) must not change what a test sees:
    // no engine and no spoken demo recording unless the test asks for them.
    TRANSCRIPTION_ENGINE: 'none',
    DEMO_RECORDING: 'off',
    ...env,
  });
  const { database, drop } = await openTestDatabase();
  const server = await createServer(config, { database });

  const api: TestServer['api'] = async (method, url, opts = {}) => {
    const headers: Record<string, string> = { 'user-agent': 'vitest', ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const res = await server.app.inject({
      method,
      url,
      headers,
      ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
    });
    let body: unknown = res.body;
    if (String(res.headers['content-type'] ?? '').includes('json') && res.body) body = JSON.parse(res.body);
    return { status: res.statusCode, body: body as never, headers: res.headers, text: res.body };
  };

  const createFirm = async (name = `Firm ${randomUUID().slice(0, 8)}`): Promise<TestFirm> => {
    const pw = await testPasswordHash();
    const db = server.deps.db;
    const [org] = await db.insert(organizations).values({ name, subscriptionType: 'professional', subscriptionStatus: 'active' }).returning();
    if (!org) throw new Error('org insert failed');
    const suffix = randomUUID().slice(0, 8);
    const created = {} as Record<Role, UserRow>;
    for (const role of ROLES) {
      const [u] = await db
        .insert(users)
        .values({
          organizationId: org.id,
          email: `${role}.${suffix}@firm.test`,
          passwordHash: pw,
          fullName: `${ROLE_INFO[role].label} ${suffix}`,
          role,
          orgRole: ROLE_INFO[role].organizationRole,
          isVerified: true,
        })
        .returning();
      if (!u) throw new Error('user insert failed');
      created[role] = u;
    }
    const login = (role: Role) =>
      db.transaction(async (tx) => (await issueSession(tx, server.deps, created[role], { ip: '127.0.0.1', userAgent: 'vitest' })).response);
    return { organizationId: org.id, name, users: created, login, token: async (role) => (await login(role)).access_token };
  };

  const waitForMail: TestServer['waitForMail'] = async (match, timeoutMs = 10_000) => {
    const outbox = path.join(dataDir, 'outbox');
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      let files: string[] = [];
      try {
        files = readdirSync(outbox).sort();
      } catch {
        /* not created yet */
      }
      for (const file of files) {
        const raw = unfoldQuotedPrintable(readFileSync(path.join(outbox, file), 'utf8'));
        if (match(raw)) return raw;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('expected e-mail did not arrive in the outbox');
  };

  return {
    ...server,
    dataDir,
    api,
    createFirm,
    waitForMail,
    close: async () => {
      await server.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Undoes quoted-printable soft line breaks and `=3D`, so tests can search the text. */
const unfoldQuotedPrintable = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

/** Pulls the first link with the given path out of a raw .eml (quoted-printable tolerant). */
export function linkFromMail(raw: string, pathPrefix: string): string {
  const unfolded = unfoldQuotedPrintable(raw);
  const match = unfolded.match(new RegExp(`https?://[^\\s"<>]*${pathPrefix.replace(/[/?]/g, '\\$&')}[^\\s"<>]*`));
  if (!match) throw new Error(`no ${pathPrefix} link in e-mail`);
  return match[0];
}
