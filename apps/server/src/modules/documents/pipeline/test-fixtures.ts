import { deflateSync } from 'node:zlib';

/**
 * Files generated for the pipeline's tests (tests only): scans rendered with @napi-rs/canvas,
 * e-mails and workbooks written by hand, and zips that are decompression bombs.
 */

/** A white page with black lines of text, as a scanner would produce it (RGBA pixels). */
async function renderLines(lines: string[], width: number, height: number, fontPx: number) {
  const { createCanvas } = await import('@napi-rs/canvas');
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, width, height);
  g.fillStyle = '#000000';
  g.font = `${fontPx}px sans-serif`;
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
export async function makeScannedPdf(lines: string[]): Promise<Buffer> {
  const width = 1275;
  const height = 1650;
  const canvas = await renderLines(lines, width, height, 44);
  const image = deflateSync(grayOf(canvas.getContext('2d').getImageData(0, 0, width, height).data, width * height));
  const content = 'q 612 0 0 792 0 0 cm /Im1 Do Q';
  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (b: Buffer) => {
    parts.push(b);
    length += b.length;
  };
  push(Buffer.from('%PDF-1.4\n', 'latin1'));
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /XObject << /Im1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  objects.forEach((o, i) => {
    offsets.push(length);
    push(Buffer.from(`${i + 1} 0 obj\n${o}\nendobj\n`, 'latin1'));
  });
  offsets.push(length);
  push(
    Buffer.from(
      `5 0 obj\n<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode /Length ${image.length} >>\nstream\n`,
      'latin1',
    ),
  );
  push(image);
  push(Buffer.from('\nendstream\nendobj\n', 'latin1'));
  const xref = length;
  const table = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  push(Buffer.from(`xref\n0 6\n0000000000 65535 f \n${table}trailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`, 'latin1'));
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
