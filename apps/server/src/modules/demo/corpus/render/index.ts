import type { AttachmentFile, DemoFile, HtmlFile } from '../types.js';
import { renderDocx } from './docx.js';
import { renderEml } from './eml.js';
import { renderPdf } from './pdf.js';
import { renderScan } from './scan.js';
import { renderCsv, renderXlsx } from './spreadsheet.js';
import { renderTranscript } from './transcript.js';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function renderHtml(file: HtmlFile): Buffer {
  const style = 'body{font-family:Arial,sans-serif;font-size:13px;margin:24px}table{border-collapse:collapse}td,th{border:1px solid #999;padding:4px 8px;text-align:left}';
  return Buffer.from(`<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(file.title)}</title><style>${style}</style></head><body>\n${file.body}\n</body></html>\n`, 'utf8');
}

/** The MIME type a mail client would label the attachment with. */
export function contentTypeOf(file: DemoFile): string {
  switch (file.kind) {
    case 'pdf':
    case 'scan':
      return 'application/pdf';
    case 'docx':
      return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    case 'xlsx':
      return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    case 'csv':
      return 'text/csv';
    case 'html':
      return 'text/html';
    case 'eml':
      return 'message/rfc822';
    case 'transcript':
      return file.format === 'pdf' ? 'application/pdf' : 'text/plain';
    case 'txt':
      return 'text/plain';
  }
}

async function renderAttachment(file: AttachmentFile): Promise<Buffer> {
  switch (file.kind) {
    case 'pdf':
      return renderPdf(file);
    case 'scan':
      return renderScan(file);
    case 'docx':
      return renderDocx(file);
    case 'transcript':
      return renderTranscript(file);
    case 'csv':
      return renderCsv(file);
    case 'xlsx':
      return renderXlsx(file);
    case 'html':
      return renderHtml(file);
    case 'txt':
      return Buffer.from(file.text, 'utf8');
  }
}

/** The file's bytes, in its real format. Deterministic: the same description gives the same bytes. */
export async function renderFile(file: DemoFile): Promise<Buffer> {
  if (file.kind !== 'eml') return renderAttachment(file);
  const attachments = [];
  for (const a of file.attachments) attachments.push({ filename: a.filename, contentType: contentTypeOf(a), content: await renderAttachment(a) });
  return renderEml(file, attachments);
}
