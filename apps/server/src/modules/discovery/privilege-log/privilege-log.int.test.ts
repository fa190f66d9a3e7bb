import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Case, ErrorBody, PrivilegeLog, PrivilegeLogEntry, PrivilegeType } from '@app/contract';
import { documentCodings, documents } from '../../../db/schema/index.js';
import { createTestServer, type TestFirm, type TestServer } from '../../../test/harness.js';
import { createCaseAs } from '../../cases/test-support.js';
import { ingestOne, settledDocument } from '../../documents/test-support.js';
import { auditRowsFor } from '../../organization/test-support.js';

/*
 * The privilege log over HTTP: entries from the coding with the documents' own headers
 * (an e-mail's sender, recipients including Bcc, and date; a PDF's author and creation date),
 * composed and edited descriptions, CSV and XLSX exports read back, audit rows, and who may do what.
 * The coding is written to the table directly: this file tests the log, not the review screen.
 */

let server: TestServer;
let firm: TestFirm;
let other: TestFirm;
let matter: Case;
let foreignCase: Case;
const ids = { email: '', attachment: '', pdf: '', note: '', withdrawn: '', deleted: '', plain: '', foreign: '' };

const BASE = '/api/v1/discovery/privilege-log';

/** A sender's copy of an e-mail to counsel, with Bcc, and one attachment. */
const ADVICE_EML = [
  'From: Elena Ruiz <eruiz@northwind.example>',
  'To: Daniel Lane <dlane@harperlane.example>',
  'Cc: Priya Natarajan <pnatarajan@harperlane.example>, Sarah Lindgren <slindgren@northwind.example>',
  'Bcc: Thomas Beckett <tbeckett@northwind.example>',
  'Subject: Castellan termination - need your advice',
  'Date: Mon, 06 Nov 2023 09:14:22 -0500',
  'Message-ID: <advice-1@northwind.example>',
  'MIME-Version: 1.0',
  'Content-Type: multipart/mixed; boundary="b1"',
  '',
  '--b1',
  'Content-Type: text/plain; charset=utf-8',
  '',
  'Dan, can we speak today about the termination letter? Privileged words: zephyrquartz.',
  '--b1',
  'Content-Type: text/plain; name="timeline.txt"',
  'Content-Disposition: attachment; filename="timeline.txt"',
  '',
  'Timeline of the trailer diversion prepared for counsel.',
  '--b1--',
  '',
].join('\r\n');

async function pdfWithInfo(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  page.drawText('Litigation hold analysis for counsel', { x: 72, y: 700, size: 12, font: await pdf.embedFont(StandardFonts.Helvetica) });
  pdf.setAuthor('Priya Natarajan');
  pdf.setTitle('Litigation hold analysis');
  pdf.setCreationDate(new Date('2024-03-05T12:00:00Z'));
  return Buffer.from(await pdf.save());
}

async function code(documentId: string, caseId: string, organizationId: string, privilege: PrivilegeType, basis: string | null, logNumber: number | null) {
  await server.deps.db
    .insert(documentCodings)
    .values({ documentId, caseId, organizationId, privilege, privilegeBasis: basis, privilegeLogNumber: logNumber, reviewedAt: new Date() })
    .onConflictDoUpdate({ target: documentCodings.documentId, set: { privilege, privilegeBasis: basis, privilegeLogNumber: logNumber } });
}

