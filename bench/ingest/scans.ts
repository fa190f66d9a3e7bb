/**
 * Generated scanned pages: US letter at 150 dpi (1275 × 1650 px), black 11.5 pt sans text (the bundled Liberation Sans) on
 * white, PNG — what a document scanner's "text" preset produces. @napi-rs/canvas is the canvas the
 * pipeline itself renders PDF pages with.
 */
import { createCanvas } from '@napi-rs/canvas';
import { canvasFontFamily } from '../../apps/server/src/platform/pdf/canvas-fonts.js';
import { fillLines, heading, seededRandom, sentence } from './legal-text.js';

const WIDTH = 1275;
const HEIGHT = 1650;
const MARGIN = 150;
const FONT_PX = 24;
const LINE_PX = 36;

/** One page with `lineCount` lines of body text (a full page is ~36). */
export async function makeScanPage(index: number, lineCount = 36): Promise<Buffer> {
  const random = seededRandom(5000 + index);
  const family = await canvasFontFamily();
  const canvas = createCanvas(WIDTH, HEIGHT);
  const g = canvas.getContext('2d');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, WIDTH, HEIGHT);
  g.fillStyle = '#000000';
  g.font = `bold ${FONT_PX}px "${family}"`;
  g.fillText(heading(random, index + 1), MARGIN, MARGIN);
  g.font = `${FONT_PX}px "${family}"`;
  const lines = fillLines(sentence(random), () => sentence(random), (t) => g.measureText(t).width, WIDTH - 2 * MARGIN, lineCount);
  lines.forEach((line, i) => g.fillText(line, MARGIN, MARGIN + LINE_PX * 1.5 + i * LINE_PX));
  return canvas.encode('png');
}
