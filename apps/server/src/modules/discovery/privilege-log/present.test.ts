import { describe, expect, it } from 'vitest';
import { csvCell, privilegeLogCsv, privilegeLogFilename } from './export.js';
import { composeDescription, controlNumbers, documentDateOf, documentTypeOf, logIdOf, presentEntries, type PrivilegedDocument } from './present.js';

const doc = (over: Partial<PrivilegedDocument> = {}): PrivilegedDocument => ({
  documentId: '0f8fad5b-d9cb-469f-a165-70867728950e',
  parentId: null,
  filename: 'Memo to file.docx',
  extension: 'docx',
  detectedType: 'docx',
  metadata: {},
  privilege: 'work_product',
  basis: 'prepared by counsel in anticipation of litigation',
  logNumber: 7,
  editedDescription: null,
  ...over,
});

describe('privilege log entries', () => {
  it('dates a document by its own headers only: e-mail date, PDF date, ISO date; never an impossible day', () => {
    expect(documentDateOf({ email: { date: '2023-11-06T14:14:22.000Z' }, created: 'D:20200101' })).toBe('2023-11-06');
    expect(documentDateOf({ created: "D:20240305120000+01'00'" })).toBe('2024-03-05');
    expect(documentDateOf({ created: '2024-08-15' })).toBe('2024-08-15');
    expect(documentDateOf({ created: '2023-02-30' })).toBeNull();
    expect(documentDateOf({ created: 'yesterday' })).toBeNull();
    expect(documentDateOf({ email: { date: null } })).toBeNull();
    expect(documentDateOf({})).toBeNull();
  });

  it('names types as people do and numbers entries PRIV-0001', () => {
    expect(documentTypeOf('eml', 'eml')).toBe('E-mail');
    expect(documentTypeOf('msg', 'msg')).toBe('E-mail');
    expect(documentTypeOf(null, 'xlsx')).toBe('Excel spreadsheet');
    expect(documentTypeOf('dwg', 'dwg')).toBe('DWG file');
    expect(documentTypeOf(null, null)).toBe('Document');
    expect(logIdOf(1)).toBe('PRIV-0001');
    expect(logIdOf(12345)).toBe('PRIV-12345');
  });

  it('composes a factual description from type, date, subject or title or name, family and basis', () => {
    expect(composeDescription(doc(), null, null)).toBe('Undated word document regarding "Memo to file". Prepared by counsel in anticipation of litigation.');
    expect(composeDescription(doc({ metadata: { title: 'Trial themes', created: '2024-01-02' }, basis: 'Opinion work product.' }), '2024-01-02', 'PRIV-0003')).toBe(
      'Word document dated January 2, 2024 regarding "Trial themes", attached to PRIV-0003. Opinion work product.',
    );
    const [entry] = presentEntries([doc({ editedDescription: '  Memorandum reflecting counsel’s mental impressions.  ' })]);
    expect(entry?.description).toBe('Memorandum reflecting counsel’s mental impressions.');
  });

  it('gives every entry a distinct control number, widening only the ones whose short form collides', () => {
    const a = 'abcdef12-0000-4000-8000-000000000001';
    const b = 'abcdef12-0000-4000-8000-000000000002';
    const c = '12345678-aaaa-4000-8000-000000000003';
    const numbers = controlNumbers([a, b, c]);
    expect(numbers.get(c)).toBe('DOC-12345678');
    expect(numbers.get(a)).toBe('DOC-ABCDEF12000040008000000000000001');
    expect(new Set(numbers.values()).size).toBe(3);
    const d = 'abcdef12-1111-4000-9000-000000000004';
    expect(controlNumbers([a, d]).get(a)).toBe('DOC-ABCDEF120000');
  });
});

describe('privilege log files', () => {
  it('defuses cells a spreadsheet would run as formulas and quotes per RFC 4180', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+1 212 555 0100')).toBe("'+1 212 555 0100");
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell(null)).toBe('');
    const csv = privilegeLogCsv(presentEntries([doc()]));
    expect(csv.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv.toString('utf8').split('\r\n')).toHaveLength(3);
  });

  it('names the file after the case without characters a file system refuses', () => {
    expect(privilegeLogFilename('Northwind v. Castellan', 'csv')).toBe('Northwind v. Castellan privilege log.csv');
    expect(privilegeLogFilename('A/B: "C"?', 'xlsx')).toBe('A B C privilege log.xlsx');
    expect(privilegeLogFilename('...', 'csv')).toBe('Case privilege log.csv');
  });
});
