import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DocumentSummary } from '@app/contract';
import type { TestFirm } from '../../../test/harness.js';
import { makeDocx, makePdf, matterForUploads } from '../test-support.js';

const bed = matterForUploads('Pipeline LLP');
const { upload, settled } = bed;
let other: TestFirm;

beforeAll(async () => {
  other = await bed.server.createFirm('Other Pipeline LLP');
});

describe('processing pipeline', () => {
  it('extracts a PDF page by page, indexes it for full-text search and records the page count', async () => {
    const doc = await upload('complaint.pdf', makePdf(['COMPLAINT FOR BREACH OF CONTRACT', 'PRAYER FOR RELIEF indemnification']));
    expect(doc.status).toBe('queued');
    const done = await settled(doc.id);
    expect(done).toMatchObject({ status: 'processed', page_count: 2, progress: 100, failure_reason: null });
    expect(done.pages.map((p) => p.text)).toEqual(['COMPLAINT FOR BREACH OF CONTRACT', 'PRAYER FOR RELIEF indemnification']);
    const hits = await bed.server.deps.db.execute<{ page_number: number }>(
      sql`select page_number from document_pages where document_id = ${doc.id} and search @@ websearch_to_tsquery('english', 'prayers relief')`,
    );
    const rows = Array.isArray(hits) ? hits : (hits as { rows: { page_number: number }[] }).rows;
    expect(rows.map((r) => Number(r.page_number))).toEqual([2]);
  });

  it('reads plain text and sanitised HTML (no script survives)', async () => {
    const txt = await settled((await upload('notes.txt', 'Deposition of R. Voss\n\nHe confirmed the diversion.')).id);
    expect(txt.pages[0]?.text).toContain('He confirmed the diversion.');
    const html = await settled((await upload('letter.html', '<html><script>alert(1)</script><p>Dear Counsel,</p><p>We &amp; our client reject the offer.</p></html>')).id);
    expect(html.status).toBe('processed');
    expect(html.pages[0]?.text).toBe('Dear Counsel,\nWe & our client reject the offer.');
  });

  it('reads a Word document', async () => {
    const docx = await makeDocx(['SETTLEMENT AGREEMENT', 'The parties agree to mutual releases.']);
    const done = await settled((await upload('settlement.docx', docx)).id);
    expect(done).toMatchObject({ status: 'processed', detected_type: 'docx' });
    expect(done.pages[0]?.text).toContain('The parties agree to mutual releases.');
  });

  it('fails a damaged PDF with a reason a paralegal understands, keeps it, and the worker carries on', async () => {
    const broken = await settled((await upload('broken.pdf', Buffer.from('%PDF-1.7\nthis is not really a pdf'))).id);
    expect(broken.status).toBe('failed');
    expect(broken.failure_reason).toContain('damaged');
    const next = await settled((await upload('after.txt', 'still working')).id);
    expect(next.status).toBe('processed');
  });

  it('stores a type it cannot read as unsupported (no text), and Reprocess runs it again', async () => {
    const bin = await settled((await upload('archive.7z', Buffer.from('377abcaf271c000400000000', 'hex'))).id);
    expect(bin.status).toBe('unsupported');
    expect(bin.failure_reason).toMatch(/Only ZIP archives are unpacked/);
    const txt = await settled((await upload('memo.txt', 'Reprocess me')).id);
    const again = await bed.server.api<DocumentSummary>('POST', `/api/v1/documents/${txt.id}/reprocess`, { token: bed.token });
    expect(again.status).toBe(200);
    expect(again.body.status).toBe('queued');
    expect((await settled(txt.id)).status).toBe('processed');
    expect((await bed.server.api('POST', `/api/v1/documents/${txt.id}/reprocess`, { token: await bed.firm.token('viewer') })).status).toBe(403);
    expect((await bed.server.api('POST', `/api/v1/documents/${txt.id}/reprocess`, { token: await other.token('admin') })).status).toBe(404);
  });
});
