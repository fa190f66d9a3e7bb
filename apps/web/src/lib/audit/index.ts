import type { ClientAuditEvent } from '@app/contract';
import { ApiError, api, currentAccessToken } from '../api-client';
import { AuditClient } from './audit-client';

export type { AuditEventInput } from './audit-client';

/** The app's one audit client, posting to /audit/batch through the shared API client. */
export const auditClient = new AuditClient({
  send: async (logs: ClientAuditEvent[], { keepalive }) => {
    await api.post('/audit/batch', { logs }, { keepalive });
  },
  canSend: () => currentAccessToken() !== null,
  // A 400/413/422 means these events will never be accepted; anything else is worth retrying.
  isPermanentFailure: (error) => error instanceof ApiError && [400, 413, 422].includes(error.status),
});

/** Starts the 5-second flush and a last flush when the page goes away. */
export function startAuditClient(): () => void {
  auditClient.start();
  const onHide = () => void auditClient.flush({ keepalive: true });
  window.addEventListener('pagehide', onHide);
  return () => {
    window.removeEventListener('pagehide', onHide);
    auditClient.stop();
  };
}

export function logAuditEvent(...args: Parameters<AuditClient['log']>): void {
  auditClient.log(...args);
}
