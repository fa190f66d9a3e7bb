import { CONTRAST_THRESHOLDS } from '@app/contract';

/** WCAG 2.x contrast, used to check the theme's colour pairs against AA (4.5 normal text, 3 large). */
export type Rgb = [number, number, number];

export function parseColour(input: string): Rgb | null {
  const value = input.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(value);
  if (hex?.[1]) {
    const h = hex[1].length === 3 ? [...hex[1]].map((c) => c + c).join('') : hex[1];
    return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)/.exec(value);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  return null;
}

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance([r, g, b]: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** Ratio between 1 and 21; null when a colour cannot be parsed. */
export function contrastRatio(foreground: string, background: string): number | null {
  const fg = parseColour(foreground);
  const bg = parseColour(background);
  if (!fg || !bg) return null;
  const [hi, lo] = [relativeLuminance(fg), relativeLuminance(bg)].sort((a, b) => b - a) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Normal text AA 4.5, large AA 3; AAA 7 and 4.5. */
export function requiredRatio(level: 'AA' | 'AAA', largeText: boolean): number {
  if (level === 'AA') return largeText ? CONTRAST_THRESHOLDS.largeAA : CONTRAST_THRESHOLDS.normalAA;
  return largeText ? CONTRAST_THRESHOLDS.largeAAA : CONTRAST_THRESHOLDS.normalAAA;
}

export function meetsContrast(
  foreground: string,
  background: string,
  { level = 'AA', largeText = false }: { level?: 'AA' | 'AAA'; largeText?: boolean } = {},
): boolean {
  const ratio = contrastRatio(foreground, background);
  return ratio !== null && ratio >= requiredRatio(level, largeText);
}

export interface ContrastPair {
  name: string;
  foreground: string;
  background: string;
  largeText?: boolean;
}

/** The pairs below the AA threshold; logged in development so a theme change cannot slip by. */
export function failingContrastPairs(pairs: readonly ContrastPair[], level: 'AA' | 'AAA' = 'AA'): ContrastPair[] {
  return pairs.filter((p) => !meetsContrast(p.foreground, p.background, { level, largeText: p.largeText ?? false }));
}
