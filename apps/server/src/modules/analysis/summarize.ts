import { sentences } from './extract/text.js';

const STOPWORDS = new Set(
  'a an and are as at be been by for from had has have he her his i in is it its of on or our shall she that the their them there they this to was we were which will with you your not no any all such under upon into than then so if may other said also would could should its its who whom what when where how per each both'.split(
    ' ',
  ),
);

const words = (s: string) => s.toLowerCase().match(/[a-z][a-z'’-]{2,}/g) ?? [];

/**
 * An extractive summary: the sentences that carry the document's most frequent content words,
 * in reading order. Headings, header lines and very short or very long sentences are skipped.
 */
export function summarize(text: string, maxSentences = 5, maxChars = 1200): string {
  const spans = sentences(text.slice(0, 60_000)).filter((s) => {
    const n = s.text.split(' ').length;
    return n >= 7 && n <= 70 && s.text !== s.text.toUpperCase() && !/^(?:From|To|Cc|Date|Subject|Sent):/.test(s.text);
  });
  if (spans.length === 0) return text.replace(/\s+/g, ' ').trim().slice(0, 300);
  const tf = new Map<string, number>();
  for (const s of spans) for (const w of words(s.text)) if (!STOPWORDS.has(w)) tf.set(w, (tf.get(w) ?? 0) + 1);
  const scored = spans.map((s, i) => {
    const ws = words(s.text).filter((w) => !STOPWORDS.has(w));
    const weight = ws.reduce((sum, w) => sum + Math.log(1 + (tf.get(w) ?? 0)), 0) / Math.sqrt(Math.max(ws.length, 1));
    // Openings state what a document is about; a small bonus keeps them in.
    const position = i < 3 ? 1.25 : 1;
    return { i, s, score: weight * position };
  });
  const chosen: typeof scored = [];
  for (const c of [...scored].sort((a, b) => b.score - a.score)) {
    if (chosen.length >= maxSentences) break;
    const overlap = chosen.some((o) => similarity(o.s.text, c.s.text) > 0.6);
    if (!overlap) chosen.push(c);
  }
  let out = '';
  for (const c of chosen.sort((a, b) => a.i - b.i)) {
    if (out.length + c.s.text.length > maxChars && out) break;
    out += (out ? ' ' : '') + c.s.text;
  }
  return out;
}

function similarity(a: string, b: string): number {
  const A = new Set(words(a));
  const B = new Set(words(b));
  const inter = [...A].filter((w) => B.has(w)).length;
  return inter / Math.max(1, Math.min(A.size, B.size));
}
