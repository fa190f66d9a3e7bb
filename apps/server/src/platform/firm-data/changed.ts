import type { FastifyInstance } from 'fastify';
import type { LiveHub } from '../live/hub.js';
import { READ_ONLY_METHODS } from '../auth/authenticate.js';

/*
 * "A firm's data changed": a signal, on every app server, that whatever a server computed from a
 * firm's data and kept (the dashboard's answers) is stale. It travels on the live hub, so one
 * process (PGlite) hears it in process and several app servers (PostgreSQL) through LISTEN/NOTIFY;
 * the server that raised it hears it at once, before its response goes out. It carries the firm's
 * id only, never what changed: listeners recompute from the database.
 */
const CHANNEL = 'firm-data-changed';

/** Tells every server that `firmId`'s data changed. A signal that cannot go out is logged by the hub, not thrown. */
export const announceFirmDataChanged = (hub: LiveHub, firmId: string): Promise<void> => hub.publish(CHANNEL, firmId);

/**
 * Calls `listener` with the firm whose data changed, from this server or another; with null when
 * signals may have been missed (the hub's connection was lost and is back), meaning "any firm".
 * Returns unsubscribe.
 */
export function onFirmDataChanged(hub: LiveHub, listener: (firmId: string | null) => void): () => void {
  const offMessage = hub.onMessage(CHANNEL, (firmId) => listener(firmId));
  const offResync = hub.onResync(() => listener(null));
  return () => {
    offMessage();
    offResync();
  };
}

/**
 * Every request that may change data (any method but a read) by a signed-in caller announces the
 * caller's firm before its response is sent, whatever the route and whether it succeeded (a refused
 * change costs a recount, never a stale answer). Installed once around the API's routes.
 */
export function announceWrites(app: FastifyInstance, hub: LiveHub): void {
  app.addHook('onSend', async (request) => {
    if (!READ_ONLY_METHODS.has(request.method) && request.caller) await announceFirmDataChanged(hub, request.caller.organizationId);
  });
}
