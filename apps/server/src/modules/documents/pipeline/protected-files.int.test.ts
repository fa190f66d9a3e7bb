import { describe, expect, it } from 'vitest';
import { matterForUploads } from '../test-support.js';
import { ENCRYPTED_OFFICE_REASON } from './ole.js';
import { convertWithLibreOffice } from '../../../platform/office/libreoffice.js';
import { libreOfficeTool, makeRtf } from '../../../test/office-tools.js';
import { settledDocument } from '../test-support.js';
import { PDF_PASSWORD_REASON } from './failures.js';
import { makeOle, makeProtectedPdf } from './test-fixtures.js';

const bed = matterForUploads('Protected Files LLP');
const { upload, settled } = bed;
const office = libreOfficeTool();

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

  it.runIf(office.run)(`reads .rtf, .doc and .xls files through LibreOffice and keeps each original as uploaded${office.skipNote}`, async () => {
    office.assertPresent();
    // The legacy files are made here, by LibreOffice itself: RTF by hand, then Word 97 and Excel 97 from it.
    const rtf = makeRtf(['MEMORANDUM OF UNDERSTANDING', 'Castellan shall indemnify Meridian for the warehouse losses.']);
    const doc = await convertWithLibreOffice(rtf, 'rtf', 'doc');
    const xls = await convertWithLibreOffice(Buffer.from('Item,Amount\nLost profits,250000\nInterest,1200\n'), 'csv', 'xls');
    for (const [name, bytes, type, words] of [
      ['old-memo.rtf', rtf, 'rtf', 'Castellan shall indemnify Meridian'],
      ['old-brief.doc', doc, 'doc', 'Castellan shall indemnify Meridian'],
      ['old-ledger.xls', xls, 'xls', 'Lost profits\t250000'],
    ] as const) {
      // One after another: conversions run one at a time, and each may take a while on a busy machine.
      const read = await settledDocument(bed.server, (await upload(name, bytes)).id, bed.token, 240_000);
      expect(read).toMatchObject({ status: 'processed', detected_type: type, failure_reason: null });
      expect(read.pages.map((p) => p.text).join('\n')).toContain(words);
      expect(String(read.metadata.read_via)).toContain('LibreOffice');
      // The native is the evidence: what downloads is what was uploaded.
      const download = await bed.server.app.inject({ method: 'GET', url: `/api/v1/documents/${read.id}/download`, headers: { authorization: `Bearer ${bed.token}` } });
      expect(Buffer.from(download.rawPayload).equals(Buffer.from(bytes))).toBe(true);
    }
    // A file that only looks like a Word 97 file fails with a reason, not advice to re-save it.
    const fake = await settledDocument(bed.server, (await upload('fake.doc', await makeOle({ WordDocument: Buffer.alloc(1500, 1), '1Table': Buffer.alloc(600, 2) }))).id, bed.token, 240_000);
    expect(fake).toMatchObject({ status: 'failed', detected_type: 'doc' });
    expect(fake.failure_reason).toMatch(/LibreOffice could not open this Word 97-2003 \(\.doc\) file/);
  }, 900_000);

  it('keeps an OLE file of no known kind as unsupported, saying why', async () => {
    const other = await settled((await upload('thing.bin', await makeOle({ Contents: Buffer.alloc(700, 3) }))).id);
    expect(other).toMatchObject({ status: 'unsupported', detected_type: 'cfb' });
    expect(other.failure_reason).toMatch(/not read/);
  });
});
