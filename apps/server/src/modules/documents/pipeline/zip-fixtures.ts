import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * Zips written byte by byte for the tests, honest or crafted the ways hostile archives are: two
 * entries of one name, an end record announcing fewer entries than the directory holds, sizes that
 * lie, a header that disagrees with the directory, entries sharing bytes, archives inside archives.
 * A part of hundreds of megabytes is a few hundred KB (deflated zeros) and costs no memory to make.
 */
export interface CraftEntry {
  name: string;
  /** Contents, deflated unless `store`; or `zeros` bytes of zeros, deflated without allocating them. */
  data?: Buffer;
  zeros?: number;
  store?: boolean;
  /** What the directory (and the local header unless `localSize`) declares as the inflated size. */
  declaredSize?: number;
  localSize?: number;
  localName?: string;
  /** Write no local header or data: the directory points at this offset (bytes already there). */
  at?: number;
  /** Mark the entry encrypted (its data, stored, stands for the ciphertext: nothing can read it). */
  encrypted?: boolean;
}

export interface CraftOptions {
  /** Entry count the end record announces (default: the true count). */
  announce?: number;
}

const MB = 1024 * 1024;
let zeroBlock: Buffer | null = null;
/** The CRC of hundreds of MB of zeros takes a while to compute: each size once per test file. */
const made = new Map<number, { bytes: Buffer; crc: number }>();

/** `size` zeros as one raw deflate stream: a 1 MB block (sync-flushed, not final) repeated, then a final empty block. */
export function deflatedZeros(size: number): { bytes: Buffer; crc: number } {
  const known = made.get(size);
  if (known) return known;
  zeroBlock ??= deflateRawSync(Buffer.alloc(MB), { finishFlush: constants.Z_SYNC_FLUSH });
  const parts: Buffer[] = [];
  let crc = 0;
  const whole = Math.floor(size / MB);
  const oneMb = Buffer.alloc(MB);
  for (let i = 0; i < whole; i += 1) {
    parts.push(zeroBlock);
    crc = crc32(oneMb, crc);
  }
  const rest = size - whole * MB;
  if (rest > 0) {
    parts.push(deflateRawSync(Buffer.alloc(rest), { finishFlush: constants.Z_SYNC_FLUSH }));
    crc = crc32(Buffer.alloc(rest), crc);
  }
  parts.push(Buffer.from([0x03, 0x00])); // BFINAL, fixed Huffman, end of block
  const result = { bytes: Buffer.concat(parts), crc };
  made.set(size, result);
  return result;
}

const UTF8 = 0x800;
const ENCRYPTED = 0x1;

function localHeader(name: Buffer, method: number, crc: number, csize: number, usize: number, flags = UTF8): Buffer {
  const h = Buffer.alloc(30);
  h.writeUInt32LE(0x04034b50, 0);
  h.writeUInt16LE(20, 4);
  h.writeUInt16LE(flags, 6);
  h.writeUInt16LE(method, 8);
  h.writeUInt32LE(crc, 14);
  h.writeUInt32LE(csize, 18);
  h.writeUInt32LE(usize, 22);
  h.writeUInt16LE(name.length, 26);
  return Buffer.concat([h, name]);
}

function centralHeader(name: Buffer, method: number, crc: number, csize: number, usize: number, offset: number, flags = UTF8): Buffer {
  const h = Buffer.alloc(46);
  h.writeUInt32LE(0x02014b50, 0);
  h.writeUInt16LE(20, 4);
  h.writeUInt16LE(20, 6);
  h.writeUInt16LE(flags, 8);
  h.writeUInt16LE(method, 10);
  h.writeUInt32LE(crc, 16);
  h.writeUInt32LE(csize, 20);
  h.writeUInt32LE(usize, 24);
  h.writeUInt16LE(name.length, 28);
  h.writeUInt32LE(offset, 42);
  return Buffer.concat([h, name]);
}

export function craftZip(entries: CraftEntry[], options: CraftOptions = {}): Buffer {
  const body: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    let bytes: Buffer;
    let crc: number;
    let size: number;
    if (e.zeros !== undefined) {
      ({ bytes, crc } = deflatedZeros(e.zeros));
      size = e.zeros;
    } else {
      const data = e.data ?? Buffer.alloc(0);
      bytes = e.store ? data : deflateRawSync(data);
      crc = crc32(data);
      size = data.length;
    }
    const method = e.store ? 0 : 8;
    const declared = e.declaredSize ?? size;
    const flags = e.encrypted ? UTF8 | ENCRYPTED : UTF8;
    if (e.at !== undefined) {
      directory.push(centralHeader(name, method, crc, bytes.length, declared, e.at, flags));
      continue;
    }
    const local = localHeader(Buffer.from(e.localName ?? e.name, 'utf8'), method, crc, bytes.length, e.localSize ?? declared, flags);
    directory.push(centralHeader(name, method, crc, bytes.length, declared, offset, flags));
    body.push(local, bytes);
    offset += local.length + bytes.length;
  }
  const dir = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  const count = options.announce ?? directory.length;
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...body, dir, end]);
}

