import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { extractDocx } from './extract.js';
import { extractOdf } from './opendocument.js';
import { extractPptx } from './presentation.js';
import { extractXlsx, parseDelimited } from './spreadsheet.js';
import { craftZip, FORMAT_PARTS, sharedBytesZip, withZip64End, type CraftEntry } from './zip-fixtures.js';
import { OFFICE_ZIP_LIMITS, openZip, ZipBombError } from './zip-guard.js';

const MB = 1024 * 1024;
const formats = Object.entries(FORMAT_PARTS);
const nest = (levels: number): Buffer => {
  let inner = craftZip([{ name: 'deepest.txt', data: Buffer.from('bottom') }]);
  for (let i = 1; i < levels; i += 1) inner = craftZip([{ name: `level${i}.zip`, data: inner }]);
  return inner;
};

describe.each(formats)('zip guard on a %s', (_format, { main, parts }) => {
  const without = (name: string) => parts.filter((p) => p.name !== name);
  const mainPart = parts.find((p) => p.name === main)!;

  it('opens the honest file and reads its parts', async () => {
    const zip = await openZip(craftZip(parts));
    expect(zip.names).toEqual(parts.map((p) => p.name));
    expect(await zip.text(main)).toContain('Honest');
    expect(await zip.text('not/there.xml')).toBeNull();
  });

  it('refuses two entries of one name, whichever a reader would pick', async () => {
    const hidden: CraftEntry = { name: main, zeros: 100 * MB };
    await expect(openZip(craftZip([...parts, hidden]))).rejects.toThrow(`its archive holds two entries named ${main}`);
    // Case and separators do not make another name either.
    await expect(openZip(craftZip([...parts, { ...mainPart, name: main.toUpperCase().replaceAll('/', '\\') }]))).rejects.toThrow(/two entries named/);
  });

  it('refuses an end record that announces fewer entries than the directory holds', async () => {
    const zip = craftZip([...parts, { name: 'hidden/part.xml', data: Buffer.from('<hidden/>') }], { announce: parts.length });
    await expect(openZip(zip)).rejects.toThrow(`end record announces ${parts.length} entries but its directory holds ${parts.length + 1}`);
  });

  it('stops inflating a part at the size it declares, in the directory and its header alike', async () => {
    const lying = craftZip([...without(main), { name: main, zeros: 50 * MB, declaredSize: 100 }]);
    await expect(openZip(lying)).rejects.toThrow(`its part ${main} inflates past the 100 bytes it declares`);
    await expect(openZip(lying)).rejects.toBeInstanceOf(ZipBombError);
    const disagreeing = craftZip([...without(main), { ...mainPart, localSize: 5 }]);
    await expect(openZip(disagreeing)).rejects.toThrow(`its part ${main} declares one size in its header and another in the directory`);
  });

  it('refuses a part compressed past the ratio, and declared sizes past the total', async () => {
    await expect(openZip(craftZip([...parts, { name: 'pad.bin', zeros: 8 * MB }]))).rejects.toThrow(/its part pad\.bin would inflate to \d+ times its stored size/);
    const big = craftZip([...parts, { name: 'a.bin', zeros: 200 * MB }, { name: 'b.bin', zeros: 200 * MB }]);
    await expect(openZip(big, { ...OFFICE_ZIP_LIMITS, maxRatio: 1e6 })).rejects.toThrow('it would inflate past 300 MB (a possible decompression bomb)');
  });

  it('walks archives inside it down to the depth limit, and no deeper', async () => {
    await expect(openZip(craftZip([...parts, { name: 'embeddings/two-deep.zip', data: nest(2) }]))).resolves.toBeDefined();
    await expect(openZip(craftZip([...parts, { name: 'embeddings/three-deep.zip', data: nest(3) }]))).rejects.toThrow('it holds archives nested more than 2 deep');
    // A bomb one level down is found too, its bytes counted against the same total.
    const innerBomb = craftZip([{ name: 'pad.bin', zeros: 8 * MB }]);
    await expect(openZip(craftZip([...parts, { name: 'embeddings/inner.zip', data: innerBomb, store: true }]))).rejects.toThrow(/times its stored size/);
  });
});

