import type { App, AppDeps } from '../../../deps.js';
import { LiveConnection } from './connection.js';
import { PresenceBoard } from './presence.js';

/** A ws ping this often; a socket that did not answer the previous one is dropped. */
export const SOCKET_HEARTBEAT_MS = 30_000;

/**
 * GET /realtime-deposition/sessions/:session_id/live — the session's live channel.
 *
 * The handshake passes the ordinary hooks with `config.socket`: the access token comes as the
 * subprotocol `bearer.<token>` (or `?access_token=`), and a refusal becomes a close code the
 * browser can read (4401 no valid token, 4403 below associate or without access, 4404 no such
 * session for this caller). Then: {type:'ready', last_seq}; the client sends {type:'resume',
 * after_seq} and gets every event after it, in order, then each new one; {type:'segments'} stores
 * testimony (addTestimony, as POST …/segments); presence on join and leave. A plain GET (no
 * upgrade) is answered 404 by @fastify/websocket after authentication.
 */
export function liveRoutes(app: App, deps: AppDeps): void {
  const presence = new PresenceBoard(deps.live, deps.log);
  const connections = new Set<LiveConnection>();
  const heartbeat = setInterval(() => {
    for (const connection of connections) connection.heartbeat();
  }, SOCKET_HEARTBEAT_MS);
  heartbeat.unref();

  // Before the HTTP server stops: every participant is told to come back (1012) and resume.
  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    for (const connection of connections) connection.shutdown();
    connections.clear();
    await presence.stop();
  });

  app.get(
    '/realtime-deposition/sessions/:session_id/live',
    {
      websocket: true,
      // Request logs are info: they would write the URL, and with it a token sent as ?access_token=.
      logLevel: 'warn',
      config: { permission: 'deposition:use', socket: true },
      schema: {
        tags: ['deposition'],
        summary: 'The session live channel (WebSocket; token as the subprotocol bearer.<token>)',
      },
    },
    async (socket, request) => {
      const connection = new LiveConnection(socket, request, { deps, presence, maxFrameBytes: deps.config.bodyLimitBytes });
      connections.add(connection);
      socket.on('close', () => connections.delete(connection));
      await connection.open();
    },
  );
}
