import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientAuditEvent } from '@app/contract';
import { AuditClient, describeBrowser, type AuditClientOptions, type AuditEventInput } from './audit-client';

const metadata = () => ({ client_version: '1.0.0', browser: 'Chrome 140', screen_resolution: '1440x900', timezone: 'Europe/London' });

function setup(overrides: Partial<AuditClientOptions> = {}) {
  const batches: ClientAuditEvent[][] = [];
  const send = vi.fn(async (events: ClientAuditEvent[]) => {
    batches.push(events);
  });
  const client = new AuditClient({ send, canSend: () => true, metadata, ...overrides });
  return { client, send, batches };
}

// A refused page view: the browser's commonest report (the only kinds it may send are sign-ins and refusals).
const view = (n: number) => ({ action: 'permission_denied' as const, resource_type: 'system' as const, resource_name: `/page-${n}`, outcome: 'blocked' as const });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('audit client', () => {
  it('queues low-risk events and sends them on the 5-second flush', async () => {
    const { client, send } = setup();
    client.start();
    client.log(view(1));
    client.log(view(2));
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0].map((e) => e.resource_name)).toEqual(['/page-1', '/page-2']);
    client.stop();
  });

  it('sends a full batch of 10 without waiting, and never more than 10 per request', async () => {
    const { client, batches } = setup();
    for (let i = 0; i < 25; i++) client.log(view(i));
    await vi.advanceTimersByTimeAsync(0);
    await client.flush();
    expect(batches.map((b) => b.length)).toEqual([10, 10, 5]);
  });

  it('sends high- and critical-risk events at once', async () => {
    const { client, send } = setup();
    // No event a browser may report is high-risk today; the rule stays for the day one is.
    client.log({ action: 'role_changed', resource_type: 'user', resource_id: 'u1' } as unknown as AuditEventInput);
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('puts a failed batch back at the front of the queue and sends it later', async () => {
    let fail = true;
    const delivered: ClientAuditEvent[][] = [];
    const send = vi.fn(async (events: ClientAuditEvent[]) => {
      if (fail) throw new Error('offline');
      delivered.push(events);
    });
    const { client } = setup({ send });
    client.log(view(1));
    await client.flush();
    expect(client.pending).toBe(1);
    client.log(view(2));
    fail = false;
    await client.flush();
    expect(client.pending).toBe(0);
    expect(delivered.flat().map((e) => e.resource_name)).toEqual(['/page-1', '/page-2']);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('drops a batch the server rejects as invalid instead of retrying forever', async () => {
    const { client } = setup({
      send: () => Promise.reject(new Error('400')),
      isPermanentFailure: () => true,
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    client.log(view(1));
    await client.flush();
    expect(client.pending).toBe(0);
  });

  it('holds events while nobody is signed in', async () => {
    let signedIn = false;
    const { client, send } = setup({ canSend: () => signedIn });
    client.log({ action: 'login_failed', resource_type: 'authentication' });
    await client.flush();
    expect(send).not.toHaveBeenCalled();
    signedIn = true;
    await client.flush();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends only what the server allows: no firm, user or time of its own', async () => {
    const { client, batches } = setup();
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
    client.log({ action: 'permission_denied', resource_type: 'system', resource_name: '/costs', outcome: 'blocked', details: { path: '/costs' } });
    await client.flush();
    expect(batches[0]?.[0]).toEqual({
      action: 'permission_denied',
      resource_type: 'system',
      resource_id: null,
      resource_name: '/costs',
      details: { path: '/costs' },
      outcome: 'blocked',
      metadata: metadata(),
      client_timestamp: '2026-03-01T10:00:00.000Z',
    });
  });

  it('describes the browser briefly', () => {
    expect(describeBrowser('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36')).toBe('Chrome 140');
    expect(describeBrowser('Mozilla/5.0 (Windows NT 10.0; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe('Firefox 133');
  });
});