describe('zip guard', () => {
  it('refuses entries that share their bytes, and too many entries', async () => {
    await expect(openZip(sharedBytesZip())).rejects.toThrow('several of its parts share the same stored bytes');
    const many = craftZip(Array.from({ length: 20 }, (_, i) => ({ name: `x/${i}.txt`, data: Buffer.from('x') })));
    await expect(openZip(many, { ...OFFICE_ZIP_LIMITS, maxEntries: 10 })).rejects.toThrow('it holds more than 10 parts');
  });

  it('reads a file whose writer added ZIP64 end records, and holds them to the same checks', async () => {
    // The Office guard and the volume reader share one directory reader (zip-central-directory.ts).
    const { main, parts } = FORMAT_PARTS.docx;
    expect(await (await openZip(withZip64End(craftZip(parts)))).text(main)).toContain('Honest');
    await expect(openZip(withZip64End(craftZip(parts), parts.length + 1))).rejects.toThrow(`end record announces ${parts.length + 1} entries`);
    await expect(openZip(withZip64End(craftZip(parts), 6_000))).rejects.toThrow('it holds more than 5,000 parts');
  });

  it('refuses a nested archive too large to check in memory', async () => {
    const inner = craftZip([{ name: 'scan.bin', data: randomBytes(2 * MB), store: true }]);
    const outer = craftZip([{ name: 'inner.zip', data: inner, store: true }]);
    await expect(openZip(outer, { ...OFFICE_ZIP_LIMITS, maxNestedBytes: MB })).rejects.toThrow('it holds an archive of more than 1 MB inside it');
  });

  it('calls garbage, a cut-off file and a corrupt deflate stream damaged', async () => {
    const honest = craftZip(FORMAT_PARTS.docx.parts);
    await expect(openZip(Buffer.from('not a zip at all, just some words here'))).rejects.toThrow(/damaged/);
    await expect(openZip(honest.subarray(0, honest.length - 5))).rejects.toThrow(/damaged/);
    const corrupt = Buffer.from(honest);
    corrupt.fill(0xff, 60, 80); // inside the first part's deflate stream
    await expect(openZip(corrupt)).rejects.toThrow(/damaged/);
  });

  it('keeps memory flat while it refuses six hidden 500 MB parts and a 500 MB part declared as 1 KB', async () => {
    const { parts } = FORMAT_PARTS.docx;
    const six = Array.from({ length: 6 }, (): CraftEntry => ({ name: 'word/document.xml', zeros: 500 * MB }));
    const finding = craftZip([...parts, ...six], { announce: parts.length });
    const lying = craftZip([...parts.slice(0, 2), { name: 'word/document.xml', zeros: 500 * MB, declaredSize: 1024 }]);
    const before = process.memoryUsage().rss;
    await expect(openZip(finding)).rejects.toThrow('two entries named word/document.xml');
    await expect(openZip(lying)).rejects.toThrow('inflates past the 1,024 bytes it declares');
    expect(process.memoryUsage().rss - before).toBeLessThan(64 * MB);
  });
});

describe('readers through the guard', () => {
  const stream = (buf: Buffer) => Readable.from([buf]);

  it('mammoth reads a Word file only through the guarded archive', async () => {
    const pages = await extractDocx(stream(craftZip(FORMAT_PARTS.docx.parts)));
    expect(pages[0]?.text).toBe('Honest contract text');
    const shadow: CraftEntry = { name: 'word/document.xml', data: Buffer.from('<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Shadow</w:t></w:r></w:p></w:body></w:document>') };
    await expect(extractDocx(stream(craftZip([...FORMAT_PARTS.docx.parts, shadow])))).rejects.toThrow('two entries named word/document.xml');
  });

  it('the workbook reader refuses a lying part', async () => {
    expect((await extractXlsx(stream(craftZip(FORMAT_PARTS.xlsx.parts))))[0]?.text).toBe('Sheet: Damages\nHonest figures');
    const lying = craftZip([...FORMAT_PARTS.xlsx.parts.slice(0, 2), { name: 'xl/worksheets/sheet1.xml', zeros: 20 * MB, declaredSize: 10 }]);
    await expect(extractXlsx(stream(lying))).rejects.toThrow(/decompression bomb/);
  });
});

