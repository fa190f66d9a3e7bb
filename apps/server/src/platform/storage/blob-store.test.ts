import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlobChecksumError, BlobTooLargeError, type BlobStore } from './blob-store.js';
import { LocalBlobStore } from './local-blob-store.js';
import { S3BlobStore } from './s3-blob-store.js';
import { startTestS3, type TestS3 } from './test-s3-server.js';

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const text = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};
/** A source that arrives in small pieces, as a network upload does. */
const source = (data: Buffer) => Readable.from((function* () {
  for (let i = 0; i < data.length; i += 64 * 1024) yield data.subarray(i, i + 64 * 1024);
})());
const listed = async (store: BlobStore) => {
  const out: string[] = [];
  for await (const blob of store.list()) out.push(blob.sha256);
  return out.sort();
};
const files = (dir: string) => {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
};

let s3: TestS3;
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ldd-blobs-'));
  dirs.push(dir);
  return dir;
};

beforeAll(async () => {
  s3 = await startTestS3('contract');
});
afterAll(async () => {
  await s3?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

interface Subject {
  store: BlobStore;
  /** Where the store stages incoming bytes on local disk. */
  stagingDir: string;
  /** Another store over the same files, as a second process on a shared volume or bucket sees them. */
  twin: () => BlobStore;
}

const stores: [string, () => Subject][] = [
  [
    'LocalBlobStore',
    () => {
      const root = tempDir();
      return { store: new LocalBlobStore(root), stagingDir: path.join(root, '.tmp'), twin: () => new LocalBlobStore(root) };
    },
  ],
  [
    'S3BlobStore',
    () => {
      const stagingDir = path.join(tempDir(), 'staging');
      const bucket = s3.bucket;
      const open = () =>
        new S3BlobStore({
          bucket,
          region: 'us-east-1',
          endpoint: s3.endpoint,
          credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
          forcePathStyle: true,
          stagingDir,
          partBytes: 5 * 1024 * 1024,
        });
      return { store: open(), stagingDir, twin: open };
    },
  ],
];

describe.each(stores)('%s (the BlobStore contract)', (_name, make) => {
  let subject: Subject;
  beforeAll(() => {
    subject = make();
  });
  afterAll(() => subject.store.close());

  it('stores by SHA-256, and reads back whole, by range, by size and by head', async () => {
    const data = randomBytes(300_000);
    const stored = await subject.store.put(source(data));
    expect(stored).toEqual({ sha256: sha(data), size: data.length });
    expect(await subject.store.size(stored.sha256)).toBe(data.length);
    expect((await text(await subject.store.open(stored.sha256))).equals(data)).toBe(true);
    expect((await text(await subject.store.open(stored.sha256, { start: 1000, end: 1999 }))).equals(data.subarray(1000, 2000))).toBe(true);
    expect((await subject.store.head(stored.sha256, 16)).equals(data.subarray(0, 16))).toBe(true);
    expect(await listed(subject.store)).toContain(stored.sha256);
    expect(files(subject.stagingDir)).toEqual([]);
    // The same bytes again: same key, still one blob.
    expect(await subject.store.put(source(data))).toEqual(stored);
    expect((await listed(subject.store)).filter((k) => k === stored.sha256)).toHaveLength(1);
  });

  it('uploads a file larger than a part in parts (S3 multipart) without changing a byte', async () => {
    const data = randomBytes(11 * 1024 * 1024 + 123);
    const stored = await subject.store.put(source(data));
    expect(await subject.store.size(stored.sha256)).toBe(data.length);
    expect(sha(await text(await subject.store.open(stored.sha256)))).toBe(sha(data));
    const tail = await text(await subject.store.open(stored.sha256, { start: data.length - 10, end: data.length - 1 }));
    expect(tail.equals(data.subarray(-10))).toBe(true);
  });

  it('keeps nothing when the checksum does not match or the bytes are too many', async () => {
    const before = await listed(subject.store);
    const data = randomBytes(5000);
    await expect(subject.store.put(source(data), { expectedSha256: sha(Buffer.from('other')) })).rejects.toBeInstanceOf(BlobChecksumError);
    await expect(subject.store.put(source(data), { maxBytes: 4999 })).rejects.toBeInstanceOf(BlobTooLargeError);
    expect(await subject.store.put(source(data), { maxBytes: 5000, expectedSha256: sha(data) })).toEqual({ sha256: sha(data), size: 5000 });
    expect(await listed(subject.store)).toEqual([...before, sha(data)].sort());
    expect(files(subject.stagingDir)).toEqual([]);
  });

  it('stages without storing: discard leaves nothing, commit stores', async () => {
    const before = await listed(subject.store);
    const dropped = randomBytes(2000);
    const staged = await subject.store.stage(source(dropped));
    expect(staged.sha256).toBe(sha(dropped));
    expect(await subject.store.size(staged.sha256)).toBeNull();
    await staged.discard();
    expect(await listed(subject.store)).toEqual(before);
    expect(files(subject.stagingDir)).toEqual([]);

    const kept = randomBytes(2000);
    const second = await subject.store.stage(source(kept));
    await second.commit();
    await second.discard();
    expect(await subject.store.size(sha(kept))).toBe(2000);
    expect(files(subject.stagingDir)).toEqual([]);
  });

  it('stores an empty blob, answers null / rejects for a missing one, refuses a key that is not a hash', async () => {
    const empty = await subject.store.put(source(Buffer.alloc(0)));
    expect(empty.size).toBe(0);
    expect(await subject.store.size(empty.sha256)).toBe(0);
    expect((await subject.store.head(empty.sha256, 100)).length).toBe(0);
    const missing = sha(Buffer.from('never stored'));
    expect(await subject.store.size(missing)).toBeNull();
    await expect(subject.store.open(missing)).rejects.toThrow();
    await expect(subject.store.open('../../etc/passwd')).rejects.toThrow('invalid blob key');
  });

  it('deletes, or with onlyIfOlderThan keeps bytes written since then', async () => {
    const data = randomBytes(1000);
    const { sha256 } = await subject.store.put(source(data));
    expect(await subject.store.delete(sha256, { onlyIfOlderThan: new Date(Date.now() - 60_000) })).toBe(false);
    expect(await subject.store.size(sha256)).toBe(1000);
    expect(await subject.store.delete(sha256, { onlyIfOlderThan: new Date(Date.now() + 60_000) })).toBe(true);
    expect(await subject.store.size(sha256)).toBeNull();
    expect(await subject.store.delete(sha256)).toBe(false);
  });

  it('sweeps staging files left by a crash once they are old', async () => {
    await mkdir(subject.stagingDir, { recursive: true });
    const old = path.join(subject.stagingDir, 'old.part');
    const recent = path.join(subject.stagingDir, 'recent.part');
    writeFileSync(old, 'half a file');
    writeFileSync(recent, 'arriving now');
    const dayAgo = new Date(Date.now() - 86_400_000);
    utimesSync(old, dayAgo, dayAgo);
    expect(await subject.store.sweepStaging(new Date(Date.now() - 3600_000))).toBe(1);
    expect(files(subject.stagingDir)).toEqual(['recent.part']);
    rmSync(recent);
  });

  it('names itself with one random id that every process on the same files reads, and never lists it as a blob', async () => {
    const twins = [subject.twin(), subject.twin(), subject.twin()];
    try {
      // Asked together, as processes starting at once on a fresh shared store: one id wins.
      const ids = await Promise.all([subject.store, ...twins].map(async (store) => (await store.identity()).id));
      expect(new Set(ids).size).toBe(1);
      expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
      expect((await subject.store.identity()).id).toBe(ids[0]);
      expect(await listed(subject.store)).not.toContain(ids[0]);
      expect((await subject.store.identity()).where).toMatch(/directory|bucket/);
    } finally {
      for (const twin of twins) twin.close();
    }
  });
});

describe('LocalBlobStore identity', () => {
  it('differs between two directories: processes with their own DATA_DIR do not share files', async () => {
    const [one, two] = [new LocalBlobStore(tempDir()), new LocalBlobStore(tempDir())];
    expect((await one.identity()).id).not.toBe((await two.identity()).id);
  });

  it('leaves only the marker behind, and refuses a marker that was edited by hand', async () => {
    const root = tempDir();
    await new LocalBlobStore(root).identity();
    expect(files(root)).toEqual(['.store-id']);
    writeFileSync(path.join(root, '.store-id'), 'something else\n');
    await expect(new LocalBlobStore(root).identity()).rejects.toThrow(/marker .* is not readable/);
  });
});
