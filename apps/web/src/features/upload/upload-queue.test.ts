import { describe, expect, it } from 'vitest';
import { localStorageRegistry } from './resume-registry';
import { FakeUploadServer, instantEnvironment, memorySource } from './testing/fake-upload-server';
import { UploadQueue, emptyFileReason } from './upload-queue';

const CASE = '11111111-1111-4111-8111-111111111111';
const USER = '00000000-0000-4000-8000-000000000001';

function setup() {
  const server = new FakeUploadServer();
  const registry = localStorageRegistry(USER);
  let n = 0;
  const queue = new UploadQueue({
    transport: server,
    env: instantEnvironment(),
    registry,
    newUploadId: () => `00000000-0000-4000-8000-${String((n += 1)).padStart(12, '0')}`,
    chunkBytes: 100,
  });
  return { server, registry, queue };
}

/** Lets every pending promise chain run (the fake server answers without timers). */
const settle = async () => {
  for (let i = 0; i < 50; i += 1) await Promise.resolve();
};

describe('UploadQueue', () => {
  it('refuses to start without a case', () => {
    const { queue } = setup();
    expect(() => queue.add([memorySource('a.txt', 10)], null)).toThrow('case_id is required in FormData');
  });

  it('uploads at most three files at a time', async () => {
    const { server, queue } = setup();
    const gates = ['a', 'b', 'c', 'd'].map((n) => server.hold(0, `${n}.txt`));
    queue.add(['a', 'b', 'c', 'd'].map((n) => memorySource(`${n}.txt`, 50)), CASE);
    await settle();
    expect(server.calls.filter((c) => c === 'chunk 0')).toHaveLength(3);
    expect(queue.getSnapshot().map((i) => i.phase)).toEqual(['uploading', 'uploading', 'uploading', 'waiting']);

    // One finishes: the fourth takes its place.
    gates[0]!.release();
    await settle();
    expect(queue.getSnapshot().map((i) => i.phase)).toEqual(['uploaded', 'uploading', 'uploading', 'uploading']);
  });

  it('refuses empty files with a row that says why and uploads the rest', async () => {
    const { queue } = setup();
    const result = queue.add([memorySource('empty.txt', 0), memorySource('notes.txt', 30)], CASE, [{ name: 'Folder', reason: 'Folders cannot be uploaded.' }]);
    expect(result).toMatchObject({ added: 1, refused: 2 });
    await settle();
    expect(queue.getSnapshot().map((i) => [i.name, i.phase, i.message])).toEqual([
      ['Folder', 'refused', 'Folders cannot be uploaded.'],
      ['empty.txt', 'refused', emptyFileReason('empty.txt')],
      ['notes.txt', 'uploaded', null],
    ]);
  });

  it('does not add a file twice while it is still uploading to the same case', () => {
    const { server, queue } = setup();
    server.hold(0);
    queue.add([memorySource('a.txt', 50)], CASE);
    expect(queue.add([memorySource('a.txt', 50)], CASE)).toMatchObject({ added: 0, alreadyQueued: 1 });
    expect(queue.getSnapshot()).toHaveLength(1);
  });

  it('remembers the upload id for a reload and reuses it when the same file is chosen again', async () => {
    const { server, registry, queue } = setup();
    const gate = server.hold(1);
    queue.add([memorySource('big.txt', 250)], CASE);
    await gate.entered;
    const [remembered] = registry.list();
    expect(remembered).toMatchObject({ caseId: CASE, name: 'big.txt', size: 250 });

    // "Reload": the page's queue is gone; a new one (same storage) gets the same file again.
    queue.stopAll();
    const after = new UploadQueue({ transport: server, env: instantEnvironment(), registry, newUploadId: () => 'unused', chunkBytes: 100 });
    expect(after.add([memorySource('big.txt', 250)], CASE)).toMatchObject({ added: 1, resumed: 1 });
    await settle();
    const [item] = after.getSnapshot();
    expect(item).toMatchObject({ uploadId: remembered!.uploadId, phase: 'uploaded', resumed: true });
    // Chunk 0 had arrived before the reload: only 1 and 2 went again.
    expect(server.calls.filter((c) => c.startsWith('chunk'))).toEqual(['chunk 0', 'chunk 1', 'chunk 1', 'chunk 2']);
    // Finished: nothing left to resume.
    expect(registry.list()).toEqual([]);
  });

  it('cancel drops the row and forgets the upload; pause and resume all', async () => {
    const { server, registry, queue } = setup();
    const gate = server.hold(0);
    queue.add([memorySource('a.txt', 50), memorySource('b.txt', 50)], CASE);
    await gate.entered;
    const [a] = queue.getSnapshot();
    queue.cancel(a!.key);
    expect(queue.getSnapshot().map((i) => i.name)).toEqual(['b.txt']);
    expect(registry.list().map((e) => e.name)).not.toContain('a.txt');
    await settle();
    expect(queue.getSnapshot()[0]?.phase).toBe('uploaded');

    const { server: s2, queue: q2 } = setup();
    const held = s2.hold(0);
    q2.add([memorySource('c.txt', 150), memorySource('d.txt', 50)], CASE);
    await held.entered;
    q2.pauseAll();
    await settle();
    expect(q2.getSnapshot().map((i) => i.phase)).toEqual(['paused', 'paused']);
    expect(q2.hasUnfinished).toBe(true);
    q2.resumeAll();
    await settle();
    expect(q2.getSnapshot().map((i) => i.phase)).toEqual(['uploaded', 'uploaded']);
    expect(q2.hasUnfinished).toBe(false);
  });

  it('removes only settled rows and retries a failed file with the same upload id', async () => {
    const { server, queue } = setup();
    const { UploadHttpError } = await import('./upload-transport');
    server.failOnce('chunk', () => new UploadHttpError(400, { detail: 'Invalid filename' }), 0);
    server.hold(0);
    queue.add([memorySource('bad.txt', 50)], CASE);
    await settle();
    const [failed] = queue.getSnapshot();
    // A refusal: the row offers no Retry, and the upload id is not kept for a resume.
    expect(failed).toMatchObject({ phase: 'failed', message: 'Invalid filename', retryable: false });
    queue.resume(failed!.key);
    await settle();
    expect(queue.getSnapshot()[0]).toMatchObject({ phase: 'uploading', uploadId: failed!.uploadId });
    queue.remove([failed!.key]);
    expect(queue.getSnapshot()).toHaveLength(1);
  });

  it('sends a new file without asking the server first (it holds nothing: the answer would be a 404 the browser logs)', async () => {
    const { server, queue } = setup();
    queue.add([memorySource('first.txt', 250)], CASE);
    await settle();
    expect(queue.getSnapshot()[0]).toMatchObject({ phase: 'uploaded' });
    expect(server.calls).toEqual(['chunk 0', 'chunk 1', 'chunk 2', 'finalize']);
  });

  it('asks the server what it holds when a remembered upload is continued', async () => {
    const { server, registry, queue } = setup();
    const source = memorySource('again.txt', 250);
    registry.remember({ caseId: CASE, uploadId: '00000000-0000-4000-8000-0000000000ff', name: source.name, size: source.size, lastModified: source.lastModified });
    queue.add([source], CASE);
    await settle();
    expect(server.calls[0]).toBe('status');
  });
});
