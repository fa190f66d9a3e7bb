import { AlignmentType, Document, Packer, Paragraph, TextRun } from 'docx';
import type { DocxFile } from '../types.js';
import { pinZipDates } from './zip-dates.js';

const FONT = 'Times New Roman';
/** docx sizes are half-points. */
const BODY = 24;

const para = (text: string, opts: { bold?: boolean; center?: boolean; size?: number; after?: number; indent?: boolean } = {}) =>
  new Paragraph({
    alignment: opts.center ? AlignmentType.CENTER : AlignmentType.LEFT,
    spacing: { after: opts.after ?? 160 },
    indent: opts.indent ? { firstLine: 720 } : undefined,
    children: [new TextRun({ text, bold: opts.bold, font: FONT, size: opts.size ?? BODY })],
  });

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function coreProperties(file: DocxFile): string {
  const when = `${file.date}T10:00:00Z`;
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:dcmitype="http://purl.org/dc/dcmitype/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
    `<dc:title>${escapeXml(file.title)}</dc:title><dc:creator>${escapeXml(file.author)}</dc:creator><cp:lastModifiedBy>${escapeXml(file.author)}</cp:lastModifiedBy><cp:revision>3</cp:revision>` +
    `<dcterms:created xsi:type="dcterms:W3CDTF">${when}</dcterms:created><dcterms:modified xsi:type="dcterms:W3CDTF">${when}</dcterms:modified>` +
    '</cp:coreProperties>'
  );
}

/** A Word document: letterhead, preamble lines, headed sections, a signature block. */
export async function renderDocx(file: DocxFile): Promise<Buffer> {
  const children: Paragraph[] = [];
  file.letterhead?.forEach((l, i) => children.push(para(l, { bold: i === 0, center: true, size: i === 0 ? 28 : 20, after: 0 })));
  if (file.letterhead) children.push(para('', { after: 240 }));
  for (const l of file.preamble ?? []) children.push(para(l, { after: 0 }));
  if (file.preamble) children.push(para('', { after: 120 }));
  if (!file.letterhead) children.push(para(file.title.toUpperCase(), { bold: true, center: true, after: 240 }));
  for (const section of file.sections) {
    if (section.heading) children.push(para(section.heading, { bold: true, after: 120 }));
    for (const p of section.paragraphs) children.push(para(p, { indent: !file.letterhead }));
  }
  if (file.signature) {
    children.push(para('', { after: 240 }));
    for (const l of file.signature) children.push(para(l, { after: 0 }));
  }
  const doc = new Document({ creator: file.author, title: file.title, sections: [{ properties: {}, children }] });
  // Our own core properties: docx would stamp created/modified with the time of seeding.
  const core = { path: 'docProps/core.xml', data: coreProperties(file) };
  return pinZipDates(await Packer.toBuffer(doc, false, [core]), file.date);
}
