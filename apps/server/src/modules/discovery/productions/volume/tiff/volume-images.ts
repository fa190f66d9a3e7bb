import { readFile } from 'node:fs/promises';
import type { Staged, VolumeZip } from '../zip-writer.js';
import type { PageImager } from './page-image.js';

/** A produced page as it goes into IMAGES/: its staged bytes and the extension its file name takes. */
export interface VolumeImage {
  staged: Staged;
  ext: 'pdf' | 'tif' | 'jpg';
}

export interface ImagedPages {
  images: VolumeImage[];
  /** Pages dithered as continuous-tone (photographs, greyscale scans). */
  dithered: number;
  /** Pages kept in colour as JPEGs. */
  color: number;
}

const bytesOf = async (staged: Staged): Promise<Uint8Array> => staged.bytes ?? (await readFile(staged.file));

/**
 * A document's stamped single-page PDFs turned into the volume's image files (TIFF or JPEG), each
 * PDF let go as soon as its image is staged. All of the document's images are made before any goes
 * into the archive, as its PDF pages were.
 */
export async function imagesOfPages(pages: readonly Staged[], zip: VolumeZip, imager: PageImager): Promise<ImagedPages> {
  const images: VolumeImage[] = [];
  let dithered = 0;
  let color = 0;
  let released = 0;
  try {
    for (const page of pages) {
      const image = await imager.image(await bytesOf(page));
      await zip.discard([page]);
      released += 1;
      images.push({ staged: await zip.stage(image.bytes), ext: image.ext });
      if (image.dithered) dithered += 1;
      if (image.ext === 'jpg') color += 1;
      // Each page is a few hundred milliseconds of CPU: let the server answer requests in between.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  } catch (err) {
    await zip.discard([...images.map((i) => i.staged), ...pages.slice(released)]);
    throw err;
  }
  return { images, dithered, color };
}
