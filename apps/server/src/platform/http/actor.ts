import type { FastifyRequest } from 'fastify';
import type { AuditActor } from '../audit/audit-log.js';

/** The audit actor for a request: the signed-in user (if any) plus IP and user agent. */
export function actorOf(request: FastifyRequest, override?: Partial<AuditActor>): AuditActor {
  const auth = request.auth;
  return {
    organizationId: auth?.organizationId ?? null,
    userId: auth?.user.id ?? null,
    userEmail: auth?.user.email ?? null,
    userName: auth?.user.fullName ?? null,
    sessionId: auth?.sessionId ?? null,
    ipAddress: request.ip ?? null,
    userAgent: userAgentOf(request),
    ...override,
  };
}

export function userAgentOf(request: FastifyRequest): string | null {
  const ua = request.headers['user-agent'];
  return typeof ua === 'string' ? ua.slice(0, 500) : null;
}
