import { PRIVILEGE_LABELS, type PrivilegeLogEntry, type PrivilegeType } from '@app/contract';

/*
 * One privilege-log entry from a privileged document's coding and metadata (pure). What goes to
 * opposing counsel is factual and comes from the document's own headers: the e-mail's sender,
 * recipients and date, else the file's author and creation date; nothing is guessed.
 */

/** What the log needs of one privileged document (read by entries.ts). */
export interface PrivilegedDocument {
  documentId: string;
  parentId: string | null;
  filename: string;
  extension: string | null;
  detectedType: string | null;
  metadata: Record<string, unknown>;
  privilege: PrivilegeType;
  basis: string | null;
  logNumber: number | null;
  editedDescription: string | null;
}

/** PRIV-0001: four digits, more when a case's log outgrows them. */
export const logIdOf = (n: number | null): string => (n === null ? 'PRIV-UNNUMBERED' : `PRIV-${String(n).padStart(4, '0')}`);

const TYPE_LABELS: Record<string, string> = {
  eml: 'E-mail',
  msg: 'E-mail',
  pdf: 'PDF',
  docx: 'Word document',
  doc: 'Word document',
  odt: 'Word document',
  rtf: 'Rich text document',
  xlsx: 'Excel spreadsheet',
  xls: 'Excel spreadsheet',
  ods: 'Spreadsheet',
  csv: 'Spreadsheet (CSV)',
  tsv: 'Spreadsheet (TSV)',
  pptx: 'PowerPoint presentation',
  ppt: 'PowerPoint presentation',
  txt: 'Text file',
  text: 'Text file',
  md: 'Text file',
  log: 'Text file',
  html: 'Web page',
  htm: 'Web page',
  xml: 'XML file',
  json: 'JSON file',
  transcript: 'Transcript',
  png: 'Image',
  jpg: 'Image',
  jpeg: 'Image',
  gif: 'Image',
  tif: 'Image',
  tiff: 'Image',
  webp: 'Image',
  bmp: 'Image',
  mp3: 'Audio recording',
  wav: 'Audio recording',
  m4a: 'Audio recording',
  ogg: 'Audio recording',
  flac: 'Audio recording',
  webm: 'Video recording',
  mp4: 'Video recording',
  mov: 'Video recording',
  zip: 'ZIP archive',
  cfb: 'Office file',
};

/** The type people recognise: what the bytes are when known, else the extension. */
export function documentTypeOf(detectedType: string | null, extension: string | null): string {
  const type = (detectedType ?? extension ?? '').toLowerCase();
  if (!type) return 'Document';
  return TYPE_LABELS[type] ?? `${type.toUpperCase()} file`;
}

const asRecord = (v: unknown): Record<string, unknown> | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null);
const asText = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
const asList = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x.trim() !== '').map((x) => x.trim()) : []);
const joined = (list: string[]): string | null => (list.length ? list.join('; ') : null);

/** YYYY-MM-DD of a PDF date, a bare ISO date or an ISO timestamp (its UTC day); null for anything else. */
function dayOf(raw: string): string | null {
  const pdf = /^D:(\d{4})(\d{2})(\d{2})/.exec(raw);
  const bare = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  let day: string | null = null;
  if (pdf) day = `${pdf[1]}-${pdf[2]}-${pdf[3]}`;
  else if (bare) day = raw;
  else if (/^\d{4}-\d{2}-\d{2}T/.test(raw) && !Number.isNaN(Date.parse(raw))) day = new Date(raw).toISOString().slice(0, 10);
  // Rejects impossible days (2023-02-30 would otherwise roll over into March).
  const at = day ? Date.parse(`${day}T00:00:00Z`) : Number.NaN;
  return day && !Number.isNaN(at) && new Date(at).toISOString().startsWith(day) ? day : null;
}

/**
 * The document's own date as YYYY-MM-DD: the e-mail's Date header, else the file's creation date
 * (a PDF date `D:YYYYMMDD…` or an ISO date), else null — never the upload date, which says nothing
 * about the document. An e-mail's date is kept in UTC by the pipeline, so the day is the UTC day.
 */
