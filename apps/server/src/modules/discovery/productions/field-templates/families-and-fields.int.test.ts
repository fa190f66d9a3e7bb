import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import type { Case, ErrorBody, FieldTemplate, FieldTemplateList, Production, ProductionDetail } from '@app/contract';
import { documentCodings, documents } from '../../../../db/schema/index.js';
import { createTestServer, type TestFirm, type TestServer } from '../../../../test/harness.js';
import { createCaseAs } from '../../../cases/test-support.js';
import { ingestOne, settledDocument } from '../../../documents/test-support.js';
import { auditRowsFor } from '../../../organization/test-support.js';

/*
 * Field templates over HTTP (200, 400 with field errors, 403, 404 for another firm's, 409, the
 * audit rows), and productions that use them; whole families: a privileged parent withheld with a
 * numbered slip sheet inside its family's range, and "complete families only" refusing a split.
 */

let server: TestServer;
let firm: TestFirm;
let other: TestFirm;
let matter: Case;
let mailId: string;
let attachmentId: string;
let looseId: string;

const api = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, body?: unknown) =>
  server.api<T & ErrorBody>(method, url, { token, ...(body !== undefined ? { body } : {}) });
const fields = (body: ErrorBody) => body.errors?.map((e) => e.field) ?? [];

function eml(): Buffer {
  const b = 'b1_fam_test';
  return Buffer.from(
    [
      'From: Outside Counsel <counsel@lawfirm.test>',
      'To: Maria Sandoval <maria@northwind.test>',
      'Subject: Advice on the breach notice',
      'Date: Wed, 11 Oct 2023 09:00:00 +0000',
      'MIME-Version: 1.0',
      `Content-Type: multipart/mixed; boundary="${b}"`,
      '',
      `--${b}`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Privileged: our advice is to send the notice quietly (zebraquill).',
      `--${b}`,
      'Content-Type: text/plain; name="rates.txt"',
      'Content-Disposition: attachment; filename="rates.txt"',
      '',
      'Rate schedule: pallet rate 42 dollars per unit.',
      `--${b}--`,
      '',
    ].join('\r\n'),
  );
}

