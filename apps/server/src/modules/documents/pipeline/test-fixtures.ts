import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { canvasFontFamily } from '../../../platform/pdf/canvas-fonts.js';

/**
 * Files generated for the pipeline's tests (tests only): scans rendered with @napi-rs/canvas,
 * e-mails and workbooks written by hand, zips that are decompression bombs, Outlook messages and
 * other OLE files (via the `cfb` writer), and password-protected PDFs (RC4, written by hand).
 */

/** A white page with black lines of text, as a scanner would produce it (RGBA pixels). */
async function renderLines(lines: string[], width: number, height: number, fontPx: number) {
  const { createCanvas } = await import('@napi-rs/canvas');
  const family = await canvasFontFamily();
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, width, height);
  g.fillStyle = '#000000';
  g.font = `${fontPx}px "${family}"`;
  lines.forEach((line, i) => g.fillText(line, fontPx, fontPx * 2 + i * fontPx * 1.6));
  return canvas;
}

const grayOf = (rgba: Uint8ClampedArray, pixels: number) => {
  const gray = Buffer.alloc(pixels);
  for (let i = 0; i < pixels; i += 1) gray[i] = rgba[i * 4]!;
  return gray;
};

export async function makeScanPng(lines: string[]): Promise<Buffer> {
  return (await renderLines(lines, 1000, 120 + lines.length * 64, 40)).encode('png');
}

/** The same scan as a GIF (what old fax software and web pages save). */
export async function makeScanGif(lines: string[]): Promise<Buffer> {
  return (await renderLines(lines, 1000, 120 + lines.length * 64, 40)).encode('gif');
}

/**
 * A photograph as OCR sees one: a gradient with a few hundred translucent blotches of colour
 * (seeded, so every run is the same picture). It has no text; Tesseract still finds "words" in it.
 */
export async function makePhotoPng(seed = 1): Promise<Buffer> {
  const { createCanvas } = await import('@napi-rs/canvas');
  const canvas = createCanvas(800, 600);
  const g = canvas.getContext('2d');
  const gradient = g.createLinearGradient(0, 0, 800, 600);
  gradient.addColorStop(0, '#203040');
  gradient.addColorStop(1, '#d0c0a0');
  g.fillStyle = gradient;
  g.fillRect(0, 0, 800, 600);
  let state = seed;
  const random = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let i = 0; i < 400; i += 1) {
    g.fillStyle = `rgba(${Math.floor(random() * 255)},${Math.floor(random() * 255)},${Math.floor(random() * 255)},${random()})`;
    g.fillRect(random() * 800, random() * 600, random() * 60, random() * 20);
  }
  return canvas.encode('png');
}

/** A baseline TIFF (8-bit grey, one uncompressed strip), the simplest thing a scanner writes. */
export async function makeScanTiff(lines: string[]): Promise<Buffer> {
  const width = 1000;
  const height = 120 + lines.length * 64;
  const canvas = await renderLines(lines, width, height, 40);
  const gray = grayOf(canvas.getContext('2d').getImageData(0, 0, width, height).data, width * height);
  const tags: [number, number, number][] = [
    [256, 3, width],
    [257, 3, height],
    [258, 3, 8],
    [259, 3, 1],
    [262, 3, 1],
    [273, 4, 0],
    [277, 3, 1],
    [278, 3, height],
    [279, 4, width * height],
  ];
  const dataOffset = 8 + 2 + tags.length * 12 + 4;
  const head = Buffer.alloc(dataOffset);
  head.write('II', 0, 'latin1');
  head.writeUInt16LE(42, 2);
  head.writeUInt32LE(8, 4);
  head.writeUInt16LE(tags.length, 8);
  tags.forEach(([tag, type, value], i) => {
    const o = 10 + i * 12;
    head.writeUInt16LE(tag, o);
    head.writeUInt16LE(type, o + 2);
    head.writeUInt32LE(1, o + 4);
    const v = tag === 273 ? dataOffset : value;
    if (type === 3) head.writeUInt16LE(v, o + 8);
    else head.writeUInt32LE(v, o + 8);
  });
  return Buffer.concat([head, gray]);
}

/** A one-page PDF whose only content is a grey image of the text: a scan, no text layer. */
export function makeScannedPdf(lines: string[]): Promise<Buffer> {
  return makeScannedPdfPages([lines]);
}

