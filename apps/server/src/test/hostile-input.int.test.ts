import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditVerifyResponse, ErrorBody } from '@app/contract';
import { createTestServer, type TestFirm, type TestServer } from './harness.js';
import { postMultipart } from '../modules/documents/test-support.js';

// Regressions for the defects the reliability gate found: text PostgreSQL cannot store
// answered 500, and Fastify's own errors answered in Fastify's shape. The OpenAPI fuzz gate
// (openapi-fuzz.int.test.ts) covers every other operation; these are the exact inputs reported.

let server: TestServer;
let firm: TestFirm;
let admin: string;

beforeAll(async () => {
  server = await createTestServer();
  firm = await server.createFirm();
  admin = await firm.token('admin');
});
afterAll(() => server?.close());

const NUL = 'Nul\u0000case';
const SURROGATE = '\uD800x';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const send = (method: Method, url: string, body?: unknown, headers?: Record<string, string>) =>
  server.api<ErrorBody>(method, url, { token: admin, ...(body !== undefined ? { body } : {}), ...(headers ? { headers } : {}) });

function expectFieldError(res: { status: number; body: ErrorBody }, field: string): void {
  expect(res.status).toBe(400);
  expect(res.body.code).toBe('validation_error');
  expect(res.body.detail).toContain(field);
  expect(res.body.errors?.[0]?.field).toBe(field);
}

describe('text the database cannot store is refused with a 400 naming the field', () => {
  it.each([
    ['a case name with NUL', 'POST', '/api/v1/cases/', { name: NUL, client_name: 'Client', case_type: 'contract' }, 'name'],
    ['a full name with NUL', 'PUT', '/api/v1/auth/me', { full_name: NUL }, 'full_name'],
    [
      'audit details with NUL',
      'POST',
      '/api/v1/audit/batch',
      { logs: [{ action: 'document_viewed', resource_type: 'document', details: { note: NUL } }] },
      'logs.0.details.note',
    ],
    ['a document search with NUL', 'POST', '/api/v1/search/documents', { q: NUL }, 'q'],
    ['a vector search with NUL', 'POST', '/api/v1/search/vector', { q: NUL }, 'q'],
    ['an advanced search with NUL', 'POST', '/api/v1/search/advanced', { q: NUL }, 'q'],
    ['a document search with a lone surrogate', 'POST', '/api/v1/search/documents', { q: SURROGATE }, 'q'],
    ['an advanced search with a lone surrogate', 'POST', '/api/v1/search/advanced', { q: SURROGATE }, 'q'],
    ['a NUL in an object key', 'POST', '/api/v1/audit/batch', { logs: [{ action: 'document_viewed', resource_type: 'document', details: { ['k\u0000']: 1 } }] }, 'logs.0.details.k\u0000'],
  ] as const)('%s', async (_label, method, url, body, field) => {
    expectFieldError(await send(method, url, body), field);
  });

  // A URL cannot carry a lone surrogate (invalid UTF-8 decodes to U+FFFD); a NUL it can.
  it('a NUL in the query string', async () => {
    expectFieldError(await send('GET', '/api/v1/search/omnisearch?q=%00abc'), 'q');
    expectFieldError(await send('GET', '/api/v1/search/documents?q=a%00b'), 'q');
  });

  it('a NUL in a path parameter and in a header', async () => {
    expectFieldError(await send('GET', '/api/v1/cases/abc%00def'), 'case_id');
    const res = await send('GET', '/api/v1/cases/', undefined, { 'x-client-note': 'a\u0000b' });
    expectFieldError(res, 'header x-client-note');
  });

  it('a NUL in a multipart field (a file name is cleaned instead, as documents do)', async () => {
    const created = await send('POST', '/api/v1/cases/', { name: 'Multipart', client_name: 'Client', case_type: 'contract' });
    const caseId = (created.body as unknown as { id: string }).id;
    const res = await postMultipart<ErrorBody>(server, `/api/v1/documents/${caseId}/ingest`, admin, { description: 'x\u0000y' }, [
      { filename: 'a.txt', content: 'text' },
    ]);
    expectFieldError(res, 'description');
  });

  it('leaves good unicode alone and the audit chain intact', async () => {
    const created = await send('POST', '/api/v1/cases/', { name: 'Ærøskøbing v. 株式会社 😀 — مرحبا', client_name: 'Zoë ﬁnance', case_type: 'contract' });
    expect(created.status).toBe(201);
    const verify = await server.api<AuditVerifyResponse>('GET', '/api/v1/audit/verify', { token: admin });
    expect(verify.body.intact).toBe(true);
  });
});

describe("Fastify's own errors answer in the one error shape", () => {
  const longId = 'x'.repeat(600);
  it.each([
    ['PUT', `/api/v1/organization/users/${longId}/role`, { role: 'viewer' }],
    ['DELETE', `/api/v1/organization/users/${longId}`, undefined],
    ['DELETE', `/api/v1/organization/invitations/${longId}`, undefined],
  ] as const)('an over-long path parameter: %s %s', async (method, url, body) => {
    const res = await send(method, url, body);
    expect(res.status).toBe(414);
    expect(res.body).toEqual({ code: 'uri_too_long', detail: expect.stringMatching(/too long/) });
  });

  it('malformed JSON, an empty JSON body, an unsupported content type and a broken escape', async () => {
    const raw = (payload: string, contentType: string) =>
      server.app.inject({ method: 'POST', url: '/api/v1/cases/', payload, headers: { authorization: `Bearer ${admin}`, 'content-type': contentType } });
    const malformed = await raw('{"name": "x"', 'application/json');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ code: 'malformed_json', detail: 'The request body is not valid JSON' });
    const empty = await raw('', 'application/json');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'malformed_json' });
    const xml = await raw('<case/>', 'application/xml');
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({ code: 'unsupported_media_type', detail: expect.stringMatching(/JSON/) });
    const badEscape = await send('GET', '/api/v1/cases/%E0%A4%A');
    expect(badEscape.status).toBe(400);
    expect(badEscape.body).toMatchObject({ code: expect.any(String), detail: expect.any(String) });
  });

  it('a body over the limit', async () => {
    const res = await send('POST', '/api/v1/cases/', { name: 'x'.repeat(2 * 1024 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ code: 'payload_too_large', detail: 'Request body is too large' });
  });
});
