import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Case, ErrorBody } from '@app/contract';
import { createTestServer, type TestFirm, type TestServer } from '../../test/harness.js';
import { createCaseAs } from './test-support.js';
import { mediaSegments, seedTranscript, type SeededTranscript } from '../transcription/test-support.js';

/*
 * A record inside a case (a document, a transcript) answers its own 404 when its case is out of
 * reach, so an outsider cannot tell it exists. Any other failure while loading the case (here a
 * real database error: the cases table is renamed away under the running server) is a server error
 * in the one error shape, not "not found": a lawyer told a document does not exist while the
 * database is down would look for it elsewhere.
 */

let server: TestServer;
let firm: TestFirm;
let matter: Case;
let seeded: SeededTranscript;
let partner: string;
let associate: string;

const execute = (statement: string) => server.deps.database.executeSql(statement);

beforeAll(async () => {
  server = await createTestServer();
  firm = await server.createFirm('Case Loading LLP');
  matter = await createCaseAs(server, firm, 'partner');
  seeded = await seedTranscript(server, firm, matter.id, mediaSegments([['SPEAKER_1', 'Where were you on the night of the fire?']]));
  partner = await firm.token('partner');
  associate = await firm.token('associate');
});
afterAll(() => server?.close());

const documentPath = () => `/api/v1/documents/${seeded.sourceDocumentId}`;
const transcriptPath = () => `/api/v1/transcription/jobs/${seeded.job.id}/transcript`;

describe('loading the case a record lives in', () => {
  it("answers the record's own 404 to someone the case is hidden from", async () => {
    // The associate is not on the partner's matter: the case is invisible to them.
    const doc = await server.api<ErrorBody>('GET', documentPath(), { token: associate });
    expect(doc.status).toBe(404);
    expect(doc.body).toEqual({ detail: 'Document not found', code: 'not_found' });
    const transcript = await server.api<ErrorBody>('GET', transcriptPath(), { token: associate });
    expect(transcript.status).toBe(404);
    expect(transcript.body).toEqual({ detail: 'Transcription not found', code: 'not_found' });
  });

  it('answers 500 in the error shape, not 404, when the case lookup itself fails', async () => {
    expect((await server.api('GET', documentPath(), { token: partner })).status).toBe(200);
    await execute('alter table cases rename to cases_unavailable');
    try {
      for (const path of [documentPath(), transcriptPath()]) {
        const res = await server.api<ErrorBody>('GET', path, { token: partner });
        expect(res.status, path).toBe(500);
        expect(res.body, path).toEqual({ detail: 'Internal server error', code: 'internal_error' });
      }
    } finally {
      await execute('alter table cases_unavailable rename to cases');
    }
    expect((await server.api('GET', documentPath(), { token: partner })).status).toBe(200);
  });
});