/** A scanned PDF of several pages (one image each, no text layer): slow to read, as OCR is. */
export async function makeScannedPdfPages(pageLines: string[][]): Promise<Buffer> {
  const width = 1275;
  const height = 1650;
  const content = 'q 612 0 0 792 0 0 cm /Im1 Do Q';
  const n = pageLines.length;
  // Objects: 1 catalog, 2 pages, then per page i: page (3+3i), contents (4+3i), image (5+3i).
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>', 'latin1'),
    Buffer.from(`<< /Type /Pages /Kids [${pageLines.map((_, i) => `${3 + i * 3} 0 R`).join(' ')}] /Count ${n} >>`, 'latin1'),
  ];
  for (const [i, lines] of pageLines.entries()) {
    const canvas = await renderLines(lines, width, height, 44);
    const image = deflateSync(grayOf(canvas.getContext('2d').getImageData(0, 0, width, height).data, width * height));
    objects.push(Buffer.from(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${4 + i * 3} 0 R /Resources << /XObject << /Im1 ${5 + i * 3} 0 R >> >> >>`, 'latin1'));
    objects.push(Buffer.from(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`, 'latin1'));
    objects.push(
      Buffer.concat([
        Buffer.from(`<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode /Length ${image.length} >>\nstream\n`, 'latin1'),
        image,
        Buffer.from('\nendstream', 'latin1'),
      ]),
    );
  }
  return pdfOf(objects);
}

/** Numbers the objects, writes the cross-reference table and the trailer. */
function pdfOf(objects: Buffer[], trailerExtra = ''): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n', 'latin1')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(length);
    const obj = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, 'latin1'), body, Buffer.from('\nendobj\n', 'latin1')]);
    parts.push(obj);
    length += obj.length;
  });
  const table = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  parts.push(
    Buffer.from(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${table}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${trailerExtra} >>\nstartxref\n${length}\n%%EOF\n`, 'latin1'),
  );
  return Buffer.concat(parts);
}

/** An .eml (multipart/mixed) with a plain-text body and base64 attachments. */
export function makeEml(opts: { from: string; to: string; cc?: string; subject: string; date: string; messageId: string; body: string; attachments: { filename: string; contentType: string; content: Buffer }[] }): Buffer {
  const boundary = 'b1_family_test';
  const base64Lines = (b: Buffer) => b.toString('base64').replace(/.{76}/g, '$&\r\n');
  const parts = [
    `--${boundary}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n${opts.body}\r\n`,
    ...opts.attachments.map(
      (a) =>
        `--${boundary}\r\nContent-Type: ${a.contentType}; name="${a.filename}"\r\nContent-Disposition: attachment; filename="${a.filename}"\r\nContent-Transfer-Encoding: base64\r\n\r\n${base64Lines(a.content)}\r\n`,
    ),
  ];
  const headers = [
    `From: ${opts.from}`,
    `To: ${opts.to}`,
    ...(opts.cc ? [`Cc: ${opts.cc}`] : []),
    `Subject: ${opts.subject}`,
    `Date: ${opts.date}`,
    `Message-ID: ${opts.messageId}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
  ];
  return Buffer.from(`${headers.join('\r\n')}\r\n\r\n${parts.join('')}--${boundary}--\r\n`, 'utf8');
}

