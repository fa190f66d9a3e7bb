import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Case, CaseReviewState, DocumentNearDuplicatesResponse, DocumentThreadResponse, ErrorBody, NearDuplicateDiffResponse, ReviewListResponse } from '@app/contract';
import { eq } from 'drizzle-orm';
import { custodians, documents } from '../../db/schema/index.js';
import { createTestServer, type TestFirm, type TestServer } from '../../test/harness.js';
import { createCaseAs } from '../cases/test-support.js';
import { ingestOne, settledDocument } from '../documents/test-support.js';
import { auditRowsFor } from '../organization/test-support.js';

let server: TestServer;
let firm: TestFirm;
let other: TestFirm;
let matter: Case;
let foreign: Case;
const ids: Record<string, string> = {};

const FOOTER = 'This message and any attachments are confidential and may be privileged. If you received it in error, delete it.';
const eml = (h: { id: string; subject: string; from: string; to: string; date: string; inReplyTo?: string }, body: string) =>
  [
    `From: ${h.from}`,
    `To: ${h.to}`,
    `Subject: ${h.subject}`,
    `Date: ${h.date}`,
    `Message-ID: <${h.id}@northwind.example>`,
    ...(h.inReplyTo ? [`In-Reply-To: <${h.inReplyTo}@northwind.example>`, `References: <${h.inReplyTo}@northwind.example>`] : []),
    'Content-Type: text/plain; charset=utf-8',
    '',
    body,
    '',
    FOOTER,
    '',
  ].join('\r\n');

const FIRST = 'Please send the signed delivery schedule for the Rotterdam shipments by Friday so that we can confirm the berth bookings with the port.';
const SECOND = 'Attached is the schedule as agreed with the carrier, although the third sailing may slip by a week because of the strike.';
const THIRD = 'Thanks, the slip on the third sailing is acceptable if the carrier confirms it in writing before the end of the month.';
const quote = (text: string) => text.split('\n').map((l) => `> ${l}`).join('\n');
const DRAFT = Array.from({ length: 12 }, (_, i) => `Clause ${i + 1}. The Supplier shall deliver the goods listed in Schedule ${i + 1} to the Buyer's warehouse within thirty days of each purchase order, at its own risk and cost, packed for sea freight.`).join('\n');

/** Uploads one file; processing is awaited for all of them at once (settle). */
const pending: Promise<void>[] = [];
async function processed(f: TestFirm, caseId: string, filename: string, content: string): Promise<string> {
  const token = await f.token('partner');
  const summary = await ingestOne(server, caseId, token, filename, content);
  pending.push(
    settledDocument(server, summary.id, token, 400_000).then((detail) => {
      expect(detail.status).toBe('processed');
    }),
  );
  return summary.id;
}

