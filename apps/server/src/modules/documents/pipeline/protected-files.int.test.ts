import { describe, expect, it } from 'vitest';
import { matterForUploads } from '../test-support.js';
import { ENCRYPTED_OFFICE_REASON, LEGACY_OFFICE_REASON } from './ole.js';
import { PDF_PASSWORD_REASON } from './failures.js';
import { makeOle, makeProtectedPdf } from './test-fixtures.js';

const bed = matterForUploads('Protected Files LLP');
const { upload, settled } = bed;

describe('password-protected and legacy files', () => {
  it('fails a PDF that needs a password to open, with what to do, and keeps it', async () => {
    const locked = await settled((await upload('sealed-exhibit.pdf', makeProtectedPdf(['SEALED SETTLEMENT TERMS'], { user: 'open-sesame', owner: 'owner-only' }))).id);
    expect(locked).toMatchObject({ status: 'failed', failure_reason: PDF_PASSWORD_REASON, page_count: null });
    expect(PDF_PASSWORD_REASON).toBe('This PDF is password-protected. Remove the password and upload it again.');
    const download = await bed.server.app.inject({ method: 'GET', url: `/api/v1/documents/${locked.id}/download`, headers: { authorization: `Bearer ${bed.token}` } });
    expect(download.statusCode).toBe(200);
  });

  it('reads a PDF that is only restricted (printing and copying) and opens without a password', async () => {
    const restricted = await settled((await upload('restricted.pdf', makeProtectedPdf(['CONFIDENTIAL MEMORANDUM', 'Do not copy'], { user: '', owner: 'owner-only' }))).id);
    expect(restricted).toMatchObject({ status: 'processed', page_count: 2 });
    expect(restricted.pages.map((p) => p.text)).toEqual(['CONFIDENTIAL MEMORANDUM', 'Do not copy']);
  });

  it('fails a password-protected Word or Excel file (an OLE EncryptedPackage) with what to do', async () => {
    const encrypted = await makeOle({ EncryptionInfo: Buffer.alloc(200, 4), EncryptedPackage: Buffer.alloc(9000, 7) });
    for (const name of ['locked.docx', 'locked.xlsx']) {
      const uploaded = await upload(name, encrypted);
      // An encrypted .docx is an OLE file by design: no "named .docx but …" warning.
      expect(uploaded.detected_type).toBe('cfb');
      expect(uploaded.warnings.join(' ')).not.toContain('named');
      const done = await settled(uploaded.id);
      expect(done).toMatchObject({ status: 'failed', failure_reason: ENCRYPTED_OFFICE_REASON });
    }
  });

  it('keeps legacy .doc and .xls files as unsupported with the advice to save them as .docx/.xlsx', async () => {
    const doc = await settled((await upload('old-brief.doc', await makeOle({ WordDocument: Buffer.alloc(1500, 1), '1Table': Buffer.alloc(600, 2) }))).id);
    expect(doc).toMatchObject({ status: 'unsupported', detected_type: 'doc', failure_reason: LEGACY_OFFICE_REASON });
    expect(LEGACY_OFFICE_REASON).toBe('Legacy Word/Excel format: save as .docx/.xlsx and upload again');
    const xls = await settled((await upload('old-ledger.xls', await makeOle({ Workbook: Buffer.alloc(5000, 3) }))).id);
    expect(xls).toMatchObject({ status: 'unsupported', detected_type: 'xls', failure_reason: LEGACY_OFFICE_REASON });
    const other = await settled((await upload('thing.bin', await makeOle({ Contents: Buffer.alloc(700, 3) }))).id);
    expect(other).toMatchObject({ status: 'unsupported', detected_type: 'cfb' });
    expect(other.failure_reason).toMatch(/not read/);
  });
});
