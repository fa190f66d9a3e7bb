/** A span of a text: its words and where they sit (character offsets into the page's text). */
export interface Span {
  text: string;
  start: number;
  end: number;
}

/**
 * Words that end in a period without ending a sentence. Legal text is full of them (citations,
 * honorifics, corporate suffixes), and splitting "Fed. R. Civ. P. 12(b)(6)" into four sentences
 * would wreck every quote and summary built on sentences.
 */
const ABBREVIATIONS = new Set(
  [
    'mr', 'mrs', 'ms', 'dr', 'prof', 'hon', 'jr', 'sr', 'st', 'no', 'nos', 'v', 'vs', 'inc', 'corp', 'co', 'ltd', 'llc', 'llp', 'bros',
    'fed', 'civ', 'crim', 'evid', 'app', 'supp', 'ct', 'cir', 'dist', 'ed', 'cal', 'stat', 'ann', 'ins', 'lab', 'gen', 'bus', 'dept',
    'e.g', 'i.e', 'etc', 'cf', 'al', 'id', 'tr', 'ex', 'para', 'sec', 'art', 'ch', 'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep',
    'sept', 'oct', 'nov', 'dec', 'esq', 'u.s', 'u.s.c', 'c.f.r', 'n.j.s.a', 'n.y', 'n.j', 'p', 'r', 'a.m', 'p.m', 'approx', 'ave', 'blvd',
    // Measures and references written short: "(max. 9 inches)", "see fig. 3", "vol. 2", "pp. 57-59", "tel. (919) …".
    'max', 'min', 'est', 'fig', 'figs', 'vol', 'pp', 'tel', 'ext',
    // Parts of an address: "214 Lefferts Avenue, Apt. 3R, Brooklyn", "Ste. 400", "Bldg. 2", "Rm. 114".
    'apt', 'ste', 'bldg', 'rm',
  ],
);

function endsSentence(text: string, dot: number): boolean {
  if (text[dot] !== '.') return true;
  let i = dot - 1;
  while (i >= 0 && /[A-Za-z.]/.test(text[i]!)) i -= 1;
  const word = text.slice(i + 1, dot).toLowerCase();
  if (word.length === 0) return true;
  if (ABBREVIATIONS.has(word)) return false;
  // A single capital ("Jesse M. Furman") is an initial.
  if (/^[a-z]$/.test(word) && /[A-Z]/.test(text[dot - 1]!)) return false;
  return true;
}

/**
 * A short line that ends without punctuation is a heading, an e-mail header or a caption line,
 * not a wrapped sentence (wrapped lines of letters and pleadings run to the margin). One that ends
 * on a word that must be followed ("Executed on September 19, 2024, in" / "Princeton, New
 * Jersey.") runs on: no heading ends in a preposition, an article or a conjunction.
 */
function shortLine(text: string, newline: number): boolean {
  const lineStart = text.lastIndexOf('\n', newline - 1) + 1;
  const line = text.slice(lineStart, newline).trim();
  return line.length > 0 && line.length < 60 && !/[,;(&-]$/.test(line) && !RUNS_ON.test(line);
}
/** A line's last word that cannot end a sentence. */
const RUNS_ON = /\s(?:in|at|on|of|to|for|by|with|from|into|onto|the|a|an|and|or|but|nor)$/i;

/** Splits a page into sentences, keeping offsets; blank lines and list lines also end one. */
export function sentences(text: string): Span[] {
  const out: Span[] = [];
  let start = 0;
  const push = (end: number) => {
    const raw = text.slice(start, end);
    const lead = raw.length - raw.trimStart().length;
    const body = raw.trim();
    if (body) out.push({ text: body.replace(/\s+/g, ' '), start: start + lead, end: start + lead + body.length });
  };
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (ch === '\n' && (text[i + 1] === '\n' || shortLine(text, i))) {
      push(i);
      start = i + 1;
    } else if (ch === '\f') {
      push(i);
      start = i + 1;
    } else if ((ch === '.' || ch === '!' || ch === '?') && /\s/.test(text[i + 1] ?? ' ')) {
      const next = text.slice(i + 1).match(/^\s+(\S)/);
      const opener = next?.[1];
      if (opener && !/[A-Z0-9("“'‘]/.test(opener)) continue;
      if (!endsSentence(text, i)) continue;
      push(i + 1);
      start = i + 1;
    }
  }
  push(text.length);
  return out;
}

/** The sentence that holds the offset (for quoting the words around a date or an amount). */
export function sentenceAround(spans: Span[], offset: number): Span | undefined {
  return spans.find((s) => offset >= s.start && offset < s.end);
}

/** A quote no longer than `max` characters, cut at a word. */
export function clip(text: string, max = 240): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20))}…`;
}
