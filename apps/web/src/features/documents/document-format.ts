import type { DocumentStatus, DocumentSummary } from '@app/contract';

/** How documents read to staff: sizes, types, statuses, families and the metadata the pipeline records. */
const UNITS = ['KB', 'MB', 'GB', 'TB'] as const;

/** "512 bytes", "1.5 KB", "23 MB": one decimal below ten, whole numbers above. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '—';
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  let value = bytes;
  let unit = -1;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${rounded} ${UNITS[unit]}`;
}

export const DOCUMENT_STATUS_LABELS: Record<DocumentStatus, string> = {
  uploaded: 'Uploaded',
  queued: 'Queued',
  processing: 'Processing',
  processed: 'Processed',
  failed: 'Failed',
  unsupported: 'Unsupported',
};

/** The type people recognise: what the bytes are when known, else the extension. */
export function documentType(doc: Pick<DocumentSummary, 'detected_type' | 'extension'>): string {
  const type = doc.detected_type ?? doc.extension;
  return type ? type.toUpperCase() : 'Unknown';
}

// Spellings of one type, so a .jpeg detected as jpg is not reported as a mismatch.
const ALIASES: Record<string, string> = { jpeg: 'jpg', tiff: 'tif', htm: 'html' };
const canonical = (type: string) => ALIASES[type.toLowerCase()] ?? type.toLowerCase();

/** True when the file is not what its name says (a .pdf that is really a Word file). */
export function typeMismatch(doc: Pick<DocumentSummary, 'detected_type' | 'extension'>): boolean {
  return Boolean(doc.detected_type && doc.extension && canonical(doc.detected_type) !== canonical(doc.extension));
}

export interface FamilyRow {
  doc: DocumentSummary;
  /** 0 for a top-level file, 1 for an e-mail's attachment, 2 for an attachment of an attached e-mail… */
  depth: number;
}

/**
 * Puts attachments right under the e-mail they came from, keeping the list's order otherwise.
 * An attachment whose parent is not in this list (another page, filtered out) stays where it is.
 */
export function orderFamilies(docs: readonly DocumentSummary[]): FamilyRow[] {
  const present = new Set(docs.map((d) => d.id));
  const children = new Map<string, DocumentSummary[]>();
  for (const doc of docs) {
    if (doc.parent_id && present.has(doc.parent_id)) {
      const list = children.get(doc.parent_id) ?? [];
      list.push(doc);
      children.set(doc.parent_id, list);
    }
  }
  const rows: FamilyRow[] = [];
  const seen = new Set<string>();
  const visit = (doc: DocumentSummary, depth: number) => {
    if (seen.has(doc.id)) return;
    seen.add(doc.id);
    rows.push({ doc, depth });
    const kids = [...(children.get(doc.id) ?? [])].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.filename.localeCompare(b.filename));
    for (const child of kids) visit(child, depth + 1);
  };
  for (const doc of docs) {
    if (!(doc.parent_id && present.has(doc.parent_id))) visit(doc, 0);
  }
  // A cycle cannot come from the server, but never drop a row if one did.
  for (const doc of docs) visit(doc, 0);
  return rows;
}

/**
 * PDF dates look like D:20240305143000+01'00'; other formats record ISO dates. Anything else stays
 * as written (browsers' lenient parsing would turn "spring 2019" into 1 January).
 */
export function parseDocumentDate(value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  const pdf = /^D:(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?(Z|[+-]\d{2}'?\d{2}'?)?/.exec(value.trim());
  if (pdf) {
    const [, y, mo = '01', d = '01', h = '00', mi = '00', s = '00', zone] = pdf;
    let offset = 'Z';
    if (zone && zone !== 'Z') offset = `${zone.slice(0, 3)}:${zone.replace(/'/g, '').slice(3, 5) || '00'}`;
    const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${offset}`);
    return Number.isNaN(date.getTime()) ? null : date.toISOString();
  }
  if (!/^\d{4}-\d{2}-\d{2}/.test(value.trim())) return null;
  const date = new Date(value.trim());
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export interface EmailHeaders {
  from: string[];
  to: string[];
  cc: string[];
  subject: string | null;
  date: string | null;
  messageId: string | null;
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/** The e-mail headers the pipeline stores under `metadata.email`, or null for anything else. */
export function emailHeaders(metadata: Record<string, unknown>): EmailHeaders | null {
  const email = metadata.email;
  if (typeof email !== 'object' || email === null || Array.isArray(email)) return null;
  const record = email as Record<string, unknown>;
  return {
    from: strings(record.from),
    to: strings(record.to),
    cc: strings(record.cc),
    subject: text(record.subject),
    date: text(record.date),
    messageId: text(record.message_id),
  };
}

export interface DocumentProperties {
  author: string | null;
  title: string | null;
  /** ISO date-time when it parses, else the raw value. */
  created: string | null;
  createdIsDate: boolean;
  originalFilename: string | null;
  uploadedVia: string | null;
  /** Anything else the pipeline recorded, as label/value text (never rendered as HTML). */
  other: { key: string; value: string }[];
}

const KNOWN_KEYS = new Set(['author', 'title', 'created', 'email', 'original_filename', 'uploaded_via', 'page_count', 'family_depth', 'attachment_count', 'ocr_pages']);

function describe(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

export function documentProperties(metadata: Record<string, unknown>): DocumentProperties {
  const createdRaw = text(metadata.created);
  const created = parseDocumentDate(createdRaw);
  return {
    author: text(metadata.author),
    title: text(metadata.title),
    created: created ?? createdRaw,
    createdIsDate: created !== null,
    originalFilename: text(metadata.original_filename),
    uploadedVia: text(metadata.uploaded_via),
    other: Object.entries(metadata)
      .filter(([key]) => !KNOWN_KEYS.has(key))
      .map(([key, value]) => ({ key, value: describe(value) })),
  };
}

/** Common types for the list's type filter (the API matches the extension or the detected type). */
export const DOCUMENT_TYPE_FILTERS = ['pdf', 'docx', 'doc', 'txt', 'eml', 'msg', 'html', 'xlsx', 'csv', 'png', 'jpg', 'tif'] as const;
