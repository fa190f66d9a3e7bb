import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { BEARER_SUBPROTOCOL_PREFIX } from '../auth/authenticate.js';

/**
 * WebSockets for routes that declare `websocket: true` (with `config.socket`, see fastify-types.ts).
 * The handshake runs through the ordinary hooks (input guard, authentication) before the upgrade.
 *
 * Subprotocols: a browser sends the access token as `bearer.<token>` (it cannot set Authorization
 * on a WebSocket). When the client also offers a protocol of its own (e.g. `live.v1`), that one is
 * chosen, so the token is not echoed in the response; otherwise the bearer protocol must be echoed
 * (a browser fails a handshake whose answer names none of the protocols it offered).
 *
 * On shutdown every socket is closed with 1012 (service restart) before the HTTP server stops, so
 * clients know to reconnect (to this server once it is back, or another) and resume.
 *
 * `maxPayload` is the hard limit ws enforces itself (close 1009); routes check their own, lower
 * limit first so an oversized frame gets their close code and reason.
 */
export async function installWebSockets(app: FastifyInstance, opts: { maxPayload: number }): Promise<void> {
  await app.register(websocket, {
    preClose: async function closeSockets(this: FastifyInstance) {
      for (const client of this.websocketServer.clients) client.close(1012, 'server restarting; reconnect and resume');
      await new Promise<void>((resolve) => this.websocketServer.close(() => resolve()));
    },
    options: {
      maxPayload: opts.maxPayload,
      handleProtocols: (protocols: Set<string>) => {
        const offered = [...protocols];
        return offered.find((p) => !p.startsWith(BEARER_SUBPROTOCOL_PREFIX)) ?? offered[0] ?? false;
      },
    },
  });
}
