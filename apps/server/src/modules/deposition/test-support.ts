import type { CreateDepositionSessionRequest, DepositionSession, Role, TestimonySegment } from '@app/contract';
import type { TestFirm, TestServer } from '../../test/harness.js';
import { analysisSettled } from './run-assistant.js';

/** Sets up a deposition session through the API (tests only). */
export async function createDepositionAs(
  server: TestServer,
  firm: TestFirm,
  role: Role,
  body: Partial<CreateDepositionSessionRequest> & { case_id: string },
): Promise<DepositionSession> {
  const res = await server.api<DepositionSession>('POST', '/api/v1/realtime-deposition/sessions', { token: await firm.token(role), body: { deponent: 'Maria Sandoval', ...body } });
  if (res.status !== 201) throw new Error(`deposition create failed: ${res.status} ${res.text}`);
  return res.body;
}

/** A session set up and started (tests only). */
export async function liveDepositionAs(server: TestServer, firm: TestFirm, role: Role, body: Partial<CreateDepositionSessionRequest> & { case_id: string }): Promise<DepositionSession> {
  const created = await createDepositionAs(server, firm, role, body);
  const res = await server.api<DepositionSession>('POST', `/api/v1/realtime-deposition/sessions/${created.id}/start`, { token: await firm.token(role) });
  if (res.status !== 200) throw new Error(`deposition start failed: ${res.status} ${res.text}`);
  return res.body;
}

/** Posts raw testimony ("Q. …\nA. …") and answers the stored segments (tests only). */
export async function addTestimonyText(server: TestServer, token: string, sessionId: string, text: string, source = 'typed'): Promise<TestimonySegment[]> {
  const res = await server.api<{ segments: TestimonySegment[] }>('POST', `/api/v1/realtime-deposition/sessions/${sessionId}/segments`, { token, body: { text, source } });
  if (res.status !== 201) throw new Error(`testimony failed: ${res.status} ${res.text}`);
  return res.body.segments;
}

/** Waits until this server's assistant runs for the session (or all) have finished (tests only). */
export const assistantSettled = (server: TestServer, sessionId?: string): Promise<void> => analysisSettled(server.deps, sessionId);
