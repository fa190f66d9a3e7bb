export type CitationKind = 'case' | 'statute' | 'rule' | 'regulation';

export interface FoundCitation {
  /** Canonical text: single spaces, "§ " before the section ("42 U.S.C. § 1983"). */
  value: string;
  kind: CitationKind;
  quote: string;
  start: number;
  end: number;
}

const REPORTERS = [
  String.raw`U\.\s?S\.`,
  String.raw`S\.\s?Ct\.`,
  String.raw`L\.\s?Ed\.(?:\s?2d)?`,
  String.raw`F\.\s?Supp\.(?:\s?[23]d)?`,
  String.raw`F\.\s?App(?:'|’)x`,
  String.raw`F\.(?:\s?(?:2d|3d|4th))?`,
  String.raw`B\.R\.`,
  String.raw`A\.(?:\s?[23]d)?`,
  String.raw`N\.E\.(?:\s?[23]d)?`,
  String.raw`N\.W\.(?:\s?2d)?`,
  String.raw`S\.E\.(?:\s?2d)?`,
  String.raw`S\.W\.(?:\s?[23]d)?`,
  String.raw`So\.(?:\s?[23]d)?`,
  String.raw`P\.(?:\s?[23]d)?`,
  String.raw`N\.Y\.S\.(?:\s?[23]d)?`,
  String.raw`N\.Y\.(?:\s?[23]d)?`,
  String.raw`A\.D\.(?:\s?[23]d)?`,
  String.raw`N\.J\.(?:\s?Super\.)?`,
  String.raw`Cal\.(?:\s?App\.)?(?:\s?[2-5](?:d|th))?`,
  'WL',
];

const SECTION = String.raw`\d+[A-Za-z0-9.\-–]*(?:\([A-Za-z0-9]+\))*`;
const PATTERNS: { kind: CitationKind; re: RegExp }[] = [
  // "550 U.S. 544", "127 S. Ct. 1955", "456 F. Supp. 2d 789", "2019 WL 1234567" (not "556 U.S. at 678").
  { kind: 'case', re: new RegExp(String.raw`\b\d{1,4}\s(?:${REPORTERS.join('|')})\s\d{1,7}\b`, 'g') },
  // "42 U.S.C. § 1983", "28 U.S.C. §§ 1331-1332", "21 U.S.C. 351(a)(2)(B)".
  { kind: 'statute', re: new RegExp(String.raw`\b\d{1,2}\sU\.\s?S\.\s?C\.(?:A\.)?\s?(?:§§?\s?)?${SECTION}(?:\s?(?:-|–|to)\s?${SECTION})?`, 'g') },
  // New Jersey: "N.J.S.A. 34:19-1", "N.J.S.A. 2A:15-5.12".
  { kind: 'statute', re: new RegExp(String.raw`\bN\.J\.S\.A\.\s\d+[A-Z]?:${SECTION}`, 'g') },
  // Named codes and laws with a section sign: "N.Y. C.P.L.R. § 5004", "CPLR § 1602", "Cal. Lab. Code § 1102.5",
  // "General Municipal Law § 50-e" (an "Agreement § 8" is a contract's own section, not a citation).
  {
    kind: 'statute',
    re: new RegExp(String.raw`(?:\b(?:N\.Y\.|Cal\.|Tex\.|Fla\.|Ill\.|N\.J\.|Mass\.|Pa\.|Del\.)\s)?(?:\b(?:[A-Z][a-z]*\.?|[A-Z](?:\.[A-Z])+\.)\s){0,3}\b(?:Law|Code|C\.P\.L\.R\.|CPLR|Stat\.|Ann\.)\s§§?\s?${SECTION}`, 'g'),
  },
  // New York's practice rules without a section sign: "CPLR 5001".
  { kind: 'statute', re: /\b(?:N\.Y\.\s)?(?:CPLR|C\.P\.L\.R\.)\s\d{3,4}(?:\([a-z0-9]+\))*/g },
  // "Fed. R. Civ. P. 12(b)(6)", "Fed. R. Evid. 803(6)".
  { kind: 'rule', re: new RegExp(String.raw`\bFed\.\sR\.\s(?:(?:Civ|Crim|App|Bankr)\.\sP\.|Evid\.)\s${SECTION}`, 'g') },
  { kind: 'rule', re: /\bLocal\s(?:Civil\s|Criminal\s)?Rule\s\d+(?:\.\d+)*(?:\([A-Za-z0-9]+\))*/g },
  // A bare "Rule 12(b)(6)" only with a subdivision: "Bus Operator Rule 4.12" is a work rule.
  { kind: 'rule', re: /(?<!\b(?:Local|Civil|Operator|Company|House)\s)\bRule\s\d+(?:\([A-Za-z0-9]+\))+/g },
  // "17 C.F.R. § 240.10b-5".
  { kind: 'regulation', re: new RegExp(String.raw`\b\d{1,2}\sC\.\s?F\.\s?R\.\s?(?:§§?\s?)?${SECTION}`, 'g') },
];

function canonical(quote: string): string {
  return quote
    .replace(/\s+/g, ' ')
    .replace(/§§?(?=[^\s§])/g, (s) => `${s} `)
    .replace(/(?<=[^\s§])§/g, ' §')
    .trim();
}

/** Legal citations: case reporters, statutes, court rules and regulations, each once per place. */
export function extractCitations(text: string): FoundCitation[] {
  const found: FoundCitation[] = [];
  for (const { kind, re } of PATTERNS) {
    for (const m of text.matchAll(re)) {
      const quote = m[0].replace(/[.,;:–-]+$/, '');
      const start = m.index;
      const end = start + quote.length;
      if (found.some((f) => start < f.end && end > f.start)) continue;
      found.push({ value: canonical(quote), kind, quote, start, end });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}
