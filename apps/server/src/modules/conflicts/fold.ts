/**
 * Names folded to a comparable form: lower case, accents removed (NFKD, combining marks dropped),
 * letters NFKD cannot split transliterated (ß → ss, ø → o, Cyrillic and Greek to Latin), "&" as
 * "and", dots and apostrophes dropped ("L.L.C." → "llc", "O'Brien" → "obrien"), any other
 * punctuation a space. Commas are kept: they tell "Voss, Raymond" apart.
 */
const LETTERS: Record<string, string> = {
  ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ð: 'd', ł: 'l', þ: 'th', ı: 'i', ħ: 'h', ŧ: 't', ŀ: 'l',
  // Cyrillic (BGN/PCGN-style, simplified)
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm', н: 'n', о: 'o',
  п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e',
  ю: 'yu', я: 'ya', і: 'i', ї: 'yi', є: 'ye', ґ: 'g',
  // Greek (ELOT 743, simplified)
  α: 'a', β: 'v', γ: 'g', δ: 'd', ε: 'e', ζ: 'z', η: 'i', θ: 'th', ι: 'i', κ: 'k', λ: 'l', μ: 'm', ν: 'n', ξ: 'x', ο: 'o', π: 'p',
  ρ: 'r', σ: 's', ς: 's', τ: 't', υ: 'y', φ: 'f', χ: 'ch', ψ: 'ps', ω: 'o',
};

export function fold(text: string): string {
  let out = '';
  // Whole letters first (й is "y", not и with its breve dropped), then NFKD for the rest.
  for (const ch of text.toLowerCase().normalize('NFC')) {
    const whole = LETTERS[ch];
    if (whole !== undefined) out += whole;
    else for (const part of ch.normalize('NFKD')) if (!/\p{M}/u.test(part)) out += LETTERS[part] ?? part;
  }
  return out
    .replace(/&/g, ' and ')
    .replace(/[.'’`]/g, '')
    .replace(/[^\p{L}\p{N},]+/gu, ' ')
    .replace(/\s*,\s*/g, ', ')
    .replace(/\s+/g, ' ')
    .trim();
}