/** A minimal Excel workbook: each sheet is a list of rows; strings go to the shared-string table. */
export async function makeXlsx(sheets: { name: string; rows: (string | number)[][] }[], extra: Record<string, Buffer> = {}): Promise<Buffer> {
  const { default: JSZip } = await import('jszip');
  const zip = new JSZip();
  const shared: string[] = [];
  const col = (i: number) => String.fromCharCode(65 + i);
  zip.file(
    '[Content_Types].xml',
    `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${sheets.map((_, i) => `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`).join('')}</Types>`,
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
  );
  zip.file(
    'xl/workbook.xml',
    `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>${sheets.map((s, i) => `<sheet name="${s.name}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('')}</sheets></workbook>`,
  );
  zip.file(
    'xl/_rels/workbook.xml.rels',
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${sheets.map((_, i) => `<Relationship Id="rId${i + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`).join('')}</Relationships>`,
  );
  sheets.forEach((sheet, i) => {
    const rows = sheet.rows
      .map((row, r) => {
        const cells = row.map((value, c) => {
          const ref = `${col(c)}${r + 1}`;
          if (typeof value === 'number') return `<c r="${ref}"><v>${value}</v></c>`;
          shared.push(value);
          return `<c r="${ref}" t="s"><v>${shared.length - 1}</v></c>`;
        });
        return `<row r="${r + 1}">${cells.join('')}</row>`;
      })
      .join('');
    zip.file(`xl/worksheets/sheet${i + 1}.xml`, `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows}</sheetData></worksheet>`);
  });
  zip.file(
    'xl/sharedStrings.xml',
    `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${shared.map((s) => `<si><t>${s.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</t></si>`).join('')}</sst>`,
  );
  for (const [name, content] of Object.entries(extra)) zip.file(name, content);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/**
 * Rewrites the uncompressed size one entry declares (central directory and local header): the
 * trick a decompression bomb uses to slip past a check of declared sizes.
 */
export function lieAboutSize(zip: Buffer, entryName: string, declared: number): Buffer {
  const out = Buffer.from(zip);
  for (let at = 0; at + 46 < out.length; at += 1) {
    if (out.readUInt32LE(at) !== 0x02014b50) continue;
    const nameLength = out.readUInt16LE(at + 28);
    if (out.toString('utf8', at + 46, at + 46 + nameLength) !== entryName) continue;
    out.writeUInt32LE(declared, at + 24);
    out.writeUInt32LE(declared, out.readUInt32LE(at + 42) + 22);
  }
  return out;
}

/** An OLE Compound File holding the given streams ("Folder/Stream" paths), as Office writes them. */
export async function makeOle(streams: Record<string, Buffer>): Promise<Buffer> {
  const { default: CFB } = await import('cfb');
  const container = CFB.utils.cfb_new();
  for (const [name, content] of Object.entries(streams)) CFB.utils.cfb_add(container, `/${name}`, content);
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
}

export interface MsgPerson {
  name: string;
  email: string;
}

export interface MsgOptions {
  subject: string;
  body: string;
  from: MsgPerson;
  to: MsgPerson[];
  cc?: MsgPerson[];
  date: Date;
  messageId?: string;
  attachments?: { filename: string; content: Buffer; mime?: string }[];
  /** E-mails attached to this one (Outlook's "attach item"). */
  attachedMessages?: MsgOptions[];
}

/** A MAPI string property (PT_UNICODE): UTF-16LE, NUL-terminated. */
const unicode = (text: string) => Buffer.from(`${text}\0`, 'utf16le');
/** 100-ns ticks since 1601: how MAPI stores a time. */
const fileTime = (date: Date) => BigInt(date.getTime()) * 10_000n + 116_444_736_000_000_000n;

/** A __properties_version1.0 stream: a header, then 16 bytes per fixed-size property. */
function propertyStream(headerBytes: number, props: [tag: number, value: number | bigint][], counts?: { recipients: number; attachments: number }): Buffer {
  const out = Buffer.alloc(headerBytes + props.length * 16);
  if (counts) {
    out.writeUInt32LE(counts.recipients, 8);
    out.writeUInt32LE(counts.attachments, 12);
    out.writeUInt32LE(counts.recipients, 16);
    out.writeUInt32LE(counts.attachments, 20);
  }
  props.forEach(([tag, value], i) => {
    const at = headerBytes + i * 16;
    out.writeUInt32LE(tag, at);
    out.writeUInt32LE(0x6, at + 4); // readable | writable
    if (typeof value === 'bigint') out.writeBigUInt64LE(value, at + 8);
    else out.writeUInt32LE(value, at + 8);
  });
  return out;
}

/** The streams of one message, under `prefix` ("" for the top level, a storage for an attached one). */
function msgStreams(m: MsgOptions, prefix: string, headerBytes: number): Record<string, Buffer> {
  const recipients = [...m.to.map((p) => ({ ...p, type: 1 })), ...(m.cc ?? []).map((p) => ({ ...p, type: 2 }))];
  const attachments = m.attachments ?? [];
  const attached = m.attachedMessages ?? [];
  const streams: Record<string, Buffer> = {
    [`${prefix}__properties_version1.0`]: propertyStream(headerBytes, [[0x00390040, fileTime(m.date)]], { recipients: recipients.length, attachments: attachments.length + attached.length }),
    [`${prefix}__substg1.0_001A001F`]: unicode('IPM.Note'),
    [`${prefix}__substg1.0_0037001F`]: unicode(m.subject),
    [`${prefix}__substg1.0_1000001F`]: unicode(m.body),
    [`${prefix}__substg1.0_0C1A001F`]: unicode(m.from.name),
    [`${prefix}__substg1.0_0C1F001F`]: unicode(m.from.email),
    [`${prefix}__substg1.0_5D01001F`]: unicode(m.from.email),
    ...(m.messageId ? { [`${prefix}__substg1.0_1035001F`]: unicode(m.messageId) } : {}),
  };
  recipients.forEach((r, i) => {
    const dir = `${prefix}__recip_version1.0_#${String(i).padStart(8, '0')}/`;
    streams[`${dir}__properties_version1.0`] = propertyStream(8, [[0x0c150003, r.type]]);
    streams[`${dir}__substg1.0_3001001F`] = unicode(r.name);
    streams[`${dir}__substg1.0_3003001F`] = unicode(r.email);
    streams[`${dir}__substg1.0_39FE001F`] = unicode(r.email);
  });
  attachments.forEach((a, i) => {
    const dir = `${prefix}__attach_version1.0_#${String(i).padStart(8, '0')}/`;
    streams[`${dir}__properties_version1.0`] = propertyStream(8, [[0x37050003, 1]]); // ATTACH_BY_VALUE
    streams[`${dir}__substg1.0_3707001F`] = unicode(a.filename);
    streams[`${dir}__substg1.0_3704001F`] = unicode(a.filename.slice(0, 12));
    streams[`${dir}__substg1.0_370E001F`] = unicode(a.mime ?? 'application/octet-stream');
    streams[`${dir}__substg1.0_37010102`] = a.content;
  });
  attached.forEach((inner, i) => {
    const dir = `${prefix}__attach_version1.0_#${String(attachments.length + i).padStart(8, '0')}/`;
    streams[`${dir}__properties_version1.0`] = propertyStream(8, [[0x37050003, 5]]); // ATTACH_EMBEDDED_MSG
    streams[`${dir}__substg1.0_3001001F`] = unicode(inner.subject);
    Object.assign(streams, msgStreams(inner, `${dir}__substg1.0_3701000D/`, 24));
  });
  return streams;
}

