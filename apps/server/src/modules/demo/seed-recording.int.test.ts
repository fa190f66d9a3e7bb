import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../db/schema/index.js';
import { createTestServer, type TestFirm, type TestServer } from '../../test/harness.js';
import { toneSpeechWav } from '../../test/tone-speech.js';
import { createCaseAs } from '../cases/test-support.js';
import { DEMO_RECORDING_FILENAME, seedDemoRecording } from './seed-recording.js';

/*
 * The spoken demo recording. espeak-ng is not installed everywhere, so the test puts its own
 * `espeak-ng` on PATH: a script that writes a WAV where -w says (or fails), as the real one would.
 */
let server: TestServer;
let firm: TestFirm;
let bin: string;
const originalPath = process.env.PATH ?? '';

function fakeEspeak(behaviour: 'speaks' | 'fails'): void {
  const wav = path.join(bin, 'speech.wav');
  writeFileSync(wav, toneSpeechWav(16));
  const script =
    behaviour === 'speaks'
      ? `#!/bin/sh\nwhile [ $# -gt 0 ]; do if [ "$1" = "-w" ]; then cp "${wav}" "$2"; fi; shift; done\n`
      : '#!/bin/sh\necho "espeak-ng: no voices" >&2\nexit 1\n';
  writeFileSync(path.join(bin, 'espeak-ng'), script);
  chmodSync(path.join(bin, 'espeak-ng'), 0o755);
  process.env.PATH = `${bin}${path.delimiter}${originalPath}`;
}

beforeAll(async () => {
  bin = mkdtempSync(path.join(tmpdir(), 'fake-espeak-'));
  server = await createTestServer();
  firm = await server.createFirm('Recording LLP');
});
afterAll(async () => {
  process.env.PATH = originalPath;
  rmSync(bin, { recursive: true, force: true });
  await server?.close();
});

describe('seedDemoRecording', () => {
  it('adds the spoken recording to the matter once, as a media document', async () => {
    const matter = await createCaseAs(server, firm, 'associate', { name: 'Recording matter' });
    fakeEspeak('speaks');
    const first = await seedDemoRecording(server.deps, firm.organizationId, matter.name);
    expect(first).toMatchObject({ caseId: matter.id });
    const [doc] = await server.deps.db.select().from(documents).where(eq(documents.id, first!.documentId));
    expect(doc).toMatchObject({ filename: DEMO_RECORDING_FILENAME, detectedType: 'wav', parentId: null, deletedAt: null });
    expect(doc?.metadata.uploaded_via).toBe('demo_seed');
    // Again: the same document, nothing added.
    expect(await seedDemoRecording(server.deps, firm.organizationId, matter.name)).toEqual(first);
    expect(await server.deps.db.select().from(documents).where(and(eq(documents.caseId, matter.id), eq(documents.filename, DEMO_RECORDING_FILENAME)))).toHaveLength(1);
  });

  it('quietly adds nothing when espeak-ng fails or is missing, or the matter is gone', async () => {
    const matter = await createCaseAs(server, firm, 'associate', { name: 'No recording matter' });
    fakeEspeak('fails');
    expect(await seedDemoRecording(server.deps, firm.organizationId, matter.name)).toBeNull();
    process.env.PATH = path.join(bin, 'nothing-here');
    expect(await seedDemoRecording(server.deps, firm.organizationId, matter.name)).toBeNull();
    process.env.PATH = originalPath;
    expect(await seedDemoRecording(server.deps, firm.organizationId, 'No such matter')).toBeNull();
    expect(await server.deps.db.select().from(documents).where(eq(documents.caseId, matter.id))).toHaveLength(0);
  });
});
