import type { FastifyRequest } from 'fastify';
import { OPERATOR_ONLY_MESSAGE, mayOnSystem, systemScope, type SystemAction, type SystemScope } from '@app/contract';
import type { AppDeps } from '../../deps.js';
import { requireAuth } from '../../platform/auth/authenticate.js';
import { systemViewerOf } from '../../platform/auth/operator.js';
import { recordAudit } from '../../platform/audit/audit-log.js';
import { callerOf } from '../../platform/http/caller.js';
import { forbidden } from '../../platform/http/errors.js';

/**
 * What a caller's figures cover (the contract's policy/system.ts): `server` for the operator,
 * else the caller's firm. Every figure function takes this and reads only its scope.
 */
export interface FigureScope {
  kind: SystemScope;
  organizationId: string;
}

/** For firm scopes: the firm whose figures to read; undefined reads the whole server. */
export const firmOf = (scope: FigureScope): string | undefined => (scope.kind === 'firm' ? scope.organizationId : undefined);

export function scopeOf(req: FastifyRequest, deps: AppDeps): FigureScope {
  return { kind: systemScope(systemViewerOf(deps.config, requireAuth(req).user)), organizationId: callerOf(req).organizationId };
}

/** 403 (audited, like a refused route) unless the policy lets this caller do it. */
export async function assertOnSystem(req: FastifyRequest, deps: AppDeps, action: SystemAction): Promise<void> {
  if (mayOnSystem(systemViewerOf(deps.config, requireAuth(req).user), action)) return;
  await recordAudit(deps.db, callerOf(req).actor, {
    action: 'permission_denied',
    resourceType: 'system',
    resourceName: `${req.method} ${req.routeOptions.url}`,
    details: { system_action: action, reason: 'operator only' },
    outcome: 'blocked',
  });
  throw forbidden(OPERATOR_ONLY_MESSAGE);
}
