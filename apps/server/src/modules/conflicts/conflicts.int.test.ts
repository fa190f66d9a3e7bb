import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Case, CaseConflictsResponse, ConflictCheck, ConflictSearchResponse, CreateCaseResponse, ErrorBody, Party, PartyListResponse, PartyMutationResponse } from '@app/contract';
import { createTestServer, type TestFirm, type TestServer } from '../../test/harness.js';
import { createCaseAs, sampleCase } from '../cases/test-support.js';
import { auditRowsFor } from '../organization/test-support.js';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/client.js';
import { nameForm, normKey } from './name-form.js';
import { DECOY_QUERIES, SEEDED_PARTIES, VARIANT_QUERIES } from './test-support.js';
import { TRIGRAM_FLOOR, trigramCount, trigramThreshold } from './trigram-threshold.js';

let server: TestServer;
let firm: TestFirm;
let other: TestFirm;
let northwind: Case;
let seeded: Case;
let foreign: Case;

async function createCase(f: TestFirm, overrides: Parameters<typeof sampleCase>[0]) {
  return server.api<CreateCaseResponse & ErrorBody>('POST', '/api/v1/cases', { token: await f.token('partner'), body: sampleCase(overrides) });
}

async function search(name: string, kind: 'person' | 'organization', role: 'client' | 'adverse_party' = 'client') {
  const res = await server.api<ConflictSearchResponse>('POST', '/api/v1/conflicts/search', { token: await firm.token('associate'), body: { parties: [{ name, kind, role }] } });
  expect(res.status).toBe(200);
  return res.body;
}

beforeAll(async () => {
  server = await createTestServer();
  firm = await server.createFirm('Conflicts LLP');
  other = await server.createFirm('Other Conflicts LLP');
  northwind = await createCaseAs(server, firm, 'partner');
  seeded = await createCaseAs(server, firm, 'partner', { name: 'Seeded matter', client_name: 'Quill & Ink Stationers', opposing_party: null, opposing_counsel: null });
  for (const p of SEEDED_PARTIES) {
    const res = await server.api('POST', `/api/v1/cases/${seeded.id}/parties`, { token: await firm.token('partner'), body: p });
    expect(res.status).toBe(201);
  }
  // Closed and archived matters count: this one is archived.
  const archived = await server.api('DELETE', `/api/v1/cases/${seeded.id}`, { token: await firm.token('partner') });
  expect(archived.status).toBe(200);
  foreign = await createCaseAs(server, other, 'partner');
}, 180_000);
afterAll(() => server?.close());

