import { expect } from 'vitest';

/**
 * What `read` returns once it returns something (polled every `intervalMs`): server-side work the
 * browser does not show as it happens (processing, de-duplication, threads). Fails naming `what`.
 */
export async function until<T>(what: string, read: () => Promise<T | undefined>, timeoutMs = 240_000, intervalMs = 1000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

/** Files added to a case through the ingest endpoint (as the upload page sends them), optionally for a custodian. */
export async function ingestFiles(baseUrl: string, token: string, caseId: string, files: readonly (readonly [name: string, text: string])[], custodianId: string | null = null): Promise<void> {
  const form = new FormData();
  if (custodianId) form.append('custodian_id', custodianId);
  for (const [name, text] of files) form.append('file', new Blob([text], { type: name.endsWith('.eml') ? 'message/rfc822' : 'text/plain' }), name);
  const response = await fetch(`${baseUrl}/api/v1/documents/${caseId}/ingest`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  expect(response.status, await response.clone().text()).toBe(201);
}
