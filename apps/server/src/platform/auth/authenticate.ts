import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { PERMISSION_MINIMUM_ROLE, accessDeniedMessage, roleHasPermission, type Role } from '@app/contract';
import type { Db } from '../../db/client.js';
import { organizations, sessions, users, type UserRow } from '../../db/schema/index.js';
import { recordAudit } from '../audit/audit-log.js';
import { actorOf } from '../http/actor.js';
import { callerFrom } from '../http/caller.js';
import { forbidden, unauthorized } from '../http/errors.js';
import type { AccessTokens } from './access-token.js';
import { AuthCache } from './auth-cache.js';

export interface AuthContext {
  user: UserRow;
  role: Role;
  organizationId: string;
  organizationName: string;
  sessionId: string;
}

const SESSION_TOUCH_MS = 5 * 60 * 1000;
/** Methods that never change state; every other request invalidates the session cache. */
const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * onRequest: reads the bearer token, loads user + session in one query (memoised briefly, see
 * auth-cache.ts), then checks the route's declared permission. Runs before body validation, so
 * a caller without the role learns nothing about the route's schema.
 */
export function installAuthentication(app: FastifyInstance, db: Db, tokens: AccessTokens): void {
  const cache = new AuthCache<AuthContext>();
  app.decorateRequest('auth', null);
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (request) => {
    const permission = request.routeOptions.config?.permission;
    if (!permission) return; // not an API route (static files, docs) or no route matched
    request.auth = await authenticate(request, db, tokens, cache);
    request.caller = request.auth ? callerFrom(request, request.auth) : null;
    if (permission === 'public') return;
    if (!request.auth) throw unauthorized();
    if (!roleHasPermission(request.auth.role, permission)) {
      const minimum = PERMISSION_MINIMUM_ROLE[permission];
      await recordAudit(db, actorOf(request), {
        action: 'permission_denied',
        resourceType: 'system',
        resourceName: `${request.method} ${request.routeOptions.url}`,
        details: { permission, required_role: minimum, role: request.auth.role },
        outcome: 'blocked',
      });
      throw forbidden(accessDeniedMessage({ kind: 'minimum', role: minimum }));
    }
  });
  // After the handler (and its transaction), before the caller can see the response.
  app.addHook('onSend', async (request) => {
    if (!READ_ONLY_METHODS.has(request.method)) cache.invalidate();
  });
}

async function authenticate(
  request: FastifyRequest,
  db: Db,
  tokens: AccessTokens,
  cache: AuthCache<AuthContext>,
): Promise<AuthContext | null> {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const claims = await tokens.verify(header.slice(7).trim());
  if (!claims) return null;
  const cached = cache.get(claims.sid);
  // A copy, so a handler can never change what the next request of this session sees.
  if (cached && cached.user.id === claims.sub) return { ...cached, user: { ...cached.user } };
  const epoch = cache.begin();
  const [found] = await db
    .select({ user: users, organizationName: organizations.name, lastUsedAt: sessions.lastUsedAt })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .innerJoin(sessions, and(eq(sessions.id, claims.sid), eq(sessions.userId, users.id), isNull(sessions.revokedAt)))
    .where(eq(users.id, claims.sub))
    .limit(1);
  if (!found || !found.user.isActive) return null;
  if (Date.now() - found.lastUsedAt.getTime() > SESSION_TOUCH_MS) {
    // Keeps "last use" in the sessions list honest without a write on every request.
    void db
      .update(sessions)
      .set({ lastUsedAt: sql`now()`, ipAddress: request.ip })
      .where(eq(sessions.id, claims.sid))
      .catch(() => undefined);
  }
  const context: AuthContext = {
    user: found.user,
    role: found.user.role,
    organizationId: found.user.organizationId,
    organizationName: found.organizationName,
    sessionId: claims.sid,
  };
  cache.set(claims.sid, { ...context, user: { ...found.user } }, epoch);
  return context;
}

/** For handlers on non-public routes: the hook guarantees auth is present. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
