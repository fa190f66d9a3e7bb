import { encodeG4, type Bilevel } from './g4-encode.js';

/*
 * A single-page bilevel TIFF compressed with CCITT Group 4, the image every review platform and
 * court e-filing system loads. Little-endian; the IFD right after the header, then the two
 * resolution rationals, then the image in one strip. The tags are the baseline bilevel set
 * (SamplesPerPixel is written though its default is 1: a few loaders insist on it).
 */

const TYPE_SHORT = 3;
const TYPE_LONG = 4;
const TYPE_RATIONAL = 5;

interface Tag {
  tag: number;
  type: number;
  /** SHORT/LONG: the value; RATIONAL: the offset of its 8 bytes. */
  value: number;
}

export interface TiffOptions {
  /** Pixels per inch, written as XResolution/YResolution with ResolutionUnit 2 (inch). */
  dpi: number;
}

export function bilevelTiff(image: Bilevel, options: TiffOptions): Uint8Array {
  const strip = encodeG4(image);
  const tagCount = 14;
  const ifdOffset = 8;
  const ifdSize = 2 + tagCount * 12 + 4;
  const xResOffset = ifdOffset + ifdSize;
  const yResOffset = xResOffset + 8;
  const stripOffset = yResOffset + 8;
  const tags: Tag[] = [
    { tag: 256, type: TYPE_LONG, value: image.width }, // ImageWidth
    { tag: 257, type: TYPE_LONG, value: image.height }, // ImageLength
    { tag: 258, type: TYPE_SHORT, value: 1 }, // BitsPerSample
    { tag: 259, type: TYPE_SHORT, value: 4 }, // Compression: CCITT T.6
    { tag: 262, type: TYPE_SHORT, value: 0 }, // PhotometricInterpretation: WhiteIsZero
    { tag: 266, type: TYPE_SHORT, value: 1 }, // FillOrder: most significant bit first
    { tag: 273, type: TYPE_LONG, value: stripOffset }, // StripOffsets
    { tag: 277, type: TYPE_SHORT, value: 1 }, // SamplesPerPixel
    { tag: 278, type: TYPE_LONG, value: image.height }, // RowsPerStrip: one strip
    { tag: 279, type: TYPE_LONG, value: strip.length }, // StripByteCounts
    { tag: 282, type: TYPE_RATIONAL, value: xResOffset }, // XResolution
    { tag: 283, type: TYPE_RATIONAL, value: yResOffset }, // YResolution
    { tag: 293, type: TYPE_LONG, value: 0 }, // T6Options: no uncompressed mode
    { tag: 296, type: TYPE_SHORT, value: 2 }, // ResolutionUnit: inch
  ];
  const out = new Uint8Array(stripOffset + strip.length);
  const view = new DataView(out.buffer);
  out.set([0x49, 0x49, 42, 0]); // "II", 42: little-endian TIFF
  view.setUint32(4, ifdOffset, true);
  view.setUint16(ifdOffset, tags.length, true);
  tags.forEach((t, i) => {
    const at = ifdOffset + 2 + i * 12;
    view.setUint16(at, t.tag, true);
    view.setUint16(at + 2, t.type, true);
    view.setUint32(at + 4, 1, true); // count
    if (t.type === TYPE_SHORT) view.setUint16(at + 8, t.value, true);
    else view.setUint32(at + 8, t.value, true);
  });
  view.setUint32(ifdOffset + 2 + tags.length * 12, 0, true); // no next IFD: one page
  view.setUint32(xResOffset, options.dpi, true);
  view.setUint32(xResOffset + 4, 1, true);
  view.setUint32(yResOffset, options.dpi, true);
  view.setUint32(yResOffset + 4, 1, true);
  out.set(strip, stripOffset);
  return out;
}
