import { typeOf } from './classify.js';
import type { VolumeSource } from './types.js';

/*
 * E-mails imaged the way a reviewer prints them: a header block (From, Sent, To, Cc, Bcc,
 * Subject) in bold labels over a rule, then the body, set as HTML that LibreOffice lays out on
 * Letter pages (its Writer HTML import, not Writer/Web, so @page's size and margins hold). The
 * header and body come from the document's extracted text — the same words its text file and
 * the DAT carry — whose first lines the pipeline writes as "From: …", "To: …" and so on.
 */

const EMAIL_TYPES = new Set(['eml', 'msg']);

export const isEmail = (source: VolumeSource): boolean => EMAIL_TYPES.has(typeOf(source)) || /^message\/rfc822$/i.test(source.contentType ?? '');

const HEADER = /^(From|To|Cc|Bcc|Date|Subject): ?(.*)$/;
/** Outlook's print labels: "Sent" for the date. */
const LABELS: Record<string, string> = { From: 'From', Date: 'Sent', To: 'To', Cc: 'Cc', Bcc: 'Bcc', Subject: 'Subject' };
const ORDER = ['From', 'Date', 'To', 'Cc', 'Bcc', 'Subject'];

export interface EmailParts {
  headers: [label: string, value: string][];
  body: string;
}

/** The header block at the top of the text (up to the first blank line) and the body after it. */
export function emailParts(pages: readonly string[]): EmailParts {
  const lines = pages.join('\n').replace(/\r\n?/g, '\n').split('\n');
  const found = new Map<string, string>();
  let i = 0;
  for (; i < lines.length; i += 1) {
    const m = HEADER.exec(lines[i]!);
    if (!m || found.has(m[1]!)) break;
    found.set(m[1]!, m[2]!);
  }
  while (i < lines.length && lines[i]!.trim() === '') i += 1;
  const headers = ORDER.filter((k) => found.has(k)).map((k): [string, string] => [LABELS[k]!, sentDate(k, found.get(k)!)]);
  return { headers, body: lines.slice(i).join('\n').replace(/\s+$/, '') };
}

/** A stored ISO instant reads as a person writes it; anything else is kept as written. */
function sentDate(key: string, value: string): string {
  if (key !== 'Date' || !/^\d{4}-\d{2}-\d{2}T/.test(value)) return value;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  return `${new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(d)} (UTC)`;
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** Keeps runs of spaces (indented quotes, tables in plain text) as the text has them. */
const keepSpaces = (s: string) => s.replace(/ {2,}/g, (run) => ` ${'&nbsp;'.repeat(run.length - 1)}`);

/** The e-mail as an HTML page for LibreOffice. */
export function emailHtml(parts: EmailParts): string {
  const rows = parts.headers.map(([label, value]) => `<tr><td width="90"><b>${escape(label)}:</b></td><td>${escape(value)}</td></tr>`).join('');
  const body = parts.body
    .split('\n')
    .map((line) => keepSpaces(escape(line)))
    .join('<br>');
  return [
    '<!DOCTYPE html><html><head><meta charset="utf-8"><style>',
    '@page { size: 8.5in 11in; margin: 0.9in 1in; } body { font-family: "Liberation Sans", "DejaVu Sans", Arial, sans-serif; font-size: 10.5pt; } td { vertical-align: top; font-size: 10.5pt; } p { margin: 0; }',
    '</style></head><body>',
    `<table cellpadding="2" cellspacing="0" width="100%">${rows}</table><hr>`,
    `<p>${body}</p>`,
    '</body></html>',
  ].join('\n');
}
