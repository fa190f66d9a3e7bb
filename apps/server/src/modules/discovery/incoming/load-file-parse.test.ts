import { describe, expect, it } from 'vitest';
import iconv from 'iconv-lite';
import { batesRange, decodeLoadFile, detectDelimiters, parseDat, parseOpt } from './load-file-parse.js';
import { suggestFieldMap } from './field-map.js';
import { planLoad } from './plan.js';

const concordance = ['þBEGBATESþ\u0014þENDBATESþ\u0014þSUBJECTþ', 'þABC001þ\u0014þABC002þ\u0014þLine one®Line twoþ', 'þABC003þ\u0014þABC003þ\u0014þPlainþ'].join('\r\n') + '\r\n';

describe('DAT and OPT parsing', () => {
  it('detects Concordance delimiters and turns ® back into line breaks', () => {
    const d = detectDelimiters(concordance);
    expect(d).toEqual({ field_separator: '\u0014', text_qualifier: 'þ', newline: '®' });
    const parsed = parseDat(concordance, d);
    expect(parsed.header).toEqual(['BEGBATES', 'ENDBATES', 'SUBJECT']);
    expect(parsed.rows.map((r) => r.values.SUBJECT)).toEqual(['Line one\nLine two', 'Plain']);
    expect(parsed.errors).toEqual([]);
  });

  it('reads comma CSV with quotes, embedded commas, doubled quotes and real line breaks', () => {
    const csv = 'DocID,EndDoc,Email Subject\r\n"X-1","X-2","Hello, ""world""\nsecond line"\r\nX-3,X-3,bare\r\n';
    const d = detectDelimiters(csv);
    expect(d).toEqual({ field_separator: ',', text_qualifier: '"', newline: '' });
    const parsed = parseDat(csv, d);
    expect(parsed.rows.map((r) => r.values['Email Subject'])).toEqual(['Hello, "world"\nsecond line', 'bare']);
  });

  it('reads pipe-delimited files without qualifiers', () => {
    const pipe = 'BEGNO|ENDNO|CUSTODIAN\nP1|P1|Jones\nP2|P3|Smith\n';
    const d = detectDelimiters(pipe);
    expect(d.field_separator).toBe('|');
    expect(parseDat(pipe, d).rows[1]!.values).toEqual({ BEGNO: 'P2', ENDNO: 'P3', CUSTODIAN: 'Smith' });
  });

  it('a row whose field count disagrees with the header is an error of that row, with its line', () => {
    const bad = 'A|B\n1|2\n3\n4|5|6\n7|8\n';
    const parsed = parseDat(bad, { field_separator: '|', text_qualifier: '', newline: '' });
    expect(parsed.rows.map((r) => r.line)).toEqual([2, 5]);
    expect(parsed.errors).toEqual([
      { line: 3, reason: 'The row has 1 field where the header names 2.' },
      { line: 4, reason: 'The row has 3 fields where the header names 2.' },
    ]);
  });

  it('decodes UTF-8 with BOM, UTF-16 and Windows-1252', () => {
    expect(decodeLoadFile(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('þAþ')]))).toBe('þAþ');
    expect(decodeLoadFile(Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode('þAþ', 'utf16le')]))).toBe('þAþ');
    expect(decodeLoadFile(iconv.encode('þAþ®', 'win1252'))).toBe('þAþ®');
  });

  it('reads OPT lines and Bates ranges', () => {
    expect(parseOpt('ABC001,VOL1,IMAGES\\ABC001.tif,Y,,,2\r\nABC002,VOL1,IMAGES\\ABC002.tif,,,,\r\n')).toEqual([
      { bates: 'ABC001', volume: 'VOL1', path: 'IMAGES\\ABC001.tif', documentBreak: true },
      { bates: 'ABC002', volume: 'VOL1', path: 'IMAGES\\ABC002.tif', documentBreak: false },
    ]);
    expect(batesRange('ABC0009', 'ABC0011')).toEqual(['ABC0009', 'ABC0010', 'ABC0011']);
    expect(batesRange('ABC9', 'XYZ10')).toBeNull();
    expect(batesRange('ABC10', 'ABC9')).toBeNull();
  });

  it('suggests a field map from other platforms’ names', () => {
    expect(suggestFieldMap(['BegDoc', 'EndDoc', 'BegAttach', 'Email From', 'Sent Date', 'Custodians', 'Whatever'])).toEqual({
      BegDoc: 'bates_begin',
      EndDoc: 'bates_end',
      BegAttach: 'attach_begin',
      'Email From': 'from',
      'Sent Date': 'date_sent',
      Custodians: 'custodian',
      Whatever: 'keep',
    });
  });
});

describe('the load plan', () => {
  const files = new Set(['VOL/IMAGES/A1.tif', 'VOL/IMAGES/A2.tif', 'VOL/TEXT/A3.txt']);
  const resolve = (p: string) => {
    const clean = p.replaceAll('\\', '/');
    return files.has(clean) ? clean : null;
  };
  const map = { BEG: 'bates_begin', END: 'bates_end', BEGATT: 'attach_begin', TEXT: 'text_path' } as const;
  const row = (line: number, BEG: string, END: string, BEGATT = '', TEXT = '') => ({ line, values: { BEG, END, BEGATT, TEXT } });

  it('keeps rows that pass with their images and family, and lists refused rows with reasons', () => {
    const plan = planLoad({
      rows: [row(2, 'A1', 'A2', 'A1'), row(3, 'A3', 'A3', 'A1', 'VOL\\TEXT\\A3.txt'), row(4, 'A2', 'A4'), row(5, 'A5', 'A5'), row(6, 'A6', 'A6', 'A5', 'VOL\\TEXT\\A3.txt'), row(7, 'A7', 'A7', '', 'missing.txt')],
      parseErrors: [{ line: 8, reason: 'count' }],
      opt: [
        { bates: 'A1', volume: 'V', path: 'VOL\\IMAGES\\A1.tif', documentBreak: true },
        { bates: 'A2', volume: 'V', path: 'VOL\\IMAGES\\A2.tif', documentBreak: false },
        { bates: 'A5', volume: 'V', path: 'VOL\\IMAGES\\gone.tif', documentBreak: true },
      ],
      fieldMap: map,
      resolve,
      existing: [],
    });
    expect(plan.documents.map((d) => [d.line, d.batesBegin, d.images, d.text, d.parentLine])).toEqual([
      [2, 'A1', ['VOL/IMAGES/A1.tif', 'VOL/IMAGES/A2.tif'], null, null],
      [3, 'A3', [], 'VOL/TEXT/A3.txt', 2],
    ]);
    expect(plan.errors.map((e) => [e.line, e.reason])).toEqual([
      [4, 'Its Bates range A2–A4 overlaps row 2 (A1–A2) at A2.'],
      [5, 'The image VOL\\IMAGES\\gone.tif (page A5) is missing from the volume.'],
      [6, "Its family's first document A5 could not be loaded."],
      [7, 'The text file missing.txt is missing from the volume.'],
      [8, 'count'],
    ]);
  });

  it('refuses ranges taken by an earlier volume in the case', () => {
    const plan = planLoad({ rows: [row(2, 'A3', 'A3', '', 'VOL\\TEXT\\A3.txt')], parseErrors: [], opt: [], fieldMap: map, resolve, existing: [{ begin: 'A1', end: 'A5' }] });
    expect(plan.documents).toEqual([]);
    expect(plan.errors[0]!.reason).toBe("Its Bates range A3–A3 overlaps an earlier volume's A1–A5 at A3.");
  });
});