describe('parties of a matter', () => {
  it("carries the case's client, opposing party and counsel into the parties table", async () => {
    const res = await server.api<PartyListResponse>('GET', `/api/v1/cases/${northwind.id}/parties`, { token: await firm.token('partner') });
    expect(res.status).toBe(200);
    expect(res.body.can_edit).toBe(true);
    expect(res.body.parties.map((p) => [p.name, p.role, p.kind, p.source])).toEqual([
      ['Northwind Freight Inc.', 'client', 'organization', 'client_name'],
      ['Castellan Logistics LLC', 'adverse_party', 'organization', 'opposing_party'],
    ]);
    // The older fields still answer as they did.
    expect(northwind).toMatchObject({ client_name: 'Northwind Freight Inc.', opposing_party: 'Castellan Logistics LLC', status: 'active', clearance_status: 'cleared' });
  });

  it('adds, changes and removes parties with aliases, former names and a parent; each change audited', async () => {
    const token = await firm.token('associate');
    const mine = await createCaseAs(server, firm, 'associate', { name: 'Associate matter', client_name: 'Pelican Bay Fisheries', opposing_party: 'Gullwing Boats Ltd' });
    const added = await server.api<PartyMutationResponse>('POST', `/api/v1/cases/${mine.id}/parties`, {
      token,
      body: { name: '  Tidewater Marine Inc. ', kind: 'organization', role: 'related_entity', aliases: ['Tidewater'], parent_name: 'Gullwing Boats Ltd' },
    });
    expect(added.status).toBe(201);
    expect(added.body.party).toMatchObject({ name: 'Tidewater Marine Inc.', aliases: ['Tidewater'], parent_name: 'Gullwing Boats Ltd', source: 'manual' });
    expect(added.body.check).not.toBeNull();
    const changed = await server.api<PartyMutationResponse>('PUT', `/api/v1/cases/${mine.id}/parties/${added.body.party.id}`, { token, body: { former_names: ['Tidewater Shipping'] } });
    expect(changed.status).toBe(200);
    expect(changed.body.party.former_names).toEqual(['Tidewater Shipping']);
    const removed = await server.api<Party>('DELETE', `/api/v1/cases/${mine.id}/parties/${added.body.party.id}`, { token });
    expect(removed.status).toBe(200);
    const changes = (await auditRowsFor(server, firm.organizationId, 'case_updated')).map((r) => r.details.change);
    expect(changes).toEqual(expect.arrayContaining(['party_added', 'party_updated', 'party_removed', 'conflict_check_run']));
  });

  it('answers 400 with field errors, 403 below edit access, 404 for another firm or another case', async () => {
    const path = `/api/v1/cases/${northwind.id}/parties`;
    const bad = await server.api<ErrorBody>('POST', path, { token: await firm.token('partner'), body: { name: '  ', role: 'villain' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.map((e) => e.field)).toEqual(expect.arrayContaining(['name', 'role']));
    const viewer = await server.api<ErrorBody>('POST', path, { token: await firm.token('viewer'), body: { name: 'X', role: 'witness' } });
    expect(viewer.status).toBe(403);
    const foreignList = await server.api<ErrorBody>('GET', `/api/v1/cases/${foreign.id}/parties`, { token: await firm.token('partner') });
    expect(foreignList.status).toBe(404);
    const [party] = (await server.api<PartyListResponse>('GET', `/api/v1/cases/${foreign.id}/parties`, { token: await other.token('partner') })).body.parties;
    const crossed = await server.api<ErrorBody>('PUT', `/api/v1/cases/${northwind.id}/parties/${party?.id ?? ''}`, { token: await firm.token('partner'), body: { name: 'Y' } });
    expect(crossed.status).toBe(404);
  });
});

describe('the firm-wide conflict check', () => {
  it.each(VARIANT_QUERIES)('finds $finds from "$name" ($reason), in an archived matter', async ({ name, kind, finds, reason }) => {
    const { hits } = await search(name, kind);
    const hit = hits.find((h) => h.party_name === finds && h.case_id === seeded.id);
    expect(hit, JSON.stringify(hits.map((h) => [h.party_name, h.reason]))).toBeDefined();
    expect(hit?.reason).toBe(reason);
    expect(hit?.case_archived).toBe(true);
  });

  it.each(DECOY_QUERIES)('does not take "$name" for a seeded party', async ({ name, kind }) => {
    const { hits } = await search(name, kind);
    expect(hits.filter((h) => h.case_id === seeded.id)).toEqual([]);
  });

  it('labels each hit with the role pair and the matter', async () => {
    const { hits, blocking_count } = await search('Castellan Logistics Inc', 'organization');
    expect(blocking_count).toBeGreaterThanOrEqual(2);
    const archivedHit = hits.find((h) => h.case_id === seeded.id);
    expect(archivedHit).toMatchObject({ kind: 'conflict', label: 'a former adverse party Castellan Logistics LLC is our client here', case_name: 'Seeded matter' });
    const asAdverse = await server.api<ConflictSearchResponse>('POST', '/api/v1/conflicts/search', { token: await firm.token('partner'), body: { parties: [{ name: 'Northwind Freight', role: 'adverse_party' }] } });
    expect(asAdverse.body.hits[0]).toMatchObject({ kind: 'conflict', label: 'our client Northwind Freight Inc. is the adverse party here', can_open: true });
    // The same client again is a related matter: shown, not blocking.
    const again = await search('Northwind Freight Inc.', 'organization');
    expect(again.hits[0]).toMatchObject({ kind: 'related_matter' });
    expect(again.blocking_count).toBe(0);
  });

  it('answers 400 for no names and 403 below associate; the search is audited', async () => {
    const empty = await server.api<ErrorBody>('POST', '/api/v1/conflicts/search', { token: await firm.token('associate'), body: { parties: [] } });
    expect(empty.status).toBe(400);
    expect(empty.body.errors?.[0]?.field).toBe('parties');
    const paralegal = await server.api('POST', '/api/v1/conflicts/search', { token: await firm.token('paralegal'), body: { parties: [{ name: 'X', role: 'client' }] } });
    expect(paralegal.status).toBe(403);
    const audits = await auditRowsFor(server, firm.organizationId, 'search_performed');
    expect(audits.some((r) => r.details.kind === 'conflict_check')).toBe(true);
  });

  it("keeps every name two edits away above the trigram threshold, counting trigrams as this database's pg_trgm does", async () => {
    // Deterministic: the same edits on every run (a small linear congruential generator).
    let seed = 20261202;
    const next = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % n);
    const letters = 'abcdefghijklmnopqrstuvwxyz ';
    const edit = (text: string): string => {
      const at = next(text.length);
      switch (next(4)) {
        case 0:
          return text.slice(0, at) + letters[next(letters.length)] + text.slice(at + 1);
        case 1:
          return text.slice(0, at) + letters[next(letters.length)] + text.slice(at);
        case 2:
          return text.slice(0, at) + text.slice(at + 1);
        default:
          return at + 1 < text.length ? text.slice(0, at) + text[at + 1] + text[at] + text.slice(at + 2) : text;
      }
    };
    const names = [...SEEDED_PARTIES.map((p) => normKey(nameForm(p.name, p.kind ?? 'organization'))), 'ada venthorwen', 'foods harbor nikwenbur', 'capital falcon nikstapar', 'li wu', 'jo ann ma'];
    const pairs = names.flatMap((q) => Array.from({ length: 40 }, () => [q, edit(edit(q)).replace(/ +/g, ' ').trim()] as const)).filter(([, c]) => c.length > 0);
    const found = await rows<{ q: string; c: string; similarity: number; trigrams: number }>(
      server.deps.db,
      sql`select q, c, similarity(q, c) as similarity, array_length(show_trgm(q), 1) as trigrams
            from json_to_recordset(${JSON.stringify(pairs.map(([q, c]) => ({ q, c })))}::json) as t(q text, c text)`,
    );
    // Above pg_trgm's default (short names keep it), the threshold leaves out no name two edits away.
    const below = found
      .filter((r) => trigramThreshold(r.q) > TRIGRAM_FLOOR && r.similarity < trigramThreshold(r.q))
      .map((r) => `${r.q} → ${r.c}: ${r.similarity} < ${trigramThreshold(r.q)}`);
    expect(below).toEqual([]);
    expect(found.filter((r) => r.trigrams !== trigramCount(r.q)).map((r) => r.q)).toEqual([]);
    // The bound is worth having: a long company name asks for far more than pg_trgm's default 0.3.
    expect(trigramThreshold('foods harbor nikwenbur')).toBeGreaterThan(0.45);
    expect(found.filter((r) => trigramThreshold(r.q) > TRIGRAM_FLOOR).length).toBeGreaterThan(200);
  });

  it('does not see another firm', async () => {
    const res = await server.api<ConflictSearchResponse>('POST', '/api/v1/conflicts/search', { token: await other.token('partner'), body: { parties: [{ name: 'Raymond Voss', role: 'client' }] } });
    expect(res.body.hits).toEqual([]);
  });
});

describe('clearance', () => {
  it('opens a matter with hits as pending, refuses to make it active, and clears it with a waiver approved by a partner', async () => {
    const created = await createCase(firm, { name: 'Castellan v. Someone', client_name: 'Castellan Logistics, L.L.C.', opposing_party: 'Someone Else Corp' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'pending', clearance_status: 'pending' });
    expect(created.body.conflict_check?.blocking_count).toBeGreaterThan(0);
    const id = created.body.id;

    const activate = await server.api<ErrorBody>('PUT', `/api/v1/cases/${id}`, { token: await firm.token('partner'), body: { status: 'active' } });
    expect(activate.status).toBe(409);
    expect(activate.body.code).toBe('conflict_clearance_required');

    const path = `/api/v1/cases/${id}/clearance`;
    const noApprover = await server.api<ErrorBody>('POST', path, { token: await firm.token('partner'), body: { decision: 'waived', client_consent: true } });
    expect(noApprover.status).toBe(400);
    expect(noApprover.body.errors?.map((e) => e.field)).toEqual(['approver_id']);
    const associateApprover = await server.api<ErrorBody>('POST', path, { token: await firm.token('partner'), body: { decision: 'waived', client_consent: true, approver_id: firm.users.associate.id } });
    expect(associateApprover.status).toBe(400);
    const foreignApprover = await server.api<ErrorBody>('POST', path, { token: await firm.token('partner'), body: { decision: 'waived', client_consent: true, approver_id: other.users.partner.id } });
    expect(foreignApprover.status).toBe(400);
    const paralegal = await server.api('POST', path, { token: await firm.token('paralegal'), body: { decision: 'cleared' } });
    expect(paralegal.status).toBe(403);

    const waived = await server.api<CaseConflictsResponse>('POST', path, {
      token: await firm.token('partner'),
      body: { decision: 'waived', client_consent: true, approver_id: firm.users.admin.id, notes: 'Informed consent on file' },
    });
    expect(waived.status).toBe(200);
    expect(waived.body.clearance_status).toBe('waived');
    expect(waived.body.clearances[0]).toMatchObject({ decision: 'waived', approver_name: firm.users.admin.fullName, client_consent: true, automatic: false });
    const after = await server.api<Case>('GET', `/api/v1/cases/${id}`, { token: await firm.token('partner') });
    expect(after.body).toMatchObject({ status: 'active', clearance_status: 'waived' });

    const audits = (await auditRowsFor(server, firm.organizationId, 'case_updated')).filter((r) => r.resourceId === id).map((r) => r.details);
    expect(audits).toEqual(expect.arrayContaining([expect.objectContaining({ change: 'conflict_clearance_recorded', decision: 'waived', approver_id: firm.users.admin.id })]));
    // The check at opening is part of the case_created row: opening a matter is one audited action.
    const opened = (await auditRowsFor(server, firm.organizationId, 'case_created')).find((r) => r.resourceId === id);
    expect(opened?.details).toMatchObject({ status: 'pending', conflict_check: { clearance: 'pending' } });
  });

  it('declining closes the matter for good; a matter without hits was cleared by the system', async () => {
    const created = await createCase(firm, { name: 'Voss matter', client_name: 'Ray Voss', opposing_party: 'Northwind Freight Inc.' });
    expect(created.body.clearance_status).toBe('pending');
    const declined = await server.api<CaseConflictsResponse>('POST', `/api/v1/cases/${created.body.id}/clearance`, { token: await firm.token('partner'), body: { decision: 'declined', notes: 'Adverse to a current client' } });
    expect(declined.status).toBe(200);
    const after = await server.api<Case>('GET', `/api/v1/cases/${created.body.id}`, { token: await firm.token('partner') });
    expect(after.body).toMatchObject({ status: 'closed', clearance_status: 'declined' });
    const reopen = await server.api<ErrorBody>('PUT', `/api/v1/cases/${created.body.id}`, { token: await firm.token('partner'), body: { status: 'active' } });
    expect(reopen.status).toBe(409);

    const conflicts = await server.api<CaseConflictsResponse>('GET', `/api/v1/cases/${northwind.id}/conflicts`, { token: await firm.token('associate') });
    expect(conflicts.status).toBe(404); // the associate is not on that matter
    const mine = await server.api<CaseConflictsResponse>('GET', `/api/v1/cases/${northwind.id}/conflicts`, { token: await firm.token('partner') });
    expect(mine.status).toBe(200);
    expect(mine.body.clearances[0]).toMatchObject({ decision: 'cleared', automatic: true, decided_by_name: 'System' });
    expect(mine.body.approvers.map((a) => a.role).sort()).toEqual(['admin', 'partner']);
  });

  it('re-runs the check, exports the report as PDF (audited), and guards both', async () => {
    const rerun = await server.api<ConflictCheck>('POST', `/api/v1/cases/${northwind.id}/conflicts/check`, { token: await firm.token('partner') });
    expect(rerun.status).toBe(200);
    expect(rerun.body.trigger).toBe('manual');
    expect(rerun.body.hits.some((h) => h.kind === 'conflict')).toBe(true); // Castellan is now a client elsewhere
    const pdf = await server.api('GET', `/api/v1/cases/${northwind.id}/conflicts/report`, { token: await firm.token('partner') });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.text.startsWith('%PDF')).toBe(true);
    const reports = await auditRowsFor(server, firm.organizationId, 'report_generated');
    expect(reports.some((r) => r.details.kind === 'conflict_report')).toBe(true);
    const paralegal = await server.api('GET', `/api/v1/cases/${northwind.id}/conflicts/report`, { token: await firm.token('paralegal') });
    expect(paralegal.status).toBe(403);
    const foreignRerun = await server.api('POST', `/api/v1/cases/${foreign.id}/conflicts/check`, { token: await firm.token('partner') });
    expect(foreignRerun.status).toBe(404);
    const badClearance = await server.api<ErrorBody>('POST', `/api/v1/cases/${northwind.id}/clearance`, { token: await firm.token('partner'), body: { decision: 'maybe' } });
    expect(badClearance.status).toBe(400);
    expect(badClearance.body.errors?.[0]?.field).toBe('decision');
  });

  it('a party added with a conflict puts the clearance back to pending', async () => {
    const mine = await createCaseAs(server, firm, 'partner', { name: 'Quiet matter', client_name: 'Lantern Labs', opposing_party: 'Bright Bulbs Co' });
    expect(mine.clearance_status).toBe('cleared');
    const added = await server.api<PartyMutationResponse>('POST', `/api/v1/cases/${mine.id}/parties`, { token: await firm.token('partner'), body: { name: 'Northwind Freight', kind: 'organization', role: 'adverse_party' } });
    expect(added.body.check?.blocking_count).toBeGreaterThan(0);
    const after = await server.api<Case>('GET', `/api/v1/cases/${mine.id}`, { token: await firm.token('partner') });
    expect(after.body).toMatchObject({ clearance_status: 'pending', status: 'active' });
  });
});
