import { describe, expect, it } from 'vitest';
import { parseDelimited } from './spreadsheet.js';
import { lieAboutSize, makeXlsx } from './test-fixtures.js';
import { assertZipWithinLimits, readZipDirectory, ZipBombError } from './zip-guard.js';

describe('zip guard', () => {
  it('accepts a normal workbook and lists its entries', async () => {
    const xlsx = await makeXlsx([{ name: 'S', rows: [['a', 1]] }]);
    expect(readZipDirectory(xlsx).map((e) => e.name)).toContain('xl/workbook.xml');
    await expect(assertZipWithinLimits(xlsx)).resolves.toBeUndefined();
  });

  it('refuses too many entries, too many declared bytes and a suspicious ratio', async () => {
    const many = await makeXlsx([{ name: 'S', rows: [['a']] }], Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`x/${i}.txt`, Buffer.from('x')])));
    expect(() => readZipDirectory(many, { maxEntries: 10, maxTotalUncompressed: 1e9, maxRatio: 1000 })).toThrow(ZipBombError);
    const big = await makeXlsx([{ name: 'S', rows: [['a']] }], { 'x/big.bin': Buffer.alloc(2 * 1024 * 1024, 1) });
    expect(() => readZipDirectory(big, { maxEntries: 100, maxTotalUncompressed: 1024 * 1024, maxRatio: 1e6 })).toThrow(ZipBombError);
    expect(() => readZipDirectory(big)).toThrow(/decompression bomb/);
  });

  it('stops inflating at the declared size when a header lies', async () => {
    const lying = lieAboutSize(await makeXlsx([{ name: 'S', rows: [['a']] }], { 'x/big.bin': Buffer.alloc(512 * 1024, 1) }), 'x/big.bin', 100);
    await expect(assertZipWithinLimits(lying)).rejects.toThrow(ZipBombError);
  });

  it('calls garbage a damaged file', () => {
    expect(() => readZipDirectory(Buffer.from('not a zip at all, just some words here'))).toThrow(/damaged/);
  });
});

describe('CSV rows', () => {
  it('handles quotes, doubled quotes, delimiters and line breaks inside cells, and CRLF', () => {
    expect(parseDelimited('a,"b,c","say ""hi"""\r\n"x\ny",z', ',')).toEqual([
      ['a', 'b,c', 'say "hi"'],
      ['x y', 'z'],
    ]);
  });
});
