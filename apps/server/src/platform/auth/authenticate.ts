import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  PERMISSION_MINIMUM_ROLE,
  accessDeniedMessage,
  roleHasPermission,
  type Permission,
  type Role,
  type TwoFactorRequirement,
} from '@app/contract';
import type { Db } from '../../db/client.js';
import { organizations, sessions, users, type UserRow } from '../../db/schema/index.js';
import { recordAudit } from '../audit/audit-log.js';
import { actorOf } from '../http/actor.js';
import type { Caller } from '../http/caller.js';
import { forbidden, unauthorized, type AppError } from '../http/errors.js';
import type { AccessTokens } from './access-token.js';
import { AuthCache } from './auth-cache.js';
import { endExpiredSession, sessionDeadline, sessionEndReason, touchIntervalMs, type SessionLifetime } from './session-lifetime.js';
import { allowedWhileRestricted, needsTwoFactorSetup, refusalToDisable, twoFactorSetupRequired } from './two-factor-policy.js';

export interface AuthContext {
  user: UserRow;
  role: Role;
  organizationId: string;
  organizationName: string;
  sessionId: string;
  /** The firm's 2FA rule (ASVS 4.3.1), read live with the user. */
  twoFactorRequirement: TwoFactorRequirement;
  /** Covered by that rule but not enrolled: only enrolment calls are allowed. */
  twoFactorSetupRequired: boolean;
  /** When this session's idle or absolute limit is reached, as far as this lookup knows (ms). */
  validUntil: number;
}

/** Who is asking, for handlers (`callerOf`), built from the verified session. */
function callerFrom(request: FastifyRequest, auth: AuthContext): Caller {
  return {
    organizationId: auth.organizationId,
    organizationName: auth.organizationName,
    userId: auth.user.id,
    name: auth.user.fullName,
    role: auth.role,
    actor: actorOf(request),
  };
}

/** Methods that never change state; every other request invalidates the session cache. */
export const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * onRequest: reads the bearer token, loads user + session in one query (memoised briefly, see
 * auth-cache.ts), then checks the route's declared permission. Runs before body validation, so
 * a caller without the role learns nothing about the route's schema.
 */
export function installAuthentication(app: FastifyInstance, db: Db, tokens: AccessTokens, lifetime: SessionLifetime): void {
  const cache = new AuthCache<AuthContext>();
  app.decorateRequest('auth', null);
  app.decorateRequest('caller', null);
  app.decorateRequest('authRefusal', null);
  app.addHook('onRequest', async (request) => {
    const permission = request.routeOptions.config?.permission;
    if (!permission) return; // not an API route (static files, docs) or no route matched
    const socket = isSocketUpgrade(request);
    request.auth = await authenticate(request, db, tokens, cache, socket, lifetime);
    request.caller = request.auth ? callerFrom(request, request.auth) : null;
    if (permission === 'public') return;
    const refusal = (await refusalOf(request, db, permission)) ?? twoFactorRefusal(request);
    if (!refusal) return;
    // A browser never sees the status of a refused WebSocket handshake, only that it failed: the
    // route's handler opens the socket and closes it with the refusal (4401/4403) and its reason.
    if (socket) request.authRefusal = refusal;
    else throw refusal;
  });
  // After the handler (and its transaction), before the caller can see the response.
  app.addHook('onSend', async (request) => {
    if (!READ_ONLY_METHODS.has(request.method)) cache.invalidate();
  });
}

/** 401 without a valid session, 403 (audited) below the route's permission, else null. */
async function refusalOf(request: FastifyRequest, db: Db, permission: Exclude<Permission, 'public'>): Promise<AppError | null> {
  if (!request.auth) return unauthorized();
  if (roleHasPermission(request.auth.role, permission)) return null;
  const minimum = PERMISSION_MINIMUM_ROLE[permission];
  await recordAudit(db, actorOf(request), {
    action: 'permission_denied',
    resourceType: 'system',
    resourceName: `${request.method} ${request.routeOptions.url}`,
    details: { permission, required_role: minimum, role: request.auth.role },
    outcome: 'blocked',
  });
  return forbidden(accessDeniedMessage({ kind: 'minimum', role: minimum }));
}

/** The firm's 2FA rule on this route: enrolment only while restricted; no turning it off. */
function twoFactorRefusal(request: FastifyRequest): AppError | null {
  const auth = request.auth;
  if (!auth) return null;
  const route = request.routeOptions.url;
  if (auth.twoFactorSetupRequired && !allowedWhileRestricted(request.method, route)) return twoFactorSetupRequired();
  return refusalToDisable(request.method, route, auth.user, auth.twoFactorRequirement);
}