beforeAll(async () => {
  server = await createTestServer();
  firm = await server.createFirm('Privilege LLP');
  other = await server.createFirm('Other Privilege LLP');
  matter = await createCaseAs(server, firm, 'associate', { name: 'Northwind v. Castellan: "Phase 2"' });
  foreignCase = await createCaseAs(server, other, 'partner');
  const partner = await firm.token('partner');
  for (const [role, level] of [
    ['paralegal', 'edit'],
    ['viewer', 'read'],
  ] as const) {
    expect((await server.api('POST', `/api/v1/cases/${matter.id}/permissions`, { token: partner, body: { user_id: firm.users[role].id, access_level: level } })).status).toBeLessThan(300);
  }
  const token = await firm.token('associate');
  const upload = async (name: string, content: Buffer | string) => (await ingestOne(server, matter.id, token, name, content)).id;
  // Only the e-mail (its headers and attachment) and the PDF (its info) need the pipeline's metadata;
  // the plain notes are on the log by their coding alone, so nothing waits for them.
  [ids.email, ids.pdf, ids.note, ids.withdrawn, ids.deleted, ids.plain] = await Promise.all([
    upload('advice.eml', ADVICE_EML),
    upload('Hold analysis.pdf', await pdfWithInfo()),
    upload('=SUM(A1) counsel notes.txt', 'Draft outline of trial themes for counsel.'),
    upload('Board minutes.txt', 'Minutes of the board meeting.'),
    upload('Deleted memo.txt', 'A memo nobody wants any more.'),
    upload('Invoice.txt', 'Invoice CL-23-0881.'),
  ]);
  ids.foreign = (await ingestOne(server, foreignCase.id, await other.token('partner'), 'Their memo.txt', 'Theirs.')).id;
  const [email] = await Promise.all([settledDocument(server, ids.email, token), settledDocument(server, ids.pdf, token)]);
  ids.attachment = email.children[0]!.id;
  await settledDocument(server, ids.attachment, token);

  const org = firm.organizationId;
  await code(ids.email, matter.id, org, 'attorney_client', 'Confidential communication from client to outside counsel requesting legal advice', 1);
  await code(ids.attachment, matter.id, org, 'attorney_client', 'Prepared at the request of counsel', 3);
  await code(ids.withdrawn, matter.id, org, 'none', null, 2); // coded privileged once, then not: keeps its number
  await code(ids.pdf, matter.id, org, 'work_product', 'Prepared by counsel in anticipation of litigation', 4);
  await code(ids.note, matter.id, org, 'common_interest', null, 5);
  await code(ids.deleted, matter.id, org, 'attorney_client', 'Advice', 6);
  await code(ids.plain, matter.id, org, 'none', null, null);
  await code(ids.foreign, foreignCase.id, other.organizationId, 'attorney_client', 'Theirs', 1);
  await server.deps.db.update(documents).set({ deletedAt: new Date() }).where(eq(documents.id, ids.deleted));
}, 60_000);
afterAll(() => server?.close());

const api = <T>(method: 'GET' | 'PUT', url: string, token: string, body?: unknown) => server.api<T & ErrorBody>(method, url, { token, ...(body !== undefined ? { body } : {}) });
const fields = (body: ErrorBody) => body.errors?.map((e) => e.field) ?? [];

/** Binary-safe GET (the harness decodes bodies as text). */
async function download(url: string, token: string) {
  const res = await server.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, 'user-agent': 'vitest' } });
  return { status: res.statusCode, headers: res.headers, bytes: res.rawPayload };
}

