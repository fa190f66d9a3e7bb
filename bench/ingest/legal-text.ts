/**
 * Deterministic legal-looking prose for generated documents: the same seed gives the same text,
 * so runs compare like with like.
 */

/** mulberry32: a small, fast seeded PRNG (quality is irrelevant here, repeatability is not). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PARTIES = ['the Plaintiff', 'the Defendant', 'the Licensee', 'the Licensor', 'the Company', 'the Purchaser', 'the Seller', 'the Guarantor', 'the Escrow Agent', 'each Party'];
const VERBS = ['shall indemnify and hold harmless', 'shall not disclose to any third party', 'hereby represents and warrants to', 'shall promptly notify', 'shall deliver to', 'may terminate this Agreement upon written notice to', 'shall reimburse', 'acknowledges the obligations of'];
const OBJECTS = [
  'any and all losses, damages, liabilities and expenses, including reasonable attorneys’ fees',
  'all Confidential Information received under this Agreement',
  'the documents identified in Schedule B to the Disclosure Letter',
  'the deposition transcripts and exhibits produced in discovery',
  'all invoices, purchase orders and correspondence relating to the Products',
  'the privileged communications listed on the privilege log',
];
const CLAUSES = [
  'notwithstanding anything to the contrary herein',
  'subject to the limitations set forth in Section 9.2',
  'within thirty (30) days after receipt of written demand',
  'to the fullest extent permitted by applicable law',
  'except as expressly provided in the Protective Order',
  'in accordance with Rule 26(b)(1) of the Federal Rules of Civil Procedure',
  'without prejudice to any other right or remedy',
];
const HEADINGS = ['RECITALS', 'DEFINITIONS', 'INDEMNIFICATION', 'CONFIDENTIALITY', 'TERM AND TERMINATION', 'GOVERNING LAW', 'DISCOVERY OBLIGATIONS', 'REPRESENTATIONS AND WARRANTIES'];

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

export function sentence(random: () => number): string {
  const text = `${pick(random, PARTIES)} ${pick(random, VERBS)} ${pick(random, PARTIES)} ${pick(random, OBJECTS)}, ${pick(random, CLAUSES)}.`;
  return text[0]?.toUpperCase() + text.slice(1);
}

export function heading(random: () => number, section: number): string {
  return `ARTICLE ${section}. ${pick(random, HEADINGS)}`;
}

/**
 * Lines no wider than `width` (as `measure` says), filled word by word from `first` and then from
 * sentences `next` gives, until there are `count`.
 */
export function fillLines(first: string, next: () => string, measure: (text: string) => number, width: number, count: number): string[] {
  const lines: string[] = [];
  let line = '';
  let words = first.split(' ');
  for (;;) {
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && measure(candidate) > width) {
        lines.push(line);
        if (lines.length === count) return lines;
        line = word;
      } else {
        line = candidate;
      }
    }
    words = next().split(' ');
  }
}

/** The term the benchmark searches the full-text index for: every generated page contains it. */
export const INDEXED_TERM = 'indemnify';
