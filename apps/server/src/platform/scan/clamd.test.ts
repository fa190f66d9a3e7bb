import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EICAR, startClamdStandIn, type ClamdStandIn } from '../../test/clamd-stand-in.js';
import { parseScanReply, pingScanner, scanStream, ScannerUnavailableError } from './clamd.js';

describe('parseScanReply', () => {
  it('reads a clean verdict and an infected one with its signature', () => {
    expect(parseScanReply('stream: OK\0')).toEqual({ infected: false });
    expect(parseScanReply('stream: Win.Test.EICAR_HDB-1 FOUND\0')).toEqual({ infected: true, signature: 'Win.Test.EICAR_HDB-1' });
    expect(parseScanReply('stream: Eicar-Test-Signature FOUND')).toEqual({ infected: true, signature: 'Eicar-Test-Signature' });
  });

  it('turns clamd errors into "scanner unavailable", naming the size limit plainly', () => {
    expect(() => parseScanReply('INSTREAM size limit exceeded. ERROR\0')).toThrow(/larger than the scanner accepts \(raise StreamMaxLength/);
    expect(() => parseScanReply("Can't allocate memory ERROR\0")).toThrow(ScannerUnavailableError);
    expect(() => parseScanReply("Can't allocate memory ERROR\0")).toThrow(/answered "Can't allocate memory"/);
    expect(() => parseScanReply('PONG\0')).toThrow(/unexpected answer/);
  });
});

describe('clamd client against the protocol stand-in', () => {
  let clamd: ClamdStandIn;
  const scanner = () => ({ address: { host: '127.0.0.1', port: clamd.port }, timeoutMs: 2000 });
  const chunks = (...parts: string[]) => Readable.from(parts.map((p) => Buffer.from(p, 'latin1')));

  beforeAll(async () => {
    clamd = await startClamdStandIn();
  });
  afterAll(() => clamd?.close());

  it('streams a file in frames and reads the verdict, also when the test string spans two chunks', async () => {
    expect(await scanStream(scanner(), chunks('A memo about the merger.\n', 'x'.repeat(200_000)))).toEqual({ infected: false });
    const half = EICAR.length / 2;
    expect(await scanStream(scanner(), chunks('prefix ', EICAR.slice(0, half), EICAR.slice(half), ' suffix'))).toEqual({ infected: true, signature: 'Eicar-Test-Signature' });
    await expect(pingScanner(scanner())).resolves.toBeUndefined();
  });

  it('reports the size limit, an ERROR reply, a silent daemon and a refused connection as unavailable', async () => {
    clamd.maxStreamBytes = 1000;
    await expect(scanStream(scanner(), chunks('y'.repeat(100_000)))).rejects.toThrow(/larger than the scanner accepts/);
    clamd.maxStreamBytes = 25 * 1024 * 1024;

    clamd.behaviour = 'error';
    await expect(scanStream(scanner(), chunks('text'))).rejects.toThrow(/answered "Can't allocate memory"/);
    await expect(pingScanner(scanner())).rejects.toThrow(ScannerUnavailableError);

    clamd.behaviour = 'hang';
    await expect(scanStream({ ...scanner(), timeoutMs: 200 }, chunks('text'))).rejects.toThrow(/did not answer within/);
    clamd.behaviour = 'scan';

    await clamd.down();
    await expect(scanStream(scanner(), chunks('text'))).rejects.toThrow(/refused the connection/);
    await clamd.up();
    expect(await scanStream(scanner(), chunks('text'))).toEqual({ infected: false });
  });

  it('rethrows an error of the stored file itself, not blaming the scanner', async () => {
    const broken = new Readable({
      read() {
        this.destroy(Object.assign(new Error('NoSuchKey'), { code: 'NoSuchKey' }));
      },
    });
    await expect(scanStream(scanner(), broken)).rejects.toThrow('NoSuchKey');
  });
});
