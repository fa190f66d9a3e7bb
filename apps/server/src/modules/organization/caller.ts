import type { FastifyRequest } from 'fastify';
import type { Role } from '@app/contract';
import { requireAuth } from '../../platform/auth/authenticate.js';
import type { AuditActor } from '../../platform/audit/audit-log.js';
import { actorOf } from '../../platform/http/actor.js';

/** Who is managing the firm: what the organization service needs from a request, and no more. */
export interface Caller {
  organizationId: string;
  organizationName: string;
  userId: string;
  name: string;
  role: Role;
  actor: AuditActor;
}

export function callerOf(request: FastifyRequest): Caller {
  const auth = requireAuth(request);
  return {
    organizationId: auth.organizationId,
    organizationName: auth.organizationName,
    userId: auth.user.id,
    name: auth.user.fullName,
    role: auth.role,
    actor: actorOf(request),
  };
}
