import type { FastifyRequest } from 'fastify';
import type { Role } from '@app/contract';
import type { AuditActor } from '../audit/audit-log.js';
import type { AuthContext } from '../auth/authenticate.js';
import { actorOf } from './actor.js';
import { unauthorized } from './errors.js';

/**
 * Who is asking: the signed-in person, their firm and role, and the audit actor for what they do.
 * Resolved once per request by the authentication hook (platform/auth/authenticate) and read by
 * handlers with `callerOf(req)`; services and policies take it as data.
 */
export interface Caller {
  organizationId: string;
  organizationName: string;
  userId: string;
  name: string;
  role: Role;
  actor: AuditActor;
}

/** Built by the authentication hook from the verified session. */
export function callerFrom(request: FastifyRequest, auth: AuthContext): Caller {
  return {
    organizationId: auth.organizationId,
    organizationName: auth.organizationName,
    userId: auth.user.id,
    name: auth.user.fullName,
    role: auth.role,
    actor: actorOf(request),
  };
}

/** The request's caller; on a signed-in route the hook guarantees one, anywhere else a 401. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized();
  return request.caller;
}
