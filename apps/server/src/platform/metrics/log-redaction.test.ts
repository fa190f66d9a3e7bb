import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorGroups } from './error-groups.js';
import { LogRing } from './log-ring.js';
import { createLogger } from './logger.js';
import { redactUrl } from './log-redaction.js';

describe('redactUrl', () => {
  it('hides one-time secrets in query strings and the invitation path, keeping the route', () => {
    expect(redactUrl('/reset-password?token=abc123')).toBe('/reset-password?token=[redacted]');
    expect(redactUrl('/api/v1/realtime-deposition/s1/live?access_token=eyJ.x.y&since=4')).toBe(
      '/api/v1/realtime-deposition/s1/live?access_token=[redacted]&since=4',
    );
    expect(redactUrl('/api/v1/auth/google/callback?code=c0de&state=st8&iss=https%3A%2F%2Fidp')).toBe(
      '/api/v1/auth/google/callback?code=[redacted]&state=[redacted]&iss=[redacted]',
    );
    expect(redactUrl('/api/v1/auth/invitations/inv-secret?page=1')).toBe('/api/v1/auth/invitations/[redacted]?page=1');
    expect(redactUrl('/login?Ticket=t&%74oken=encoded-name')).toBe('/login?Ticket=[redacted]&%74oken=[redacted]');
    expect(redactUrl('/api/v1/transcription/media/j1?expires=1800000000&signature=hmac')).toBe(
      '/api/v1/transcription/media/j1?expires=1800000000&signature=[redacted]',
    );
  });

  it('hides every query value but those that only page, sort or shape an answer: search terms are work product', () => {
    expect(redactUrl('/api/v1/cases?page=2&q=token')).toBe('/api/v1/cases?page=2&q=[redacted]');
    expect(redactUrl('/api/v1/search/documents?q=Zephyr+merger&case_id=c1&page_size=20&SORT=date')).toBe(
      '/api/v1/search/documents?q=[redacted]&case_id=c1&page_size=20&SORT=date',
    );
    expect(redactUrl('/api/v1/audit/logs?search=Zephyr&from=2026-01-01&level=warn')).toBe('/api/v1/audit/logs?search=[redacted]&from=[redacted]&level=warn');
    expect(redactUrl('/search?Zephyr&page')).toBe('/search?[redacted]&page');
  });

  it('leaves URLs without a query alone', () => {
    expect(redactUrl('/api/v1/documents/9f1c')).toBe('/api/v1/documents/9f1c');
    expect(redactUrl('/api/v1/cases?')).toBe('/api/v1/cases?');
  });
});

describe('the server logger', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes no e-mailed link token, bearer header or password to stdout', async () => {
    const written: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    const log = createLogger('info', new LogRing(100, new ErrorGroups()));
    const app = Fastify({ loggerInstance: log });
    app.get('/reset-password', async () => 'page');
    await app.inject({
      method: 'GET',
      url: '/reset-password?token=SECRET-LINK-TOKEN',
      headers: { authorization: 'Bearer SECRET-JWT', cookie: 'refresh=SECRET-COOKIE' },
    });
    log.warn({ body: { email: 'a@firm.test', password: 'SECRET-PASSWORD' } }, 'sign-in refused');
    await app.close();

    const output = written.join('');
    expect(output).toContain('/reset-password?token=[redacted]');
    expect(output).toContain('a@firm.test');
    expect(output).not.toMatch(/SECRET-/);
  });

  it("writes no search term of a search request, answered or failed, to stdout or to the administrators' ring", async () => {
    const written: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    const ring = new LogRing(100, new ErrorGroups());
    const log = createLogger('info', ring);
    const app = Fastify({ loggerInstance: log });
    app.get('/api/v1/search/documents', async () => ({ results: [] }));
    app.get('/api/v1/search/omnisearch', async () => {
      throw new Error('index unavailable');
    });
    await app.inject({ method: 'GET', url: '/api/v1/search/documents?q=Zephyr%20merger%20memo&page=1' });
    await app.inject({ method: 'GET', url: '/api/v1/search/omnisearch?q=Zephyr+privileged&limit=20' });
    await app.close();

    const output = written.join('');
    expect(output).toContain('/api/v1/search/documents?q=[redacted]&page=1');
    expect(output).toContain('/api/v1/search/omnisearch?q=[redacted]&limit=20');
    expect(output).toContain('index unavailable');
    const ringText = JSON.stringify(ring.recent({ limit: 100 }));
    for (const text of [output, ringText]) {
      expect(text).not.toMatch(/zephyr|merger|privileged/i);
    }
  });
});
