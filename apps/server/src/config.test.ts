import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from './config.js';

const dir = () => mkdtempSync(path.join(tmpdir(), 'ldd-config-'));

describe('loadConfig', () => {
  it("names the server's operators: OPERATOR_EMAILS lower-cased, else the demo's administrator in demo mode, else nobody", () => {
    expect([...loadConfig({ DATA_DIR: dir(), OPERATOR_EMAILS: ' Ops@Firm.test, b@firm.test ', DEMO: 'true' }).operatorEmails]).toEqual(['ops@firm.test', 'b@firm.test']);
    // The demo's administrator (modules/demo/accounts.ts), so the demo shows the whole system page.
    expect([...loadConfig({ DATA_DIR: dir(), DEMO: 'true' }).operatorEmails]).toEqual(['admin@demo.example']);
    expect(loadConfig({ DATA_DIR: dir(), DEMO: 'false' }).operatorEmails.size).toBe(0);
  });

  it('names the variable that has a bad value', () => {
    expect(() => loadConfig({ DATA_DIR: dir(), PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: dir(), DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a postgres/);
    expect(() => loadConfig({ DATA_DIR: dir(), DEMO: 'maybe' })).toThrow(ConfigError);
  });

  it('generates signing secrets once and keeps them in the data dir', () => {
    const dataDir = dir();
    const a = loadConfig({ DATA_DIR: dataDir });
    const b = loadConfig({ DATA_DIR: dataDir });
    expect(a.jwtSecret).toHaveLength(64);
    expect(b.jwtSecret).toBe(a.jwtSecret);
    expect(b.encryptionKey.equals(a.encryptionKey)).toBe(true);
    expect(readFileSync(path.join(dataDir, 'secrets', 'jwt-secret'), 'utf8')).toBe(a.jwtSecret);
  });

  it('refuses missing secrets in production and turns demo mode off there', () => {
    expect(() => loadConfig({ DATA_DIR: dir(), NODE_ENV: 'production' })).toThrow(/JWT_SECRET: required in production/);
    const prod = loadConfig({
      DATA_DIR: dir(),
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      ENCRYPTION_KEY: 'a'.repeat(64),
    });
    expect(prod.demo).toBe(false);
    expect(loadConfig({ DATA_DIR: dir() }).demo).toBe(true);
  });

  it('has the documented defaults', () => {
    const c = loadConfig({ DATA_DIR: dir() });
    expect(c.port).toBe(3000);
    expect(c.accessTokenTtlSeconds).toBe(1800);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.oidc).toBeNull();
    expect(c.signupEnabled).toBe(true);
  });

  it('reads SIGNUP_ENABLED as a boolean and refuses anything else', () => {
    expect(loadConfig({ DATA_DIR: dir(), SIGNUP_ENABLED: 'false' }).signupEnabled).toBe(false);
    expect(loadConfig({ DATA_DIR: dir(), SIGNUP_ENABLED: '0' }).signupEnabled).toBe(false);
    expect(loadConfig({ DATA_DIR: dir(), SIGNUP_ENABLED: '1' }).signupEnabled).toBe(true);
    // Compose passes an unset variable as an empty string: that means the default, not "off".
    expect(loadConfig({ DATA_DIR: dir(), SIGNUP_ENABLED: '' }).signupEnabled).toBe(true);
    expect(() => loadConfig({ DATA_DIR: dir(), SIGNUP_ENABLED: 'closed' })).toThrow(/SIGNUP_ENABLED/);
  });

  it('chooses the blob store: local by default, S3 with a bucket (and keys only in pairs)', () => {
    const local = loadConfig({ DATA_DIR: dir() });
    expect(local.blobStore).toEqual({ kind: 'local' });
    expect(local.uploadExpiryHours).toBe(24);
    expect(() => loadConfig({ DATA_DIR: dir(), BLOB_STORE: 's3' })).toThrow(/S3_BUCKET: required when BLOB_STORE=s3/);
    expect(() => loadConfig({ DATA_DIR: dir(), BLOB_STORE: 'ftp' })).toThrow(/BLOB_STORE/);
    expect(() => loadConfig({ DATA_DIR: dir(), BLOB_STORE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ DATA_DIR: dir(), UPLOAD_EXPIRY_HOURS: '0' })).toThrow(/UPLOAD_EXPIRY_HOURS/);
    const s3 = loadConfig({
      DATA_DIR: dir(),
      BLOB_STORE: 's3',
      S3_BUCKET: 'firm-documents',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      UPLOAD_EXPIRY_HOURS: '48',
    });
    expect(s3.blobStore).toEqual({
      kind: 's3',
      bucket: 'firm-documents',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(s3.uploadExpiryHours).toBe(48);
  });
});
