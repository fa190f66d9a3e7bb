import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Case, ErrorBody, OmnisearchResponse, OmnisearchResult } from '@app/contract';
import { documents, incomingProductionDocuments, incomingProductions, productionDocuments, productions } from '../../db/schema/index.js';
import { createTestServer, type TestFirm, type TestServer } from '../../test/harness.js';
import { createCaseAs } from '../cases/test-support.js';

/*
 * A Bates number typed in the search box finds the document whose produced range holds it, with
 * the page: the other side's (an incoming volume loaded into a case) and the firm's own (a
 * production it made), only in cases the caller may see, never another firm's.
 */

let server: TestServer;
let firm: TestFirm;
let other: TestFirm;
let assigned: Case;
let unassigned: Case;
let incomingDoc: string;
let producedDoc: string;
let hiddenDoc: string;

async function search(token: string, q: string, extra: Record<string, string> = {}): Promise<OmnisearchResult[]> {
  const qs = new URLSearchParams({ q, ...extra });
  const res = await server.api<OmnisearchResponse & ErrorBody>('GET', `/api/v1/search/omnisearch?${qs}`, { token });
  expect(res.status).toBe(200);
  return res.body.results;
}
const batesHits = (results: OmnisearchResult[]) => results.filter((r) => r.subtitle.startsWith('Bates '));

/** A document row as a load registers it (its file and text do not matter to a Bates lookup). */
async function documentIn(caseId: string, filename: string): Promise<string> {
  const [row] = await server.deps.db
    .insert(documents)
    .values({ organizationId: firm.organizationId, caseId, filename, sizeBytes: 1, sha256: randomBytes(32).toString('hex') })
    .returning({ id: documents.id });
  return row!.id;
}

async function loadedVolume(caseId: string, documentId: string, begin: string, end: string): Promise<void> {
  const [volume] = await server.deps.db
    .insert(incomingProductions)
    .values({
      organizationId: firm.organizationId,
      caseId,
      createdBy: firm.users.paralegal.id,
      filename: `${begin}.zip`,
      zipSha256: '0'.repeat(64),
      datPath: 'DATA/v.dat',
      delimiters: { field_separator: '|', text_qualifier: '', newline: '' },
      status: 'loaded',
    })
    .returning();
  await server.deps.db.insert(incomingProductionDocuments).values({ documentId, organizationId: firm.organizationId, caseId, incomingId: volume!.id, batesBegin: begin, batesEnd: end });
}

beforeAll(async () => {
  server = await createTestServer({ LOG_LEVEL: 'error' });
  firm = await server.createFirm('Bates Search LLP');
  other = await server.createFirm('Other Bates LLP');
  assigned = await createCaseAs(server, firm, 'associate', { name: 'Northwind v. Acme Pipeline' });
  unassigned = await createCaseAs(server, firm, 'partner', { name: 'Walled matter' });
  incomingDoc = await documentIn(assigned.id, 'NW000120.pdf');
  const neighbour = await documentIn(assigned.id, 'NW000131.pdf');
  producedDoc = await documentIn(assigned.id, 'board-minutes.txt');
  hiddenDoc = await documentIn(unassigned.id, 'walled.txt');
  await loadedVolume(assigned.id, incomingDoc, 'NW000120', 'NW000130');
  await loadedVolume(assigned.id, neighbour, 'NW000131', 'NW000131');
  await loadedVolume(unassigned.id, hiddenDoc, 'WL000001', 'WL000009');
  const [production] = await server.deps.db
    .insert(productions)
    .values({
      organizationId: firm.organizationId,
      caseId: assigned.id,
      name: 'First production',
      recipient: 'Acme counsel',
      volume: 'VOL001',
      batesPrefix: 'BSL',
      batesStart: 1,
      batesEnd: 40,
      batesPadding: 6,
      status: 'completed',
      options: { encoding: 'utf-8', delimiters: { field_separator: '\u0014', text_qualifier: 'þ', newline: '®' }, selection: { by: 'documents', count: 1 } },
    })
    .returning();
  await server.deps.db.insert(productionDocuments).values({ productionId: production!.id, documentId: producedDoc, position: 1, beginNumber: 10, endNumber: 14, pageCount: 5, form: 'image' });
}, 300_000);

afterAll(() => server?.close());

describe('Bates numbers in the search box', () => {
  it("finds the other side's document whose range holds the number, at its page", async () => {
    const associate = await firm.token('associate');
    const [hit, ...rest] = batesHits(await search(associate, 'NW000123'));
    expect(rest).toHaveLength(0);
    expect(hit).toMatchObject({ id: incomingDoc, type: 'document', caseId: assigned.id, relevance: 100 });
    expect(hit!.subtitle).toBe('Bates NW000120–NW000130 · page 4 · incoming production · Northwind v. Acme Pipeline');
    // Typed in lower case, or at the range's ends; the next document's own number finds that one.
    expect(batesHits(await search(associate, 'nw000123'))[0]?.id).toBe(incomingDoc);
    expect(batesHits(await search(associate, 'NW000130'))[0]?.subtitle).toContain('page 11');
    expect(batesHits(await search(associate, 'NW000131')).map((r) => r.id)).not.toContain(incomingDoc);
    expect(batesHits(await search(associate, 'NW000119'))).toHaveLength(0);
    // Listed once, though its name (NW000120.pdf) matches too.
    expect((await search(associate, 'NW000120')).filter((r) => r.id === incomingDoc)).toHaveLength(1);
  });

  it("finds the firm's own produced document by a number inside its range, whatever the width typed", async () => {
    const associate = await firm.token('associate');
    const [hit] = batesHits(await search(associate, 'BSL000012'));
    expect(hit).toMatchObject({ id: producedDoc, caseId: assigned.id });
    expect(hit!.subtitle).toBe('Bates BSL000010–BSL000014 · page 3 · produced in First production · Northwind v. Acme Pipeline');
    expect(batesHits(await search(associate, 'BSL-012'))).toHaveLength(0); // another prefix ("BSL-")
    expect(batesHits(await search(associate, 'BSL012'))[0]?.id).toBe(producedDoc);
    expect(batesHits(await search(associate, 'BSL000015'))).toHaveLength(0);
  });

  it('answers only from cases the caller may see, in its own firm', async () => {
    const associate = await firm.token('associate');
    const partner = await firm.token('partner');
    expect(batesHits(await search(associate, 'WL000005'))).toHaveLength(0);
    expect(batesHits(await search(partner, 'WL000005'))[0]?.id).toBe(hiddenDoc);
    expect(batesHits(await search(partner, 'NW000123', { case_id: unassigned.id }))).toHaveLength(0);
    const stranger = await other.token('partner');
    expect(batesHits(await search(stranger, 'NW000123'))).toHaveLength(0);
    expect(batesHits(await search(stranger, 'BSL000012'))).toHaveLength(0);
  });
});