/**
 * A real Outlook .msg ([MS-OXMSG]): MAPI properties as streams of an OLE Compound File, with
 * recipients, attachments by value and attached e-mails in their own storages.
 */
export function makeMsg(m: MsgOptions): Promise<Buffer> {
  return makeOle(msgStreams(m, '', 32));
}

const PDF_PADDING = Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex');
const md5 = (...parts: Buffer[]) => createHash('md5').update(Buffer.concat(parts)).digest();
const padded = (password: string) => Buffer.concat([Buffer.from(password, 'latin1'), PDF_PADDING]).subarray(0, 32);

/** RC4 (the cipher of the PDF 1.4 standard security handler); Node's OpenSSL no longer ships it. */
function rc4(key: Buffer, data: Buffer): Buffer {
  const s = Array.from({ length: 256 }, (_, i) => i);
  for (let i = 0, j = 0; i < 256; i += 1) {
    j = (j + s[i]! + key[i % key.length]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
  }
  const out = Buffer.alloc(data.length);
  for (let k = 0, i = 0, j = 0; k < data.length; k += 1) {
    i = (i + 1) & 255;
    j = (j + s[i]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
    out[k] = data[k]! ^ s[(s[i]! + s[j]!) & 255]!;
  }
  return out;
}

/**
 * A PDF encrypted with the standard security handler (revision 2, 40-bit RC4), one line of text
 * per page. With a user password nobody can open it without that password; with only an owner
 * password ("restrictions on printing and copying") it opens for everyone.
 */
export function makeProtectedPdf(pages: string[], passwords: { user: string; owner: string }): Buffer {
  const id = createHash('md5').update(pages.join('|')).digest();
  const permissions = Buffer.alloc(4);
  permissions.writeInt32LE(-44); // no printing, no copying
  const owner = rc4(md5(padded(passwords.owner)).subarray(0, 5), padded(passwords.user));
  const key = md5(padded(passwords.user), owner, permissions, id).subarray(0, 5);
  const user = rc4(key, PDF_PADDING);
  const objectKey = (n: number) => md5(key, Buffer.from([n & 255, (n >> 8) & 255, (n >> 16) & 255, 0, 0])).subarray(0, 10);
  const fontId = 3 + pages.length * 2;
  const encryptId = fontId + 1;
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>', 'latin1'),
    Buffer.from(`<< /Type /Pages /Kids [${pages.map((_, i) => `${3 + i * 2} 0 R`).join(' ')}] /Count ${pages.length} >>`, 'latin1'),
  ];
  pages.forEach((text, i) => {
    objects.push(Buffer.from(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${4 + i * 2} 0 R /Resources << /Font << /F1 ${fontId} 0 R >> >> >>`, 'latin1'));
    const stream = rc4(objectKey(4 + i * 2), Buffer.from(`BT /F1 12 Tf 72 720 Td (${text}) Tj ET`, 'latin1'));
    objects.push(Buffer.concat([Buffer.from(`<< /Length ${stream.length} >>\nstream\n`, 'latin1'), stream, Buffer.from('\nendstream', 'latin1')]));
  });
  objects.push(Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>', 'latin1'));
  objects.push(Buffer.from(`<< /Filter /Standard /V 1 /R 2 /O <${owner.toString('hex')}> /U <${user.toString('hex')}> /P -44 >>`, 'latin1'));
  const hexId = id.toString('hex');
  return pdfOf(objects, ` /Encrypt ${encryptId} 0 R /ID [<${hexId}><${hexId}>]`);
}