async function untilDone(id: string, token: string): Promise<ProductionDetail> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const res = await api<ProductionDetail>('GET', `/api/v1/discovery/productions/${id}`, token);
    expect(res.status).toBe(200);
    if (res.body.status === 'completed' || res.body.status === 'failed') return res.body;
    if (Date.now() > deadline) throw new Error(`production ${id} still ${res.body.status}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

async function datOf(id: string, token: string): Promise<{ header: string[]; rows: Record<string, string>[]; zip: JSZip }> {
  const res = await server.app.inject({ method: 'GET', url: `/api/v1/discovery/productions/${id}/download`, headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode).toBe(200);
  const zip = await JSZip.loadAsync(res.rawPayload);
  const text = await zip.file(/DATA\/[^/]+\.dat$/)[0]!.async('string');
  const split = (line: string) => line.split('\u0014').map((v) => v.slice(1, -1));
  const lines = text.split('\r\n').filter(Boolean);
  const header = split(lines[0]!);
  return { header, rows: lines.slice(1).map((l) => Object.fromEntries(split(l).map((v, i) => [header[i]!, v]))), zip };
}

beforeAll(async () => {
  server = await createTestServer();
  firm = await server.createFirm('Field Maps LLP');
  other = await server.createFirm('Other Field Maps LLP');
  matter = await createCaseAs(server, firm, 'partner');
  const token = await firm.token('partner');
  mailId = (await ingestOne(server, matter.id, token, 'Advice.eml', eml())).id;
  looseId = (await ingestOne(server, matter.id, token, 'Notice.txt', 'Northwind sent the notice of breach on October 11, 2023.')).id;
  await settledDocument(server, mailId, token);
  await settledDocument(server, looseId, token);
  const [child] = await server.deps.db.select({ id: documents.id }).from(documents).where(eq(documents.parentId, mailId));
  attachmentId = child!.id;
  await settledDocument(server, attachmentId, token);
  await server.deps.db.insert(documentCodings).values({ documentId: mailId, organizationId: firm.organizationId, caseId: matter.id, privilege: 'attorney_client', privilegeBasis: 'Advice of outside counsel', privilegeLogNumber: 1 });
}, 180_000);
afterAll(() => server?.close());

const template = { name: 'ESI protocol of 2026-10', recipient: 'Castellan Logistics LLC (counsel)', fields: ['BEGBATES', 'ENDBATES', 'BEGATTACH', 'ENDATTACH', 'CUSTODIAN', 'FILENAME', 'MD5HASH', 'REDACTED', 'TEXTPATH'] };

describe('field templates', () => {
  let saved: FieldTemplate;

  it('saves a template for a recipient (paralegal), lists it first for that recipient, audited', async () => {
    const token = await firm.token('paralegal');
    const made = await api<FieldTemplate>('POST', '/api/v1/discovery/field-templates', token, template);
    expect(made.status, made.text).toBe(201);
    saved = made.body;
    expect(saved).toMatchObject({ ...template, created_by: firm.users.paralegal.fullName });
    await api('POST', '/api/v1/discovery/field-templates', token, { ...template, recipient: 'A regulator', name: 'Default' });
    const list = await api<FieldTemplateList>('GET', `/api/v1/discovery/field-templates?recipient=${encodeURIComponent('castellan logistics llc (counsel)')}`, await firm.token('viewer'));
    expect(list.status).toBe(200);
    expect(list.body.templates.map((t) => t.recipient)).toEqual([template.recipient, 'A regulator']);
    const audit = (await auditRowsFor(server, firm.organizationId, 'organization_settings_changed')).filter((r) => r.details.template_id === saved.id);
    expect(audit.map((r) => r.details.change)).toEqual(['field_template_created']);
  });

  it('changes and reads it; a second template of the same name for the recipient is a 409', async () => {
    const token = await firm.token('paralegal');
    const changed = await api<FieldTemplate>('PUT', `/api/v1/discovery/field-templates/${saved.id}`, token, { ...template, fields: [...template.fields, 'DATESENT'] });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.fields.at(-1)).toBe('DATESENT');
    expect((await api<FieldTemplate>('GET', `/api/v1/discovery/field-templates/${saved.id}`, token)).body.fields).toEqual(changed.body.fields);
    const clash = await api('POST', '/api/v1/discovery/field-templates', token, { ...template, name: 'esi PROTOCOL of 2026-10' });
    expect(clash.status).toBe(409);
    saved = changed.body;
  });

  it('answers 400 with field errors for fields outside the catalogue, without BEGBATES or repeated', async () => {
    const token = await firm.token('paralegal');
    const unknown = await api('POST', '/api/v1/discovery/field-templates', token, { ...template, name: 'x', fields: ['BEGBATES', 'SECRETFIELD'] });
    expect(unknown.status).toBe(400);
    expect(fields(unknown.body).some((f) => f.startsWith('fields'))).toBe(true);
    const keyless = await api('POST', '/api/v1/discovery/field-templates', token, { ...template, name: 'y', fields: ['FILENAME'] });
    expect(keyless.status).toBe(400);
    expect(keyless.body.errors?.[0]?.message).toContain('BEGBATES is required');
    const twice = await api('POST', '/api/v1/discovery/field-templates', token, { ...template, name: 'z', fields: ['BEGBATES', 'BEGBATES'] });
    expect(twice.status).toBe(400);
    expect((await api('POST', '/api/v1/discovery/field-templates', token, { ...template, name: '' })).status).toBe(400);
  });

  it('refuses a viewer (403) and hides another firm’s template (404)', async () => {
    const viewer = await firm.token('viewer');
    expect((await api('POST', '/api/v1/discovery/field-templates', viewer, template)).status).toBe(403);
    expect((await api('PUT', `/api/v1/discovery/field-templates/${saved.id}`, viewer, template)).status).toBe(403);
    expect((await api('DELETE', `/api/v1/discovery/field-templates/${saved.id}`, viewer)).status).toBe(403);
    const stranger = await other.token('admin');
    expect((await api('GET', `/api/v1/discovery/field-templates/${saved.id}`, stranger)).status).toBe(404);
    expect((await api('PUT', `/api/v1/discovery/field-templates/${saved.id}`, stranger, template)).status).toBe(404);
    expect((await api('DELETE', `/api/v1/discovery/field-templates/${saved.id}`, stranger)).status).toBe(404);
    expect((await api<FieldTemplateList>('GET', '/api/v1/discovery/field-templates', stranger)).body.templates).toEqual([]);
  });

  it("makes a production with the template's fields; a privileged parent keeps a numbered slip sheet inside its family", async () => {
    const token = await firm.token('partner');
    const res = await api<Production>('POST', '/api/v1/discovery/productions', token, {
      case_id: matter.id,
      name: 'Production with a template',
      recipient: template.recipient,
      bates_prefix: 'FAM',
      selection: { by: 'documents', document_ids: [mailId, attachmentId, looseId] },
      complete_families: true,
      field_template_id: saved.id,
    });
    expect(res.status, res.text).toBe(202);
    expect(res.body).toMatchObject({ document_count: 2, withheld_count: 1 });
    const done = await untilDone(res.body.id, token);
    expect(done.status, done.failure_reason ?? '').toBe('completed');
    expect(done.withheld).toEqual([{ document_id: mailId, filename: 'Advice.eml', privilege: 'attorney_client', slip_sheet_bates: 'FAM000001' }]);
    expect(done.documents.map((d) => [d.filename, d.begin_bates])).toEqual([
      ['rates.txt', 'FAM000002'],
      ['Notice.txt', 'FAM000003'],
    ]);
    const { header, rows, zip } = await datOf(done.id, token);
    expect(header).toEqual(saved.fields);
    expect(rows.map((r) => [r.BEGBATES, r.BEGATTACH, r.ENDATTACH, r.FILENAME])).toEqual([
      ['FAM000001', 'FAM000001', 'FAM000002', ''],
      ['FAM000002', 'FAM000001', 'FAM000002', 'rates.txt'],
      ['FAM000003', 'FAM000003', 'FAM000003', 'Notice.txt'],
    ]);
    expect(rows[1]!.MD5HASH).toMatch(/^[0-9a-f]{32}$/);
    // The privileged e-mail's words are nowhere in the volume.
    for (const file of Object.values(zip.files).filter((f) => !f.dir)) {
      expect((await file.async('nodebuffer')).includes('zebraquill'), file.name).toBe(false);
    }
  });

  it('refuses a selection that splits a family when complete families are asked for (400), and a template of another firm', async () => {
    const token = await firm.token('partner');
    const body = { case_id: matter.id, name: 'Split', recipient: 'X', bates_prefix: 'SPL', selection: { by: 'documents', document_ids: [attachmentId] } };
    const split = await api('POST', '/api/v1/discovery/productions', token, { ...body, complete_families: true });
    expect(split.status).toBe(400);
    expect(fields(split.body)).toEqual(['complete_families']);
    expect(split.body.detail).toContain('"Advice.eml"');
    const theirs = await api<FieldTemplate>('POST', '/api/v1/discovery/field-templates', await other.token('admin'), { ...template, name: 'Theirs' });
    const foreign = await api('POST', '/api/v1/discovery/productions', token, { ...body, field_template_id: theirs.body.id });
    expect(foreign.status).toBe(400);
    expect(fields(foreign.body)).toEqual(['field_template_id']);
  });

  it('deletes a template (productions made with it keep their fields), audited', async () => {
    const token = await firm.token('paralegal');
    expect((await api('DELETE', `/api/v1/discovery/field-templates/${saved.id}`, token)).status).toBe(200);
    expect((await api('GET', `/api/v1/discovery/field-templates/${saved.id}`, token)).status).toBe(404);
    const audit = (await auditRowsFor(server, firm.organizationId, 'organization_settings_changed')).filter((r) => r.details.template_id === saved.id);
    expect(audit.map((r) => r.details.change)).toEqual(['field_template_created', 'field_template_updated', 'field_template_deleted']);
  });
});
