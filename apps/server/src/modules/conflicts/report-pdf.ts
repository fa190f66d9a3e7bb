import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { CLEARANCE_STATUS_LABELS, MATTER_PARTY_ROLE_LABELS, type CaseConflictsResponse } from '@app/contract';
import { winAnsi } from '../../platform/pdf/win-ansi.js';

const PAGE: [number, number] = [612, 792];
const MARGIN = 56;
const SIZE = 10;

/** Wraps text to a width (long words are cut). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width) line = next;
    else {
      if (line) lines.push(line);
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The conflict report of a matter: the names checked, every hit with its matter and reason, and the decisions. */
export async function conflictReportPdf(matter: { name: string; clientName: string }, data: CaseConflictsResponse, generatedBy: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Conflict report: ${matter.name}`);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = doc.addPage(PAGE);
  let y = PAGE[1] - MARGIN;
  const width = PAGE[0] - 2 * MARGIN;
  const write = (text: string, opts: { font?: PDFFont; size?: number; indent?: number; after?: number; colour?: [number, number, number] } = {}) => {
    const font = opts.font ?? regular;
    const size = opts.size ?? SIZE;
    const indent = opts.indent ?? 0;
    for (const line of wrap(winAnsi(text, font), font, size, width - indent)) {
      if (y - size * 1.4 < MARGIN) {
        page = doc.addPage(PAGE);
        y = PAGE[1] - MARGIN;
      }
      page.drawText(line, { x: MARGIN + indent, y: y - size, size, font, color: rgb(...(opts.colour ?? [0.1, 0.1, 0.1])) });
      y -= size * 1.4;
    }
    y -= opts.after ?? 0;
  };
  write('Conflict check report', { font: bold, size: 16, after: 4 });
  write(`Matter: ${matter.name}`, { font: bold });
  write(`Client: ${matter.clientName}`);
  write(`Clearance: ${CLEARANCE_STATUS_LABELS[data.clearance_status]}`);
  write(`Generated ${new Date().toISOString().replace('T', ' ').slice(0, 16)} UTC by ${generatedBy}`, { after: 10 });
  const check = data.latest_check;
  if (!check) write('No conflict check has been run on this matter.');
  else {
    write(`Latest check: ${check.created_at.replace('T', ' ').slice(0, 16)} UTC (${check.trigger.replace('_', ' ')})`, { font: bold });
    write(`Names checked: ${check.names.map((n) => `${n.name} (${MATTER_PARTY_ROLE_LABELS[n.role]})`).join('; ') || 'none'}`);
    write(`${check.hits.length} hit(s), ${check.blocking_count} blocking`, { after: 8 });
    for (const hit of check.hits) {
      const tag = hit.kind === 'conflict' ? 'CONFLICT' : hit.kind === 'related_matter' ? 'Related matter' : 'Mention';
      write(`${tag}: ${hit.label}`, { font: bold, colour: hit.kind === 'conflict' ? [0.6, 0.05, 0.05] : [0.1, 0.1, 0.1] });
      write(`Matter: ${hit.case_name} (${hit.case_archived ? 'archived' : hit.case_status}); ${hit.party_name} as ${MATTER_PARTY_ROLE_LABELS[hit.party_role]}`, { indent: 12 });
      write(`Checked name: ${hit.query_name} (${MATTER_PARTY_ROLE_LABELS[hit.query_role]}); match: ${hit.reason_text}; score ${hit.score.toFixed(2)}`, { indent: 12, after: 4 });
    }
  }
  y -= 6;
  write('Clearance decisions', { font: bold, size: 12, after: 2 });
  if (data.clearances.length === 0) write('None recorded.');
  for (const c of data.clearances) {
    const who = c.automatic ? 'System (no conflicts found)' : (c.decided_by_name ?? 'unknown');
    const waiver = c.decision === 'waived' ? `; client consent: ${c.client_consent ? 'yes' : 'no'}; approved by ${c.approver_name ?? 'unknown'}` : '';
    write(`${c.created_at.replace('T', ' ').slice(0, 16)} UTC: ${c.decision} by ${who}${waiver}${c.notes ? `. ${c.notes}` : ''}`, { after: 2 });
  }
  return Buffer.from(await doc.save());
}