/** RFC 4180: quoted cells with doubled quotes and line breaks inside, CRLF rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (quoted) {
      cell += c;
    } else if (c === ',') {
      endCell();
    } else if (c === '\r' && text[i + 1] === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i += 1;
    } else {
      cell += c;
    }
  }
  if (cell || row.length) {
    endCell();
    rows.push(row);
  }
  return rows;
}

describe('privilege log', () => {
  it('lists the privileged live documents of the case in log order, with headers from the documents themselves', async () => {
    const res = await api<PrivilegeLog>('GET', `${BASE}?case_id=${matter.id}`, await firm.token('viewer'));
    expect(res.status).toBe(200);
    expect(res.body.can_edit).toBe(false);
    // PRIV-0002 was withdrawn (coded back to not privileged) and PRIV-0006's document deleted: gaps, never renumbered.
    expect(res.body.entries.map((e) => e.log_id)).toEqual(['PRIV-0001', 'PRIV-0003', 'PRIV-0004', 'PRIV-0005']);
    const [email, attachment, pdf, note] = res.body.entries as [PrivilegeLogEntry, PrivilegeLogEntry, PrivilegeLogEntry, PrivilegeLogEntry];
    expect(email).toEqual({
      log_id: 'PRIV-0001',
      document_id: ids.email,
      control_number: `DOC-${ids.email.replace(/-/g, '').slice(0, 8).toUpperCase()}`,
      filename: 'advice.eml',
      date: '2023-11-06',
      document_type: 'E-mail',
      author: 'Elena Ruiz <eruiz@northwind.example>',
      recipients_to: 'Daniel Lane <dlane@harperlane.example>',
      recipients_cc: 'Priya Natarajan <pnatarajan@harperlane.example>; Sarah Lindgren <slindgren@northwind.example>',
      recipients_bcc: 'Thomas Beckett <tbeckett@northwind.example>',
      description: 'E-mail dated November 6, 2023 regarding "Castellan termination - need your advice". Confidential communication from client to outside counsel requesting legal advice.',
      privilege: 'attorney_client',
      privilege_label: 'Attorney-Client Privilege',
      basis: 'Confidential communication from client to outside counsel requesting legal advice',
      treatment: 'withheld',
    });
    expect(attachment).toMatchObject({ document_type: 'Text file', date: null, author: null, recipients_to: null });
    expect(attachment.description).toBe('Undated text file regarding "timeline", attached to PRIV-0001. Prepared at the request of counsel.');
    expect(pdf).toMatchObject({ document_type: 'PDF', date: '2024-03-05', author: 'Priya Natarajan', privilege_label: 'Attorney Work Product' });
    expect(pdf.description).toBe('PDF dated March 5, 2024 regarding "Litigation hold analysis". Prepared by counsel in anticipation of litigation.');
    expect(note).toMatchObject({ privilege: 'common_interest', basis: null, description: 'Undated text file regarding "=SUM(A1) counsel notes".' });
    expect(new Set(res.body.entries.map((e) => e.control_number)).size).toBe(4);

    const editor = await api<PrivilegeLog>('GET', `${BASE}?case_id=${matter.id}`, await firm.token('paralegal'));
    expect(editor.body.can_edit).toBe(true);
  });

  it('answers 400 for a missing or malformed case id, and 404 for another firm or a case the caller cannot see', async () => {
    const token = await firm.token('associate');
    expect(fields((await api('GET', BASE, token)).body)).toContain('case_id');
    expect((await api('GET', `${BASE}?case_id=nope`, token)).status).toBe(400);
    expect((await api('GET', `${BASE}?case_id=${foreignCase.id}`, token)).status).toBe(404);
    expect((await api('GET', `${BASE}?case_id=${matter.id}`, await other.token('partner'))).status).toBe(404);
    // Members of the firm not assigned to the case: it does not exist for them.
    const unassigned = await createCaseAs(server, firm, 'partner', { name: 'Partner-only matter' });
    expect((await api('GET', `${BASE}?case_id=${unassigned.id}`, token)).status).toBe(404);
    expect((await api('GET', `${BASE}?case_id=${unassigned.id}`, await firm.token('paralegal'))).status).toBe(404);
  });

  it('edits a description (audited with the text it replaced); 400, 403 and 404 where it must', async () => {
    const token = await firm.token('paralegal');
    const description = 'Email from client representative to outside counsel requesting legal advice regarding termination notice.';
    const res = await api<PrivilegeLogEntry>('PUT', `${BASE}/${ids.email}`, token, { description: `  ${description}  ` });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ log_id: 'PRIV-0001', description, basis: 'Confidential communication from client to outside counsel requesting legal advice' });
    const log = await api<PrivilegeLog>('GET', `${BASE}?case_id=${matter.id}`, token);
    expect(log.body.entries[0]?.description).toBe(description);
    const audit = (await auditRowsFor(server, firm.organizationId, 'document_updated')).filter((r) => r.details.change === 'privilege_log_description');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ resourceType: 'document', resourceId: ids.email, resourceName: 'advice.eml', userId: firm.users.paralegal.id });
    expect(audit[0]?.details).toMatchObject({ case_id: matter.id, log_id: 'PRIV-0001', description, previous_description: expect.stringMatching(/^E-mail dated November 6, 2023/) });

    expect(fields((await api('PUT', `${BASE}/${ids.email}`, token, { description: '   ' })).body)).toContain('description');
    expect(fields((await api('PUT', `${BASE}/${ids.email}`, token, {})).body)).toContain('description');
    expect((await api('PUT', `${BASE}/not-a-uuid`, token, { description })).status).toBe(400);
    // The viewer reads the log but may not change it; an associate with read access to the case neither.
    expect((await api('PUT', `${BASE}/${ids.email}`, await firm.token('viewer'), { description })).status).toBe(403);
    const readOnlyCase = await createCaseAs(server, firm, 'partner', { name: 'Read-only matter' });
    await server.api('POST', `/api/v1/cases/${readOnlyCase.id}/permissions`, { token: await firm.token('partner'), body: { user_id: firm.users.associate.id, access_level: 'read' } });
    const readOnlyDoc = await ingestOne(server, readOnlyCase.id, await firm.token('partner'), 'Read-only memo.txt', 'Memo.');
    await code(readOnlyDoc.id, readOnlyCase.id, firm.organizationId, 'work_product', 'Memo', 1);
    const denied = await api('PUT', `${BASE}/${readOnlyDoc.id}`, await firm.token('associate'), { description });
    expect(denied.status).toBe(403);
    // Another firm's document, one in a case the caller cannot see, a deleted one, and one that is not privileged (or withdrawn) are no entry.
    expect((await api('PUT', `${BASE}/${ids.foreign}`, token, { description })).status).toBe(404);
    const unseen = await api('PUT', `${BASE}/${readOnlyDoc.id}`, token, { description });
    expect(unseen).toMatchObject({ status: 404, body: { detail: 'Document not found' } });
    expect((await api('PUT', `${BASE}/${ids.deleted}`, token, { description })).status).toBe(404);
    const notOnLog = await api('PUT', `${BASE}/${ids.withdrawn}`, token, { description });
    expect(notOnLog.status).toBe(404);
    expect(notOnLog.body.detail).toMatch(/not on the privilege log/);
    expect((await api('PUT', `${BASE}/${ids.plain}`, token, { description })).status).toBe(404);
    expect((await auditRowsFor(server, firm.organizationId, 'document_updated')).filter((r) => r.details.change === 'privilege_log_description')).toHaveLength(1);
  });

  it('exports CSV (UTF-8 with BOM, RFC 4180) and XLSX (bold frozen header, dates), both audited as data_export', async () => {
    const token = await firm.token('viewer');
    const log = (await api<PrivilegeLog>('GET', `${BASE}?case_id=${matter.id}`, token)).body;

    const csv = await download(`${BASE}/export?case_id=${matter.id}&format=csv`, token);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('Northwind v. Castellan Phase 2 privilege log.csv')}`);
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(csv.bytes.subarray(3).toString('utf8'));
    expect(rows[0]).toEqual(['Log ID', 'Control Number', 'Date', 'Document Type', 'Author', 'To', 'CC', 'BCC', 'Description', 'Privilege', 'Basis', 'Treatment']);
    expect(rows).toHaveLength(1 + log.entries.length);
    expect(rows[1]).toEqual([
      'PRIV-0001',
      log.entries[0]!.control_number,
      '2023-11-06',
      'E-mail',
      'Elena Ruiz <eruiz@northwind.example>',
      'Daniel Lane <dlane@harperlane.example>',
      'Priya Natarajan <pnatarajan@harperlane.example>; Sarah Lindgren <slindgren@northwind.example>',
      'Thomas Beckett <tbeckett@northwind.example>',
      log.entries[0]!.description,
      'Attorney-Client Privilege',
      'Confidential communication from client to outside counsel requesting legal advice',
      'Withheld',
    ]);
    // The file name is not exported (a name can disclose the advice).
    expect(csv.bytes.toString('utf8')).not.toContain('advice.eml');
    expect(rows[4]?.[8]).toBe('Undated text file regarding "=SUM(A1) counsel notes".');

    const xlsx = await download(`${BASE}/export?case_id=${matter.id}&format=xlsx`, token);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(xlsx.headers['content-disposition']).toContain('privilege log.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Privilege Log')!;
    expect(sheet.rowCount).toBe(1 + log.entries.length);
    expect(sheet.getRow(1).getCell(1).value).toBe('Log ID');
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getColumn(9).width).toBeGreaterThanOrEqual(60);
    expect(sheet.getRow(2).getCell(3).value).toEqual(new Date('2023-11-06T00:00:00Z'));
    expect(sheet.getRow(2).getCell(8).value).toBe('Thomas Beckett <tbeckett@northwind.example>');
    expect(sheet.getRow(4).getCell(2).value).toBe(log.entries[2]!.control_number);
    expect(sheet.getRow(5).getCell(9).value).toBe('Undated text file regarding "=SUM(A1) counsel notes".');
    expect(sheet.getRow(5).getCell(3).value).toBe(null);

    const audit = (await auditRowsFor(server, firm.organizationId, 'data_export')).filter((r) => r.details.export === 'privilege_log');
    expect(audit.map((r) => r.details.format)).toEqual(['csv', 'xlsx']);
    expect(audit[0]).toMatchObject({ resourceType: 'case', resourceId: matter.id, resourceName: matter.name, userId: firm.users.viewer.id });
    expect(audit[0]?.details).toMatchObject({ entries: 4, log_ids: ['PRIV-0001', 'PRIV-0003', 'PRIV-0004', 'PRIV-0005'], document_ids: log.entries.map((e) => e.document_id) });
  });

  it('refuses a bad format (400) and another firm (404) without auditing; an empty log exports its header', async () => {
    const token = await firm.token('associate');
    const before = (await auditRowsFor(server, firm.organizationId, 'data_export')).length;
    expect(fields((await api('GET', `${BASE}/export?case_id=${matter.id}&format=pdf`, token)).body)).toContain('format');
    expect((await api('GET', `${BASE}/export?case_id=${foreignCase.id}&format=csv`, token)).status).toBe(404);
    expect((await auditRowsFor(server, firm.organizationId, 'data_export')).length).toBe(before);
    const empty = await createCaseAs(server, firm, 'associate', { name: 'Empty matter' });
    const csv = await download(`${BASE}/export?case_id=${empty.id}&format=csv`, token);
    expect(csv.status).toBe(200);
    expect(parseCsv(csv.bytes.subarray(3).toString('utf8'))).toHaveLength(1);
    const xlsx = await download(`${BASE}/export?case_id=${empty.id}`, token);
    expect(xlsx.headers['content-disposition']).toContain('Empty matter privilege log.xlsx');
  });
});
