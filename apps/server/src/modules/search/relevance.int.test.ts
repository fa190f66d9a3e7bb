import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { DocumentSearchResponse, TokenResponse } from '@app/contract';
import { documents } from '../../db/schema/index.js';
import { createTestServer, type TestServer } from '../../test/harness.js';
import { seedDemoFirm } from '../demo/seed.js';

/**
 * Search relevance over the demo corpus: written queries, each with the document a lawyer would
 * expect first. Mean reciprocal rank (1 for first place, 1/2 for second, 0 past the first page).
 */
const QUERIES: [query: string, expected: string][] = [
  ['notice of termination MLSA', 'FW Notice of Termination - MLSA dated March 15 2021.eml'],
  ['Castellan termination letter', 'Castellan Notice of Termination 2023-11-03 (scan).pdf'],
  ['notice of breach', 'Northwind Notice of Breach 2023-10-11.pdf'],
  ['master logistics services agreement', 'Master Logistics Services Agreement (executed 2021-03-15).docx'],
  ['answer counterclaim Castellan', '2024-04-08 Answer and Counterclaim (Castellan).pdf'],
  ['motion to dismiss counterclaim', '2024-06-03 Memorandum of Law ISO Motion to Dismiss Counterclaim Two.pdf'],
  ['Karen Liu deposition', 'Liu Deposition 2024-08-20 (excerpt pp. 41-44).txt'],
  ['spoilage log Red Hook', 'Red Hook spoilage log - October 2023.csv'],
  ['ESI search terms custodians', 'Proposed ESI Search Terms (2024-08-15).docx'],
  ['discovery deficiencies Whitcombe', '2024-09-09 Letter to Whitcombe re Discovery Deficiencies.docx'],
  ['docket report', 'SDNY docket report 1-24-cv-01187.html'],
  ['FDA warning letter', 'FDA Warning Letter 320-24-118 (2024-09-12).pdf'],
  ['response to warning letter', 'DRAFT v4 Response to Warning Letter 320-24-118.docx'],
  ['CAPA tracker', 'CAPA tracker - Raleigh site (as of 2024-09-30).csv'],
  ['audit trail review interim summary', 'Clearwater - Interim Summary of Audit Trail Review (2024-09-27).pdf'],
  ['declarations causes of loss policy', 'Policy GSM-CP-5518042 - declarations and causes of loss form (excerpt).pdf'],
  ['declination of coverage', 'Granite State denial of claim GSM-PR-23-118845 (2024-03-08).docx'],
  ['sworn statement in proof of loss', 'Sworn Statement in Proof of Loss - GSM-PR-23-118845.pdf'],
  ['building loss estimate', 'Coastal Claims Partners - building loss estimate summary.csv'],
  ['notice of claim Okafor', 'Notice of Claim (GML 50-e) - G. Okafor.pdf'],
  ['preservation of evidence bus video', 'Preservation demand to MTA - bus 6138 video and door sensor records.docx'],
  ['bill of particulars', 'Verified Bill of Particulars - Okafor.docx'],
  ['position elimination Rivera', 'Harbor termination letter to L. Rivera 08-09-2023.docx'],
  ['timekeeping issues New Brunswick', 'Follow-up - timekeeping issues at New Brunswick and Edison.eml'],
  ['Douglas Pryor deposition', 'Pryor Deposition 2024-10-29 (excerpt pp. 57-59).pdf'],
  ['second set of interrogatories', 'DRAFT Responses to Second Set of Interrogatories (Rivera).docx'],
  ['non-binding letter of intent', 'Letter of Intent - Sterling Capital Partners - Bayview Software (2024-06-28).docx'],
  ['revenue recognition memorandum', 'Diligence memo - Bayview revenue recognition (2024-09-06).pdf'],
  ['invention assignment agreement', 'Thorne - Employee Confidentiality and Invention Assignment Agreement (2019).docx'],
  ['Sandra Whitlock declaration', 'Declaration of Sandra Whitlock ISO Preliminary Injunction.pdf'],
  ['brief preliminary injunction', '2024-09-20 Brief ISO Motion for Preliminary Injunction.pdf'],
  ['last will and testament', 'Last Will and Testament of Harold J. Whitfield (2019-04-12).pdf'],
];

let server: TestServer;
let organizationId: string;
let token: string;

beforeAll(async () => {
  server = await createTestServer({ DEMO: 'true' });
  organizationId = (await seedDemoFirm(server.deps)).organizationId;
  token = (await server.api<TokenResponse>('POST', '/api/v1/auth/login', { body: { email: 'partner@demo.example', password: 'demo-partner' } })).body.access_token;
  const deadline = Date.now() + 240_000;
  for (;;) {
    const pending = await server.deps.db
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.organizationId, organizationId), inArray(documents.status, ['uploaded', 'queued', 'processing'])));
    if (pending.length === 0) break;
    if (Date.now() > deadline) throw new Error(`${pending.length} demo documents still not processed`);
    await new Promise((r) => setTimeout(r, 500));
  }
}, 300_000);
afterAll(() => server?.close());

describe('search relevance on the demo corpus', () => {
  it(`puts the expected document first for most of ${QUERIES.length} written queries (MRR ≥ 0.8)`, async () => {
    expect(QUERIES.length).toBeGreaterThanOrEqual(30);
    let sum = 0;
    const lines: string[] = [];
    for (const [query, expected] of QUERIES) {
      const res = await server.api<DocumentSearchResponse>('GET', `/api/v1/search/documents?q=${encodeURIComponent(query)}&page_size=20`, { token });
      expect(res.status).toBe(200);
      const rank = res.body.hits.findIndex((h) => h.filename === expected) + 1;
      sum += rank ? 1 / rank : 0;
      lines.push(`${rank || '-'}\t${query}\t(${res.body.hits[0]?.filename ?? 'no hits'})`);
    }
    const mrr = sum / QUERIES.length;
    console.warn(`search relevance: MRR ${mrr.toFixed(3)} over ${QUERIES.length} queries\n${lines.join('\n')}`);
    expect(mrr).toBeGreaterThanOrEqual(0.8);
  });
});
