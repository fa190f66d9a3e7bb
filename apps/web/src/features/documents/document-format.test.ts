import { describe, expect, it } from 'vitest';
import type { DocumentSummary } from '@app/contract';
import { documentProperties, documentType, emailHeaders, formatBytes, orderFamilies, parseDocumentDate, typeMismatch } from './document-format';

describe('formatBytes', () => {
  it('reads like a file manager', () => {
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(1)).toBe('1 byte');
    expect(formatBytes(1023)).toBe('1023 bytes');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatBytes(23.4 * 1024 * 1024)).toBe('23 MB');
    expect(formatBytes(3 * 1024 ** 4)).toBe('3 TB');
    expect(formatBytes(-1)).toBe('—');
  });
});

describe('types', () => {
  it('prefers the detected type and flags a file that is not what its name says', () => {
    expect(documentType({ detected_type: 'docx', extension: 'pdf' })).toBe('DOCX');
    expect(documentType({ detected_type: null, extension: null })).toBe('Unknown');
    expect(typeMismatch({ detected_type: 'docx', extension: 'pdf' })).toBe(true);
    expect(typeMismatch({ detected_type: 'jpg', extension: 'JPEG' })).toBe(false);
    expect(typeMismatch({ detected_type: null, extension: 'pdf' })).toBe(false);
  });
});

let seq = 0;
function doc(patch: Partial<DocumentSummary>): DocumentSummary {
  seq += 1;
  return {
    id: `d${seq}`,
    organization_id: 'o',
    case_id: 'c',
    parent_id: null,
    filename: `file-${seq}.pdf`,
    extension: 'pdf',
    content_type: null,
    detected_type: 'pdf',
    size_bytes: 10,
    sha256: 'x',
    status: 'processed',
    failure_reason: null,
    duplicate_of: null,
    custodian_id: null,
    source_path: null,
    dedup_of: null,
    page_count: 1,
    progress: 100,
    warnings: [],
    metadata: {},
    uploaded_by: null,
    created_at: `2025-01-01T00:00:${String(seq).padStart(2, '0')}.000Z`,
    updated_at: '2025-01-01T00:00:00.000Z',
    processed_at: null,
    ...patch,
  };
}

describe('orderFamilies', () => {
  it('puts attachments right under their e-mail, in the order they were extracted', () => {
    const mail = doc({ id: 'mail', filename: 'exhibits.eml' });
    const second = doc({ id: 'att2', parent_id: 'mail' });
    const first = doc({ id: 'att1', parent_id: 'mail', created_at: '2024-12-31T00:00:00.000Z' });
    const nested = doc({ id: 'nested', parent_id: 'att2' });
    const other = doc({ id: 'other' });
    // Newest first, as the API lists them: the attachments come before their e-mail.
    const rows = orderFamilies([nested, second, first, other, mail]);
    expect(rows.map((r) => [r.doc.id, r.depth])).toEqual([
      ['other', 0],
      ['mail', 0],
      ['att1', 1],
      ['att2', 1],
      ['nested', 2],
    ]);
  });

  it('keeps an attachment whose e-mail is not in the list at the top level', () => {
    const orphan = doc({ id: 'orphan', parent_id: 'elsewhere' });
    expect(orderFamilies([orphan]).map((r) => [r.doc.id, r.depth])).toEqual([['orphan', 0]]);
  });

  it('never loses a row', () => {
    const a = doc({ id: 'a', parent_id: 'b' });
    const b = doc({ id: 'b', parent_id: 'a' });
    expect(orderFamilies([a, b]).map((r) => r.doc.id).sort()).toEqual(['a', 'b']);
  });
});

describe('metadata', () => {
  it('parses PDF dates with and without a zone, and plain ISO dates', () => {
    expect(parseDocumentDate("D:20240305143000+01'00'")).toBe('2024-03-05T13:30:00.000Z');
    expect(parseDocumentDate('D:20240305143000Z')).toBe('2024-03-05T14:30:00.000Z');
    expect(parseDocumentDate('D:2024')).toBe('2024-01-01T00:00:00.000Z');
    expect(parseDocumentDate('2024-03-05T14:30:00.000Z')).toBe('2024-03-05T14:30:00.000Z');
    expect(parseDocumentDate('sometime last year')).toBeNull();
    expect(parseDocumentDate(42)).toBeNull();
  });

  it('reads e-mail headers only when the pipeline recorded them', () => {
    expect(emailHeaders({})).toBeNull();
    expect(
      emailHeaders({ email: { from: ['A <a@x.example>'], to: ['b@x.example', 7], cc: [], subject: 'Exhibits', date: '2024-03-05T14:30:00.000Z', message_id: '<1@x>' } }),
    ).toEqual({ from: ['A <a@x.example>'], to: ['b@x.example'], cc: [], subject: 'Exhibits', date: '2024-03-05T14:30:00.000Z', messageId: '<1@x>' });
  });

  it('picks out the known properties and lists the rest as text', () => {
    const props = documentProperties({ author: 'R. Voss', created: "D:20240305143000+01'00'", uploaded_via: 'multipart', page_count: 3, sheet_names: ['A', 'B'], note: '<b>hi</b>' });
    expect(props).toMatchObject({ author: 'R. Voss', created: '2024-03-05T13:30:00.000Z', createdIsDate: true, uploadedVia: 'multipart', title: null });
    expect(props.other).toEqual([
      { key: 'sheet_names', value: '["A","B"]' },
      { key: 'note', value: '<b>hi</b>' },
    ]);
  });

  it('keeps an unreadable creation date as written', () => {
    expect(documentProperties({ created: 'spring 2019' })).toMatchObject({ created: 'spring 2019', createdIsDate: false });
  });
});