describe('presentations and OpenDocument, read through the guard', () => {
  const stream = (buf: Buffer) => Readable.from([buf]);
  const odf = (mime: string, body: string) =>
    craftZip([
      { name: 'mimetype', data: Buffer.from(`application/vnd.oasis.opendocument.${mime}`), store: true },
      { name: 'content.xml', data: Buffer.from(`<office:document-content xmlns:office="o" xmlns:text="t" xmlns:table="tb" xmlns:draw="d"><office:body>${body}</office:body></office:document-content>`) },
    ]);

  it('reads a deck slide by slide in its order, with speaker notes', async () => {
    const { parts } = FORMAT_PARTS.pptx;
    const deck = (xml: string) => ({ name: 'ppt/presentation.xml', data: Buffer.from(xml) });
    const slide = (n: number, text: string): CraftEntry => ({ name: `ppt/slides/slide${n}.xml`, data: Buffer.from(`<p:sld><a:p><a:r><a:t>${text}</a:t></a:r><a:br/><a:r><a:t>line &amp; two</a:t></a:r></a:p></p:sld>`) });
    const zip = craftZip([
      deck('<p:presentation><p:sldIdLst><p:sldId id="257" r:id="rId2"/><p:sldId id="256" r:id="rId1"/></p:sldIdLst></p:presentation>'),
      { name: 'ppt/_rels/presentation.xml.rels', data: Buffer.from('<Relationships><Relationship Id="rId1" Target="slides/slide1.xml"/><Relationship Id="rId2" Target="/ppt/slides/slide2.xml"/></Relationships>') },
      slide(1, 'Second in order'),
      slide(2, 'First in order'),
      { name: 'ppt/slides/_rels/slide2.xml.rels', data: Buffer.from('<Relationships><Relationship Id="rId9" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/notesSlide" Target="../notesSlides/notesSlide1.xml"/></Relationships>') },
      { name: 'ppt/notesSlides/notesSlide1.xml', data: Buffer.from('<p:notes><a:p><a:r><a:t>Say the damages slowly</a:t></a:r></a:p><a:p><a:fld type="slidenum"><a:t>1</a:t></a:fld></a:p></p:notes>') },
    ]);
    expect((await extractPptx(stream(zip))).map((p) => p.text)).toEqual(['Slide 1\nFirst in order\nline & two\nNotes:\nSay the damages slowly', 'Slide 2\nSecond in order\nline & two']);
    expect((await extractPptx(stream(craftZip(parts))))[0]?.text).toBe('Slide 1\nHonest slide text');
    await expect(extractPptx(stream(craftZip([...parts, { name: 'ppt/slides/slide1.xml', zeros: 100 * MB }])))).rejects.toThrow('two entries named ppt/slides/slide1.xml');
  });

  it('reads OpenDocument text, spreadsheets by sheet and presentations by slide', async () => {
    expect((await extractOdf(stream(craftZip(FORMAT_PARTS.odt.parts)), 'odt'))[0]?.text).toBe('Honest memo text');
    const text = odf('text', '<office:text><text:h>Memo</text:h><text:p>To:<text:tab/>Counsel<text:s text:c="2"/>&amp; staff<text:line-break/>Re: lease</text:p></office:text>');
    expect((await extractOdf(stream(text), 'odt'))[0]?.text).toBe('Memo\nTo:\tCounsel  & staff\nRe: lease');
    const cells = (r: string[]) => `<table:table-row>${r.map((c) => `<table:table-cell><text:p>${c}</text:p></table:table-cell>`).join('')}<table:table-cell table:number-columns-repeated="1000"/></table:table-row>`;
    const sheets = odf('spreadsheet', `<office:spreadsheet><table:table table:name="Damages">${cells(['Item', 'Amount'])}${cells(['Lost profits', '250000'])}</table:table><table:table table:name="Witnesses">${cells(['Margaret Voss'])}</table:table></office:spreadsheet>`);
    expect((await extractOdf(stream(sheets), 'ods')).map((p) => p.text)).toEqual(['Sheet: Damages\nItem\tAmount\nLost profits\t250000', 'Sheet: Witnesses\nMargaret Voss']);
    const slides = odf('presentation', '<office:presentation><draw:page draw:name="a"><draw:frame><draw:text-box><text:p>Opening</text:p></draw:text-box></draw:frame></draw:page><draw:page draw:name="b"><text:p>Closing</text:p></draw:page></office:presentation>');
    expect((await extractOdf(stream(slides), 'odp')).map((p) => p.text)).toEqual(['Slide 1\nOpening', 'Slide 2\nClosing']);
    const lying = craftZip([FORMAT_PARTS.odt.parts[0]!, { name: 'content.xml', zeros: 100 * MB, declaredSize: 4096 }]);
    await expect(extractOdf(stream(lying), 'odt')).rejects.toThrow('its part content.xml inflates past the 4,096 bytes it declares');
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

describe('password-protected entries', () => {
  const locked = (): Buffer =>
    craftZip([
      { name: 'open/letter.txt', data: Buffer.from('plain words') },
      { name: 'sealed/terms.pdf', data: randomBytes(300), store: true, encrypted: true },
    ]);

  it('refuses the archive for an Office reader (a part it needs cannot be read)', async () => {
    await expect(openZip(locked())).rejects.toThrow(/password-protected/);
  });

  it('lists them, never inflated, when a plain ZIP is unpacked; each still encrypted in a ZIP of its own', async () => {
    const zip = await openZip(locked(), OFFICE_ZIP_LIMITS, { keepEncrypted: true });
    expect(zip.names).toEqual(['open/letter.txt', 'sealed/terms.pdf']);
    expect([...zip.encrypted]).toEqual(['sealed/terms.pdf']);
    expect(await zip.text('open/letter.txt')).toBe('plain words');
    await expect(zip.read('sealed/terms.pdf')).rejects.toThrow(/password-protected/);
    const copy = zip.sealedCopy('sealed/terms.pdf');
    const alone = await openZip(copy, OFFICE_ZIP_LIMITS, { keepEncrypted: true });
    expect(alone.names).toEqual(['sealed/terms.pdf']);
    expect([...alone.encrypted]).toEqual(['sealed/terms.pdf']);
    expect(() => zip.sealedCopy('open/letter.txt')).toThrow();
  });

  it('checks a nested archive holding one as far as it can (its other entries still inflated and checked)', async () => {
    const inner = craftZip([{ name: 'x.bin', data: randomBytes(50), store: true, encrypted: true }]);
    const outer = await openZip(craftZip([{ name: 'inner.zip', data: inner }]), OFFICE_ZIP_LIMITS, { keepEncrypted: true });
    expect(outer.encrypted.size).toBe(0);
    await expect(openZip(craftZip([{ name: 'inner.zip', data: inner }]))).rejects.toThrow(/password-protected/);
    const bomb = craftZip([{ name: 'x.bin', data: randomBytes(50), store: true, encrypted: true }, { name: 'zeros', zeros: 10 * MB, declaredSize: 1000 }]);
    await expect(openZip(craftZip([{ name: 'inner.zip', data: bomb }]), OFFICE_ZIP_LIMITS, { keepEncrypted: true })).rejects.toThrow(ZipBombError);
  });
});