/** The WebSocket subprotocol that carries an access token: `bearer.<token>`. */
export const BEARER_SUBPROTOCOL_PREFIX = 'bearer.';

/** A WebSocket handshake to a route that declared `config.socket` (see fastify-types.ts). */
function isSocketUpgrade(request: FastifyRequest): boolean {
  return request.routeOptions.config?.socket === true && request.headers.upgrade?.toLowerCase() === 'websocket';
}

/**
 * The request's access token: the `Authorization: Bearer` header; on a WebSocket handshake (a
 * browser cannot set that header there) also the subprotocol `bearer.<token>`, then
 * `?access_token=` (which ends up in URLs and access logs, so clients should prefer the subprotocol).
 */
export function accessTokenOf(request: FastifyRequest, socket = isSocketUpgrade(request)): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  if (!socket) return null;
  const offered = request.headers['sec-websocket-protocol'];
  for (const protocol of (offered ?? '').split(',')) {
    const trimmed = protocol.trim();
    if (trimmed.startsWith(BEARER_SUBPROTOCOL_PREFIX) && trimmed.length > BEARER_SUBPROTOCOL_PREFIX.length) return trimmed.slice(BEARER_SUBPROTOCOL_PREFIX.length);
  }
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.access_token;
  return typeof fromQuery === 'string' && fromQuery.length > 0 ? fromQuery : null;
}

async function authenticate(
  request: FastifyRequest,
  db: Db,
  tokens: AccessTokens,
  cache: AuthCache<AuthContext>,
  socket: boolean,
  lifetime: SessionLifetime,
): Promise<AuthContext | null> {
  const token = accessTokenOf(request, socket);
  if (!token) return null;
  return verifyAccessToken(db, tokens, token, { ip: request.ip, userAgent: request.headers['user-agent'] ?? null, cache, lifetime });
}

/**
 * A token's session as every request sees it: signature and expiry, the session not revoked, not
 * idle or older than its limits (ASVS 3.3.2: such a session is revoked and audited here), the
 * user active. A long-lived connection (the live WebSocket) calls it again without `cache` to see a
 * revocation at once.
 */
export async function verifyAccessToken(
  db: Db,
  tokens: AccessTokens,
  token: string,
  opts: { ip: string; userAgent?: string | null; cache?: AuthCache<AuthContext>; lifetime: SessionLifetime },
): Promise<AuthContext | null> {
  const { cache, lifetime } = opts;
  const claims = await tokens.verify(token);
  if (!claims) return null;
  const cached = cache?.get(claims.sid);
  // A copy, so a handler can never change what the next request of this session sees. A memo
  // past the session's limit is not used: the database decides (and ends the session).
  if (cached && cached.user.id === claims.sub && Date.now() < cached.validUntil) return { ...cached, user: { ...cached.user } };
  const epoch = cache?.begin();
  const [found] = await db
    .select({
      user: users,
      organizationName: organizations.name,
      twoFactorRequirement: organizations.twoFactorRequiredFor,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sessions.expiresAt,
    })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .innerJoin(sessions, and(eq(sessions.id, claims.sid), eq(sessions.userId, users.id), isNull(sessions.revokedAt)))
    .where(eq(users.id, claims.sub))
    .limit(1);
  if (!found || !found.user.isActive) return null;
  const now = Date.now();
  const ended = sessionEndReason(found, lifetime, now);
  if (ended) {
    await endExpiredSession(db, claims.sid, found.user, ended, { ip: opts.ip, userAgent: opts.userAgent ?? null });
    cache?.invalidate();
    return null;
  }
  let lastUsedAt = found.lastUsedAt;
  if (now - lastUsedAt.getTime() > touchIntervalMs(lifetime)) {
    // Feeds the idle limit and "last use" in the sessions list without a write on every request;
    // the idle check is at most one touch interval stale (session-lifetime.ts).
    lastUsedAt = new Date(now);
    void db
      .update(sessions)
      .set({ lastUsedAt: sql`now()`, ipAddress: opts.ip })
      .where(eq(sessions.id, claims.sid))
      .catch(() => undefined);
  }
  const context: AuthContext = {
    user: found.user,
    role: found.user.role,
    organizationId: found.user.organizationId,
    organizationName: found.organizationName,
    sessionId: claims.sid,
    twoFactorRequirement: found.twoFactorRequirement,
    twoFactorSetupRequired: needsTwoFactorSetup(found.user, found.twoFactorRequirement),
    validUntil: sessionDeadline({ ...found, lastUsedAt }, lifetime),
  };
  if (cache && epoch !== undefined) cache.set(claims.sid, { ...context, user: { ...found.user } }, epoch);
  return context;
}

/** For handlers on non-public routes: the hook guarantees auth is present. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
