import { ProcessingError } from './failures.js';

/**
 * Largest image OCR accepts: an A4 page scanned at 600 dpi is ~35 megapixels. A small file that
 * claims 100,000 × 100,000 pixels would exhaust the OCR engine's memory when decoded.
 */
export const MAX_OCR_PIXELS = 60_000_000;

/** Width and height from the header alone (PNG, JPEG, TIFF, GIF, BMP, WebP), or null when they cannot be read. */
export function imageDimensions(buf: Buffer, type: string): { width: number; height: number } | null {
  if (type === 'png' && buf.length >= 24 && buf.toString('latin1', 12, 16) === 'IHDR') {
    return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
  }
  if (type === 'jpg') return jpegDimensions(buf);
  if (type === 'tif') return tiffDimensions(buf);
  // GIF: the logical screen; BMP: a signed height (negative when stored top-down).
  if (type === 'gif' && buf.length >= 10) return { width: buf.readUInt16LE(6), height: buf.readUInt16LE(8) };
  if (type === 'bmp' && buf.length >= 26) return { width: Math.abs(buf.readInt32LE(18)), height: Math.abs(buf.readInt32LE(22)) };
  if (type === 'webp') return webpDimensions(buf);
  return null;
}

/** WebP's three layouts: extended (VP8X), lossless (VP8L) and lossy (VP8). */
function webpDimensions(buf: Buffer): { width: number; height: number } | null {
  if (buf.length < 30 || buf.toString('latin1', 0, 4) !== 'RIFF' || buf.toString('latin1', 8, 12) !== 'WEBP') return null;
  const chunk = buf.toString('latin1', 12, 16);
  if (chunk === 'VP8X') return { width: buf.readUIntLE(24, 3) + 1, height: buf.readUIntLE(27, 3) + 1 };
  if (chunk === 'VP8L') {
    const bits = buf.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ') return { width: buf.readUInt16LE(26) & 0x3fff, height: buf.readUInt16LE(28) & 0x3fff };
  return null;
}

function jpegDimensions(buf: Buffer): { width: number; height: number } | null {
  let at = 2;
  while (at + 9 < buf.length) {
    if (buf[at] !== 0xff) return null;
    const marker = buf[at + 1]!;
    // SOF0–SOF15 carry the frame size, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: buf.readUInt16BE(at + 5), width: buf.readUInt16BE(at + 7) };
    }
    at += 2 + buf.readUInt16BE(at + 2);
  }
  return null;
}

function tiffDimensions(buf: Buffer): { width: number; height: number } | null {
  if (buf.length < 8) return null;
  const le = buf.toString('latin1', 0, 2) === 'II';
  const u16 = (o: number) => (le ? buf.readUInt16LE(o) : buf.readUInt16BE(o));
  const u32 = (o: number) => (le ? buf.readUInt32LE(o) : buf.readUInt32BE(o));
  const ifd = u32(4);
  if (ifd + 2 > buf.length) return null;
  let width = 0;
  let height = 0;
  for (let i = 0, n = u16(ifd); i < n && ifd + 2 + i * 12 + 12 <= buf.length; i += 1) {
    const o = ifd + 2 + i * 12;
    const tag = u16(o);
    const value = u16(o + 2) === 3 ? u16(o + 8) : u32(o + 8);
    if (tag === 256) width = value;
    if (tag === 257) height = value;
  }
  return width && height ? { width, height } : null;
}

/** Refuses an image too large to OCR before any decoder sees it. */
export function assertOcrSize(buf: Buffer, type: string): void {
  const size = imageDimensions(buf, type);
  if (size && size.width * size.height > MAX_OCR_PIXELS) {
    throw new ProcessingError(
      `The image is ${size.width} × ${size.height} pixels, more than the text reader accepts (${MAX_OCR_PIXELS / 1_000_000} megapixels). Scan it at a lower resolution and upload it again.`,
    );
  }
}