async function reviewed(caseId: string, token: string, after: number): Promise<CaseReviewState> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const res = await server.api<CaseReviewState>('GET', `/api/v1/cases/${caseId}/review/settings`, { token });
    if (res.body.status === 'idle' && res.body.computed_at && Date.parse(res.body.computed_at) >= after) return res.body;
    if (Date.now() > deadline) throw new Error(`review not computed: ${res.text}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

beforeAll(async () => {
  server = await createTestServer();
  firm = await server.createFirm('Threads LLP');
  other = await server.createFirm('Other Threads LLP');
  matter = await createCaseAs(server, firm, 'partner');
  foreign = await createCaseAs(server, other, 'partner');
  ids.first = await processed(firm, matter.id, 'schedule.eml', eml({ id: 'm1', subject: 'Delivery schedule', from: 'Jim Lokay <jim.lokay@northwind.example>', to: 'Ann Buyer <ann@castellan.example>', date: 'Mon, 22 Oct 2001 09:00:00 +0000' }, FIRST));
  ids.second = await processed(firm, matter.id, 're-schedule.eml', eml({ id: 'm2', inReplyTo: 'm1', subject: 'RE: Delivery schedule', from: 'Ann Buyer <ann@castellan.example>', to: 'Jim Lokay <jim.lokay@northwind.example>', date: 'Mon, 22 Oct 2001 11:00:00 +0000' }, `${SECOND}\n\n${quote(FIRST)}`));
  ids.third = await processed(firm, matter.id, 're-re-schedule.eml', eml({ id: 'm3', inReplyTo: 'm2', subject: 'RE: RE: Delivery schedule', from: 'James Lokay <jim.lokay@northwind.example>', to: 'Ann Buyer <ann@castellan.example>', date: 'Tue, 23 Oct 2001 08:00:00 +0000' }, `${THIRD}\n\n${quote(`${SECOND}\n\n${quote(FIRST)}`)}`));
  ids.lunch = await processed(firm, matter.id, 'lunch.eml', eml({ id: 'm4', subject: 'Lunch', from: 'Ann Buyer <ann@castellan.example>', to: 'Jim Lokay <jim.lokay@northwind.example>', date: 'Thu, 1 Nov 2001 10:00:00 +0000' }, 'Are we still on for lunch on Thursday at the usual place near the harbour office?'));
  ids.parking = await processed(firm, matter.id, 'parking.eml', eml({ id: 'm5', subject: 'Parking', from: 'Facilities <facilities@northwind.example>', to: 'All staff <staff@northwind.example>', date: 'Fri, 2 Nov 2001 10:00:00 +0000' }, 'The parking permits for the winter are ready at the front desk on the ground floor.'));
  ids.draft1 = await processed(firm, matter.id, 'supply-agreement-v1.txt', DRAFT);
  ids.draft2 = await processed(firm, matter.id, 'supply-agreement-v2.txt', DRAFT.replace('within thirty days of each purchase order, at its own risk and cost, packed for sea freight.\nClause 5', 'within twenty days of each purchase order, at its own risk and cost, packed for sea freight.\nClause 5'));
  ids.foreign = await processed(other, foreign.id, 'foreign.txt', DRAFT);
  await Promise.all(pending);
  // A viewer assigned to read the case.
  const assigned = await server.api('POST', `/api/v1/cases/${matter.id}/permissions`, { token: await firm.token('partner'), body: { user_id: firm.users.viewer.id, access_level: 'read' } });
  expect(assigned.status).toBeLessThan(300);
}, 480_000);
afterAll(() => server?.close());

describe('collections review', () => {
  it('queues a debounced recompute when a document of the case is processed', async () => {
    const res = await server.api<CaseReviewState>('GET', `/api/v1/cases/${matter.id}/review/settings`, { token: await firm.token('viewer') });
    expect(res.status).toBe(200);
    expect(['waiting', 'running', 'idle']).toContain(res.body.status);
    expect(res.body).toMatchObject({ near_duplicate_threshold: 0.9, can_manage: false });
  });

  it('changes the threshold (audited) and recomputes threads, inclusive messages and near-duplicate groups', async () => {
    const token = await firm.token('paralegal');
    const assigned = await server.api('POST', `/api/v1/cases/${matter.id}/permissions`, { token: await firm.token('partner'), body: { user_id: firm.users.paralegal.id, access_level: 'edit' } });
    expect(assigned.status).toBeLessThan(300);
    const before = Date.now() - 1000;
    const put = await server.api<CaseReviewState>('PUT', `/api/v1/cases/${matter.id}/review/settings`, { token, body: { near_duplicate_threshold: 0.85 } });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ near_duplicate_threshold: 0.85, can_manage: true });
    const audit = await auditRowsFor(server, firm.organizationId, 'case_updated');
    expect(audit.some((r) => (r.details as Record<string, unknown>).change === 'near_duplicate_threshold')).toBe(true);

    const state = await reviewed(matter.id, token, before);
    expect(state).toMatchObject({ document_count: 7, email_count: 5, thread_count: 3, near_duplicate_group_count: 1 });
    // The footer on every e-mail is boilerplate: kept out of scores (the e-mails are no group).
    expect(state.boilerplate_lines.join(' ')).toContain('confidential and may be privileged');

    const thread = await server.api<DocumentThreadResponse>('GET', `/api/v1/documents/${ids.first}/thread`, { token });
    expect(thread.status).toBe(200);
    expect(thread.body.messages.map((m) => m.document_id)).toEqual([ids.first, ids.second, ids.third]);
    expect(thread.body.messages.map((m) => m.inclusive)).toEqual([false, false, true]);
    expect(thread.body.messages[0]).toMatchObject({ from: 'Jim Lokay <jim.lokay@northwind.example>', inclusive_reason: 'contained', contained_in: ids.second, is_email: true });

    const group = await server.api<DocumentNearDuplicatesResponse>('GET', `/api/v1/documents/${ids.draft2}/near-duplicates`, { token });
    expect(group.status).toBe(200);
    expect(group.body.members).toHaveLength(2);
    expect(group.body.members[0]?.is_pivot).toBe(true);
    expect(group.body.members[1]?.similarity).toBeGreaterThan(0.85);
    expect(group.body.members[1]?.similarity).toBeLessThan(1);

    const notEmail = await server.api<DocumentThreadResponse>('GET', `/api/v1/documents/${ids.draft1}/thread`, { token });
    expect(notEmail.body).toMatchObject({ thread_id: null, messages: [] });
  });

  it('shows a member against its pivot side by side, auditing both as viewed', async () => {
    const token = await firm.token('viewer');
    const group = await server.api<DocumentNearDuplicatesResponse>('GET', `/api/v1/documents/${ids.draft1}/near-duplicates`, { token });
    const member = group.body.members.find((m) => !m.is_pivot)!;
    const diff = await server.api<NearDuplicateDiffResponse>('GET', `/api/v1/documents/${member.document_id}/near-duplicates/diff`, { token });
    expect(diff.status).toBe(200);
    expect(diff.body.left.document_id).toBe(group.body.pivot_id);
    const changed = diff.body.rows.filter((r) => r.kind === 'changed');
    expect(changed).toHaveLength(1);
    expect([changed[0]?.left, changed[0]?.right].sort()).toEqual(['thirty', 'twenty']);
    const viewed = await auditRowsFor(server, firm.organizationId, 'document_viewed');
    expect(viewed.filter((r) => (r.details as Record<string, unknown>).view === 'near_duplicate_diff')).toHaveLength(2);
  });

  it('lists e-mail as e-mail, filtered by thread, inclusive only, participant, sent date and group', async () => {
    const token = await firm.token('viewer');
    const list = async (query: string) => {
      const res = await server.api<ReviewListResponse>('GET', `/api/v1/cases/${matter.id}/review/documents?${query}`, { token });
      expect(res.status).toBe(200);
      return res.body;
    };
    const all = await list('sort=sent');
    expect(all.total).toBe(7);
    expect(all.documents[0]).toMatchObject({ id: ids.first, is_email: true, subject: 'Delivery schedule', to: ['Ann Buyer <ann@castellan.example>'], sent_at: '2001-10-22T09:00:00.000Z' });
    const thread = await list(`thread_id=${all.documents[0]!.thread_id}`);
    expect(thread.documents.map((d) => d.id)).toEqual([ids.first, ids.second, ids.third]);
    expect((await list('inclusive_only=true&sort=sent')).documents.map((d) => d.id)).toEqual([ids.third, ids.lunch, ids.parking]);
    expect((await list('participant=james')).documents.map((d) => d.id)).toEqual([ids.third]);
    expect((await list('sent_from=2001-10-23&sent_to=2001-10-23')).documents.map((d) => d.id)).toEqual([ids.third]);
    expect((await list('sent_to=2001-10-22&sort=sent')).documents.map((d) => d.id)).toEqual([ids.first, ids.second]);
    const pivot = (await server.api<DocumentNearDuplicatesResponse>('GET', `/api/v1/documents/${ids.draft1}/near-duplicates`, { token })).body.pivot_id;
    expect((await list(`near_duplicate_group=${pivot}`)).total).toBe(2);
    expect((await list('emails_only=true')).total).toBe(5);
  });

  it('filters by custodian and by source folder, and leaves suppressed copies out', async () => {
    const [custodian] = await server.deps.db.insert(custodians).values({ organizationId: firm.organizationId, caseId: matter.id, name: 'Jim Lokay' }).returning();
    await server.deps.db.update(documents).set({ custodianId: custodian!.id, sourcePath: 'Lokay/Drafts' }).where(eq(documents.id, ids.draft1!));
    const token = await firm.token('viewer');
    const list = async (query: string) => (await server.api<ReviewListResponse>('GET', `/api/v1/cases/${matter.id}/review/documents?${query}`, { token })).body;
    const byCustodian = await list(`custodian_id=${custodian!.id}`);
    expect(byCustodian.documents.map((d) => d.id)).toEqual([ids.draft1]);
    expect(byCustodian.documents[0]).toMatchObject({ custodian_id: custodian!.id, source_path: 'Lokay/Drafts' });
    expect((await list('source_path=Lokay')).documents.map((d) => d.id)).toEqual([ids.draft1]);
    expect((await list('source_path=Lok')).total).toBe(0);
    await server.deps.db.update(documents).set({ dedupOf: ids.draft1! }).where(eq(documents.id, ids.draft2!));
    expect((await list('q=supply-agreement')).documents.map((d) => d.id)).toEqual([ids.draft1]);
    await server.deps.db.update(documents).set({ dedupOf: null }).where(eq(documents.id, ids.draft2!));
  });

  it('answers 400 with field errors for bad filters and thresholds', async () => {
    const token = await firm.token('partner');
    const badList = await server.api<ErrorBody>('GET', `/api/v1/cases/${matter.id}/review/documents?sent_from=yesterday&thread_id=nope&custodian_id=x`, { token });
    expect(badList.status).toBe(400);
    expect(badList.body.errors?.map((e) => e.field).sort()).toEqual(['custodian_id', 'sent_from', 'thread_id']);
    const reversed = await server.api<ErrorBody>('GET', `/api/v1/cases/${matter.id}/review/documents?sent_from=2001-10-23&sent_to=2001-10-01`, { token });
    expect(reversed.status).toBe(400);
    const badThreshold = await server.api<ErrorBody>('PUT', `/api/v1/cases/${matter.id}/review/settings`, { token, body: { near_duplicate_threshold: 0.2 } });
    expect(badThreshold.status).toBe(400);
    expect(badThreshold.body.errors?.[0]?.field).toBe('near_duplicate_threshold');
    const badDiff = await server.api<ErrorBody>('GET', `/api/v1/documents/${ids.draft1}/near-duplicates/diff?against=nope`, { token });
    expect(badDiff.status).toBe(400);
  });

  it('answers 403 to a viewer changing the threshold', async () => {
    const res = await server.api<ErrorBody>('PUT', `/api/v1/cases/${matter.id}/review/settings`, { token: await firm.token('viewer'), body: { near_duplicate_threshold: 0.8 } });
    expect(res.status).toBe(403);
  });

  it("answers 404 for another firm's case and documents", async () => {
    const token = await firm.token('partner');
    for (const url of [
      `/api/v1/cases/${foreign.id}/review/documents`,
      `/api/v1/cases/${foreign.id}/review/settings`,
      `/api/v1/documents/${ids.foreign}/thread`,
      `/api/v1/documents/${ids.foreign}/near-duplicates`,
      `/api/v1/documents/${ids.foreign}/near-duplicates/diff`,
      `/api/v1/documents/${ids.draft1}/near-duplicates/diff?against=${ids.foreign}`,
    ]) {
      const res = await server.api('GET', url, { token });
      expect(res.status, url).toBe(404);
    }
    const put = await server.api('PUT', `/api/v1/cases/${foreign.id}/review/settings`, { token, body: { near_duplicate_threshold: 0.8 } });
    expect(put.status).toBe(404);
  });
});
