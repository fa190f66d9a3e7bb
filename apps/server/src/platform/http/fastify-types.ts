import type { Permission } from '@app/contract';
import type { AuthContext } from '../auth/authenticate.js';
import type { Caller } from './caller.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every /api route: what the caller must hold (see contract/permissions). */
    permission?: Permission;
  }
  interface FastifyRequest {
    /** Set by the authenticate hook when a valid bearer token came with the request. */
    auth: AuthContext | null;
    /** The same person as a Caller (platform/http/caller), built once by that hook. */
    caller: Caller | null;
  }
}
export {};