/**
 * The same zip with a ZIP64 end record (and its locator) in front of the classic one, which then
 * defers to it: how writers end a volume of more than 65,535 files. `announce` is the count the
 * ZIP64 record claims (default: the true count).
 */
export function withZip64End(zip: Buffer, announce?: number): Buffer {
  const endAt = zip.length - 22;
  const count = announce ?? zip.readUInt16LE(endAt + 10);
  const dirSize = zip.readUInt32LE(endAt + 12);
  const dirOffset = zip.readUInt32LE(endAt + 16);
  const end64 = Buffer.alloc(56);
  end64.writeUInt32LE(0x06064b50, 0);
  end64.writeBigUInt64LE(44n, 4);
  end64.writeUInt16LE(45, 12);
  end64.writeUInt16LE(45, 14);
  end64.writeBigUInt64LE(BigInt(count), 24);
  end64.writeBigUInt64LE(BigInt(count), 32);
  end64.writeBigUInt64LE(BigInt(dirSize), 40);
  end64.writeBigUInt64LE(BigInt(dirOffset), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(endAt), 8);
  locator.writeUInt32LE(1, 16);
  const end = Buffer.from(zip.subarray(endAt));
  end.writeUInt16LE(0xffff, 8);
  end.writeUInt16LE(0xffff, 10);
  return Buffer.concat([zip.subarray(0, endAt), end64, locator, end]);
}

/** A stored entry whose data is another entry's local header and data: the two share bytes. */
export function sharedBytesZip(): Buffer {
  const inner = Buffer.from('shared text');
  const innerLocal = localHeader(Buffer.from('b.txt'), 0, crc32(inner), inner.length, inner.length);
  const outerData = Buffer.concat([innerLocal, inner]);
  return craftZip([
    { name: 'a.txt', data: outerData, store: true },
    { name: 'b.txt', data: inner, store: true, at: 30 + 'a.txt'.length },
  ]);
}

const xml = (s: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>${s}`);
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** The smallest honest file of each zip-based format the pipeline knows, with its text in `main`. */
export const FORMAT_PARTS: Record<'docx' | 'xlsx' | 'pptx' | 'odt' | 'zip', { main: string; parts: CraftEntry[] }> = {
  docx: {
    main: 'word/document.xml',
    parts: [
      { name: '[Content_Types].xml', data: xml('<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/></Types>') },
      { name: '_rels/.rels', data: xml(`<Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="word/document.xml"/></Relationships>`) },
      { name: 'word/document.xml', data: xml('<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Honest contract text</w:t></w:r></w:p></w:body></w:document>') },
    ],
  },
  xlsx: {
    main: 'xl/worksheets/sheet1.xml',
    parts: [
      { name: 'xl/workbook.xml', data: xml(`<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${REL}"><sheets><sheet name="Damages" sheetId="1" r:id="rId1"/></sheets></workbook>`) },
      { name: 'xl/_rels/workbook.xml.rels', data: xml(`<Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`) },
      { name: 'xl/worksheets/sheet1.xml', data: xml('<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Honest figures</t></is></c></row></sheetData></worksheet>') },
    ],
  },
  pptx: {
    main: 'ppt/slides/slide1.xml',
    parts: [
      { name: 'ppt/presentation.xml', data: xml(`<p:presentation xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main" xmlns:r="${REL}"><p:sldIdLst><p:sldId id="256" r:id="rId1"/></p:sldIdLst></p:presentation>`) },
      { name: 'ppt/_rels/presentation.xml.rels', data: xml(`<Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/slide" Target="slides/slide1.xml"/></Relationships>`) },
      { name: 'ppt/slides/slide1.xml', data: xml('<p:sld xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><p:cSld><p:spTree><p:sp><p:txBody><a:p><a:r><a:t>Honest slide text</a:t></a:r></a:p></p:txBody></p:sp></p:spTree></p:cSld></p:sld>') },
    ],
  },
  odt: {
    main: 'content.xml',
    parts: [
      { name: 'mimetype', data: Buffer.from('application/vnd.oasis.opendocument.text'), store: true },
      { name: 'content.xml', data: xml('<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"><office:body><office:text><text:p>Honest memo text</text:p></office:text></office:body></office:document-content>') },
    ],
  },
  zip: { main: 'notes.txt', parts: [{ name: 'notes.txt', data: Buffer.from('Honest notes') }] },
};