export function documentDateOf(metadata: Record<string, unknown>): string | null {
  const email = asRecord(metadata.email);
  for (const raw of [asText(email?.date), asText(metadata.created)]) {
    if (!raw) continue;
    const day = dayOf(raw);
    if (day) return day;
  }
  return null;
}

/** "November 6, 2023", as a description reads. */
const longDate = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

const withoutExtension = (filename: string) => filename.replace(/\.[A-Za-z0-9]{1,5}$/, '');

/**
 * The description when nobody has written one: type, date, subject (an e-mail's subject, else the
 * document's title, else its file name) and, for an attachment whose e-mail is on the log too,
 * that entry; then the coder's basis. Factual on purpose: the reviewer edits it into the
 * description the firm stands behind.
 */
export function composeDescription(doc: PrivilegedDocument, date: string | null, parentLogId: string | null): string {
  const type = documentTypeOf(doc.detectedType, doc.extension);
  const email = asRecord(doc.metadata.email);
  const topic = asText(email?.subject) ?? asText(doc.metadata.title) ?? withoutExtension(doc.filename);
  const head = `${date ? `${type} dated ${longDate(date)}` : `Undated ${type.charAt(0).toLowerCase()}${type.slice(1)}`} regarding "${topic}"`;
  const family = parentLogId ? `, attached to ${parentLogId}` : '';
  const basis = doc.basis?.trim();
  return `${head}${family}.${basis ? ` ${basis.charAt(0).toUpperCase()}${basis.slice(1)}${/[.!?]$/.test(basis) ? '' : '.'}` : ''}`;
}

/**
 * Control numbers identify a withheld document (it has no Bates number): "DOC-" and the first 8
 * hex digits of its id, stable across exports and searchable back to the document. Two documents
 * of one log that share the 8 digits (about 1 in 10,000 for a 1,000-entry log) get 12, then all 32.
 */
export function controlNumbers(documentIds: readonly string[]): Map<string, string> {
  const hex = (id: string) => id.replace(/-/g, '').toUpperCase();
  const out = new Map<string, string>();
  for (const width of [8, 12, 32]) {
    const pending = documentIds.filter((id) => !out.has(id));
    const counts = new Map<string, number>();
    for (const id of pending) counts.set(hex(id).slice(0, width), (counts.get(hex(id).slice(0, width)) ?? 0) + 1);
    for (const id of pending) if (width === 32 || counts.get(hex(id).slice(0, width)) === 1) out.set(id, `DOC-${hex(id).slice(0, width)}`);
  }
  return out;
}

/** The log's entries, in log-number order (unnumbered last, which a coder's change never leaves). */
export function presentEntries(docs: readonly PrivilegedDocument[]): PrivilegeLogEntry[] {
  const logIds = new Map(docs.map((d) => [d.documentId, logIdOf(d.logNumber)]));
  const controls = controlNumbers(docs.map((d) => d.documentId));
  return docs.map((doc) => {
    const email = asRecord(doc.metadata.email);
    const date = documentDateOf(doc.metadata);
    const parentLogId = doc.parentId ? (logIds.get(doc.parentId) ?? null) : null;
    return {
      log_id: logIdOf(doc.logNumber),
      document_id: doc.documentId,
      control_number: controls.get(doc.documentId) ?? doc.documentId,
      filename: doc.filename,
      date,
      document_type: documentTypeOf(doc.detectedType, doc.extension),
      author: joined(asList(email?.from)) ?? asText(doc.metadata.author),
      recipients_to: joined(asList(email?.to)),
      recipients_cc: joined(asList(email?.cc)),
      recipients_bcc: joined(asList(email?.bcc)),
      description: doc.editedDescription?.trim() || composeDescription(doc, date, parentLogId),
      privilege: doc.privilege,
      privilege_label: PRIVILEGE_LABELS[doc.privilege],
      basis: doc.basis,
      treatment: 'withheld',
    };
  });
}
