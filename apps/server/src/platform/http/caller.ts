import type { FastifyRequest } from 'fastify';
import type { Role } from '@app/contract';
import type { AuditActor } from '../audit/audit-log.js';
import { unauthorized } from './errors.js';

/**
 * Who is asking: the signed-in person, their firm and role, and the audit actor for what they do.
 * Resolved once per request by the authentication hook (platform/auth/authenticate, which builds
 * it from the verified session: this file stays below the hook) and read by handlers with
 * `callerOf(req)`; services and policies take it as data.
 */
export interface Caller {
  organizationId: string;
  organizationName: string;
  userId: string;
  name: string;
  role: Role;
  actor: AuditActor;
}

/** The request's caller; on a signed-in route the hook guarantees one, anywhere else a 401. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized();
  return request.caller;
}
