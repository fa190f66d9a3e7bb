import { PDFDocument } from 'pdf-lib';
import type { ScanFile } from '../types.js';
import { wrapText } from './wrap.js';
import { canvasFontFamily } from '../../../../platform/pdf/canvas-fonts.js';

/** A letter page at 150 dpi: what an office copier's "scan to PDF" typically produces. */
const WIDTH = 1275;
const HEIGHT = 1650;
const MARGIN = 150;
const FONT_PX = 27;
const LEADING = 40;

/** A small deterministic PRNG (mulberry32): the same speckles on every seed. */
function prng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const seedOf = (s: string) => [...s].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, 7);

/**
 * One scanned page: text drawn on an off-white, slightly skewed sheet with copier speckles and a
 * received stamp, saved as a JPEG inside a PDF with no text layer, so only OCR can read it.
 */
export async function renderScan(file: ScanFile): Promise<Buffer> {
  const { createCanvas } = await import('@napi-rs/canvas');
  const family = await canvasFontFamily();
  const canvas = createCanvas(WIDTH, HEIGHT);
  const g = canvas.getContext('2d');
  const random = prng(seedOf(file.filename));
  g.fillStyle = '#f8f7f3';
  g.fillRect(0, 0, WIDTH, HEIGHT);
  // A sheet fed a little crooked: OCR copes with a fraction of a degree, as with real scans.
  g.translate(WIDTH / 2, HEIGHT / 2);
  g.rotate(0.004);
  g.translate(-WIDTH / 2, -HEIGHT / 2);
  g.fillStyle = '#1b1b1b';
  let y = MARGIN;
  for (const entry of file.lines) {
    const line = typeof entry === 'string' ? { text: entry } : entry;
    g.font = `${line.bold ? 'bold ' : ''}${FONT_PX}px "${family}"`;
    if (!line.text) {
      y += LEADING * 0.6;
      continue;
    }
    for (const part of wrapText(line.text, WIDTH - 2 * MARGIN, (s) => g.measureText(s).width)) {
      const w = g.measureText(part).width;
      const x = line.align === 'center' ? (WIDTH - w) / 2 : line.align === 'right' ? WIDTH - MARGIN - w : MARGIN;
      g.fillText(part, x, y);
      y += LEADING;
    }
  }
  g.setTransform(1, 0, 0, 1, 0, 0);
  if (file.stamp) {
    g.save();
    g.font = `bold 26px "${family}"`;
    const boxWidth = g.measureText(file.stamp).width + 28;
    g.translate(WIDTH - MARGIN - boxWidth + 40, 110);
    g.rotate(-0.08);
    g.strokeStyle = '#6d6d6d';
    g.lineWidth = 4;
    g.strokeRect(-14, -40, boxWidth, 58);
    g.fillStyle = '#6d6d6d';
    g.fillText(file.stamp, 0, 0);
    g.restore();
  }
  // Copier dust: faint specks, enough to look scanned but too small and pale to read as letters
  // (the corpus must still OCR to its names and amounts).
  g.fillStyle = '#a8a8a8';
  for (let i = 0; i < 160; i += 1) g.fillRect(random() * WIDTH, random() * HEIGHT, 1 + random(), 1 + random());
  const jpeg = await canvas.encode('jpeg', 90);

  const doc = await PDFDocument.create({ updateMetadata: false });
  const when = new Date(`${file.date}T15:30:00Z`);
  doc.setCreator('RICOH IM C3000');
  doc.setProducer('RICOH IM C3000');
  doc.setCreationDate(when);
  doc.setModificationDate(when);
  const image = await doc.embedJpg(jpeg);
  const page = doc.addPage([612, 792]);
  page.drawImage(image, { x: 0, y: 0, width: 612, height: 792 });
  return Buffer.from(await doc.save());
}
