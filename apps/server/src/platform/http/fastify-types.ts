import type { Permission } from '@app/contract';
import type { AuthContext } from '../auth/authenticate.js';
import type { Caller } from './caller.js';
import type { AppError } from './errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every /api route: what the caller must hold (see contract/permissions). */
    permission?: Permission;
    /**
     * A WebSocket route: on its handshake the access token may also come as the subprotocol
     * `bearer.<token>` or `?access_token=`, and a refusal (401/403) is left in `request.authRefusal`
     * for the handler to close the socket with, instead of an HTTP answer the browser cannot read.
     */
    socket?: boolean;
  }
  interface FastifyRequest {
    /** Set by the authenticate hook when a valid bearer token came with the request. */
    auth: AuthContext | null;
    /** The same person as a Caller (platform/http/caller), built once by that hook. */
    caller: Caller | null;
    /** On a `config.socket` route's WebSocket handshake: why the hook refused it (the handler closes with it). */
    authRefusal: AppError | null;
  }
}
export {};
