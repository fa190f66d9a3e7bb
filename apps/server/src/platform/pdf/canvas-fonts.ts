import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The font the app draws page images with (the demo's scanned letters, the tests' scans): Liberation
 * Sans as pdf.js ships it (SIL Open Font Licence, in pdfjs-dist/standard_fonts), registered with the
 * canvas under its own family name. Not the machine's "sans-serif" or "serif": what those resolve to
 * depends on which fonts and fontconfig aliases a machine has, and on one without them the canvas
 * draws empty boxes, so the same scan OCRs to its text on one machine and to noise on another.
 */
export const CANVAS_FONT_FAMILY = 'LDD Liberation Sans';

let registered: Promise<string> | undefined;

/** Registers the bundled regular and bold faces once; resolves to the family name to use in `ctx.font`. */
export function canvasFontFamily(): Promise<string> {
  registered ??= (async () => {
    const { GlobalFonts } = await import('@napi-rs/canvas');
    const require = createRequire(import.meta.url);
    const fonts = path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts');
    for (const face of ['LiberationSans-Regular.ttf', 'LiberationSans-Bold.ttf']) {
      if (!GlobalFonts.registerFromPath(path.join(fonts, face), CANVAS_FONT_FAMILY)) throw new Error(`Could not load the bundled font ${face}`);
    }
    return CANVAS_FONT_FAMILY;
  })();
  return registered;
}
