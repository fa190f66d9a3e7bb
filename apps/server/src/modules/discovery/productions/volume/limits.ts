/**
 * What the builder will image. A PDF is parsed whole in memory (pdf-lib), and a PNG is decoded
 * to raw pixels to be embedded, so past these a document is produced natively with a slip sheet
 * saying why: the build's memory stays bounded by these, not by the largest file in the case.
 */
export const MAX_IMAGED_PDF_BYTES = 150 * 1024 * 1024;
export const MAX_IMAGE_BYTES = 50 * 1024 * 1024;
/** 25 megapixels: ~100 MB of RGBA while pdf-lib re-encodes it. */
export const MAX_PNG_PIXELS = 25_000_000;
