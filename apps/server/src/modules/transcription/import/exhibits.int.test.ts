import { readFileSync } from 'node:fs';
import { asc, eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { documentPages } from '../../../db/schema/index.js';
import { createCaseAs } from '../../cases/test-support.js';
import { ingestOne, makePdf, matterForUploads } from '../../documents/test-support.js';
import { parseCourtReporterTranscript } from './court-reporter.js';
import { findExhibitMentions } from './exhibit-mentions.js';
import { linkExhibits } from './exhibits.js';

/*
 * One server for the file: exhibits linked to a matter's documents, and a reporter's PDF read back
 * through the documents pipeline's own extraction (document_pages), as an import job reads it.
 */
const bed = matterForUploads('Import Exhibits LLP');

const FIXTURE = readFileSync(new URL('./fixtures/deposition-doe.txt', import.meta.url), 'utf8');

describe('linkExhibits', () => {
  it('matches exhibits to the case’s documents by the number their names say, never a deleted or another case’s document', async () => {
    const notice = await bed.upload('Exhibit 12 - Notice of Breach.pdf', makePdf(['NOTICE OF BREACH']));
    const contract = await bed.upload('Exh. 12-A - Master Agreement.txt', 'MASTER AGREEMENT');
    const invoice = await bed.upload('PX-013.pdf', makePdf(['INVOICE']));
    // A scan whose name says nothing but whose PDF title does (the pipeline keeps the title in metadata).
    const titled = await PDFDocument.create();
    titled.setTitle('Exhibit 17 - Lease Amendment');
    titled.addPage().drawText('LEASE AMENDMENT', { x: 72, y: 700, size: 12, font: await titled.embedFont(StandardFonts.Helvetica) });
    const lease = await bed.upload('scan0001.pdf', Buffer.from(await titled.save()));
    expect((await bed.settled(lease.id)).status).toBe('processed');
    const deleted = await bed.upload('Ex. 14.txt', 'deleted exhibit');
    expect((await bed.server.api('DELETE', `/api/v1/documents/${deleted.id}`, { token: bed.token })).status).toBe(200);
    const otherMatter = await createCaseAs(bed.server, bed.firm, 'associate', { name: 'Another matter' });
    const otherToken = await bed.firm.token('associate');
    await ingestOne(bed.server, otherMatter.id, otherToken, 'Exhibit 15.txt', 'another case');

    const mentions = findExhibitMentions([
      'Plaintiff’s Exhibit 12 is the notice.',
      'Exhibit 012 again, and Exhibit 12-A, the agreement.',
      'Exhibit 13 is an invoice; Exhibits 14 and 15 are elsewhere.',
      'Exhibit 16 was never produced.',
      'Exhibit 17 amends the lease.',
    ]);
    const linked = await linkExhibits(bed.server.deps, bed.matter.id, mentions);
    expect(linked).toEqual([
      { label: 'Plaintiff’s Exhibit 12', document_id: notice.id, filename: 'Exhibit 12 - Notice of Breach.pdf', segments: [0, 1] },
      { label: 'Exhibit 12-A', document_id: contract.id, filename: 'Exh. 12-A - Master Agreement.txt', segments: [1] },
      { label: 'Exhibit 13', document_id: invoice.id, filename: 'PX-013.pdf', segments: [2] },
      { label: 'Exhibit 14', document_id: null, filename: null, segments: [2] },
      { label: 'Exhibit 15', document_id: null, filename: null, segments: [2] },
      { label: 'Exhibit 16', document_id: null, filename: null, segments: [3] },
      { label: 'Exhibit 17', document_id: lease.id, filename: 'scan0001.pdf', segments: [4] },
    ]);
    expect(await linkExhibits(bed.server.deps, bed.matter.id, [])).toEqual([]);
  });
});

/** The fixture as a reporter's PDF: Courier, 25 numbered lines a page, the reporter's name on top, the page number at the foot. */
async function reporterPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const courier = await pdf.embedFont(StandardFonts.Courier);
  const pages: string[][] = [];
  for (const raw of FIXTURE.split('\n')) {
    if (/^\s*Page \d+\s*$/.test(raw)) pages.push([]);
    else if (/^\s*\d{1,2}(?:\s|$)/.test(raw)) pages.at(-1)?.push(raw);
  }
  pages.forEach((lines, p) => {
    const page = pdf.addPage([612, 792]);
    page.drawText('Karen Lee, RMR, CRR - Wilmington Court Reporting', { x: 72, y: 750, size: 10, font: courier });
    lines.forEach((raw, i) => {
      const m = /^\s*(\d{1,2})\s*(.*)$/.exec(raw);
      const y = 710 - i * 24;
      page.drawText((m?.[1] ?? '').padStart(2, ' '), { x: 50, y, size: 12, font: courier });
      // The text keeps its indentation, as a reporter's Q/A and colloquy columns do.
      if (m?.[2]) page.drawText(m[2], { x: 90, y, size: 12, font: courier });
    });
    page.drawText(String(p + 1), { x: 300, y: 60, size: 10, font: courier });
  });
  return Buffer.from(await pdf.save());
}

describe('a reporter’s PDF', () => {
  it('parses from the pipeline’s extracted pages the same as the text file', async () => {
    const doc = await bed.upload('Doe Deposition.pdf', await reporterPdf());
    const settled = await bed.settled(doc.id);
    expect(settled.status).toBe('processed');
    const pages = await bed.server.deps.db.select({ text: documentPages.text }).from(documentPages).where(eq(documentPages.documentId, doc.id)).orderBy(asc(documentPages.pageNumber));
    expect(pages).toHaveLength(4);
    const fromPdf = parseCourtReporterTranscript(pages.map((p) => p.text).join('\f'));
    const fromText = parseCourtReporterTranscript(FIXTURE);
    expect(fromPdf.segments).toEqual(fromText.segments);
    expect(fromPdf.deponent).toBe('JOHN DOE');
    expect(fromPdf.exhibits).toEqual(fromText.exhibits);
  });
});
