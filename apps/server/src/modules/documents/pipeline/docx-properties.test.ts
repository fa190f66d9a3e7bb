import { describe, expect, it } from 'vitest';
import { coreProperties } from './extract.js';

describe("a Word file's core properties", () => {
  it('reads the title, author and creation time, entities decoded', () => {
    const xml =
      '<?xml version="1.0"?><cp:coreProperties xmlns:cp="x" xmlns:dc="y" xmlns:dcterms="z" xmlns:xsi="w">' +
      '<dc:title>Notice of Position Elimination &amp; Release</dc:title><dc:creator>Douglas Pryor</dc:creator>' +
      '<dcterms:created xsi:type="dcterms:W3CDTF">2023-08-09T10:00:00Z</dcterms:created></cp:coreProperties>';
    expect(coreProperties(xml)).toEqual({ title: 'Notice of Position Elimination & Release', author: 'Douglas Pryor', created: '2023-08-09T10:00:00Z' });
  });

  it('leaves out what is empty or missing', () => {
    expect(coreProperties('<cp:coreProperties><dc:title></dc:title><dc:creator>  </dc:creator></cp:coreProperties>')).toEqual({});
  });
});
