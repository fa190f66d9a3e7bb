import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReadinessResponse } from '@app/contract';
import { createTestServer, type TestServer } from '../../test/harness.js';
import { storageProbeDir } from './checks.js';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

describe('GET /health/', () => {
  it('answers without sign-in with the version and uptime', async () => {
    for (const url of ['/api/v1/health/', '/api/v1/health']) {
      const res = await server.api<{ status: string; version: string; uptime_seconds: number; started_at: string }>('GET', url);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'ok', version: server.deps.config.version });
      expect(res.body.uptime_seconds).toBeGreaterThanOrEqual(0);
      expect(res.body.started_at).toBe(server.deps.startedAt.toISOString());
    }
  });
});

describe('GET /health/ready', () => {
  const ready = () => server.api<ReadinessResponse>('GET', '/api/v1/health/ready');

  it('is ready when database, storage and queue answer, with each latency', async () => {
    const res = await ready();
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ready');
    expect(res.body.failed).toEqual([]);
    for (const check of Object.values(res.body.checks)) {
      expect(check.ok).toBe(true);
      expect(check.latency_ms).toBeGreaterThanOrEqual(0);
    }
  });

  it('answers 503 naming storage when the data dir cannot be written, and recovers', async () => {
    const probeDir = storageProbeDir(server.deps.config.dataDir);
    rmSync(probeDir, { recursive: true, force: true });
    writeFileSync(probeDir, 'a file where the probe folder should be');
    try {
      const res = await ready();
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ status: 'not_ready', failed: ['storage'] });
      expect(res.body.checks.storage.ok).toBe(false);
      // The reason is an error code, never a server path.
      expect(res.body.checks.storage.error).toMatch(/^E[A-Z]+$/);
      expect(res.body.checks.database.ok).toBe(true);
    } finally {
      rmSync(probeDir, { force: true });
      mkdirSync(probeDir);
    }
    expect((await ready()).status).toBe(200);
  });

  it('answers 503 naming the queue when it has stopped', async () => {
    await server.deps.jobs.stop();
    const res = await ready();
    expect(res.status).toBe(503);
    expect(res.body.failed).toEqual(['queue']);
    expect(res.body.checks.queue).toMatchObject({ ok: false, error: 'unavailable' });
  });
});

describe('GET /metrics', () => {
  it('serves Prometheus text with request counts by route and status, and process metrics', async () => {
    await server.api('GET', '/api/v1/health/');
    await server.api('GET', '/api/v1/no-such-route');
    const res = await server.api('GET', '/api/v1/metrics');
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.text).toMatch(/http_requests_total\{method="GET",route="\/api\/v1\/health\/",status="200"\} \d+/);
    expect(res.text).toMatch(/http_requests_total\{method="GET",route="unmatched",status="404"\} 1/);
    expect(res.text).toContain('http_request_duration_seconds_bucket');
    expect(res.text).toContain('process_cpu_user_seconds_total');
    expect(res.text).not.toContain('no-such-route');
  });
});
