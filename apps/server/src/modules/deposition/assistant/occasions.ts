import { canonical, type Bag } from './words.js';

/**
 * How many times the witness did something ("Did you go out to the depot yourself? — I did. Twice
 * …", later "How many trips did you make out to the depot? — Just the one."): one fact of the
 * witness's own doings, however each question counted it (times, visits, trips, occasions). No
 * document states it, so it is held only against the witness's own answers.
 */

/** The units an act's occasions are counted in, canonical. */
export const OCCASION_UNITS: ReadonlySet<string> = new Set(['time', 'times', 'visit', 'visits', 'trip', 'trips', 'occasion', 'occasions'].map(canonical));

/** Verbs that only carry the occasion ("make a trip", "go out", "come by", "pay a visit"): not which act it was. */
const CARRIERS: ReadonlySet<string> = new Set(['make', 'made', 'go', 'went', 'come', 'came', 'take', 'took', 'pay', 'paid', 'have', 'had', 'all', 'told', 'total', 'altogether'].map(canonical));

/** The act a count of occasions counts: the question's words without the units and the verbs that carry them. */
export function occasionAct(asked: Bag): string[] {
  return [...asked].filter(([w, weight]) => weight >= 0.5 && !OCCASION_UNITS.has(w) && !CARRIERS.has(w)).map(([w]) => w);
}

/** Two counts of occasions (or two first sightings) are of the same act when at least half of the shorter act's words are the other's. */
export function sameAct(a: readonly string[], b: readonly string[]): boolean {
  if (a.length === 0 || b.length === 0) return false;
  const shared = a.filter((w) => b.includes(w)).length;
  return shared > 0 && shared * 2 >= Math.min(a.length, b.length);
}

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, once: 1, twice: 2, thrice: 3 };

/**
 * A yes that goes on to count the occasions: "I did. Twice — once to look at the bus …", "Yes, just
 * the one visit.", "Yes, three times." The count must come right after the yes (its own clause),
 * not later in a story ("Yes. We went back once the rain stopped" is a time, not a count).
 */
const COUNT_AFTER_YES = /^(?:yes|yeah|yep|i did|we did|i have|i went|i was|correct|that'?s right)\b[^.;,—–-]{0,20}[.;,—–-]\s*(?:(?:maybe|about|probably|roughly|just|only)\s+)?(?:(once|twice|thrice)\b(?!\s+(?:we|i|he|she|they|the|it)\b)|(?:the\s+)?(one|two|three|four|five|six|seven|eight|nine|ten|\d{1,2})\s+(times|visits?|trips?|occasions?)\b|(?:the\s+)?(one)\s+(?:visit|trip|time)\b)/i;
const HEDGED = /^(?:[^.;,—–-]*[.;,—–-]\s*)(?:maybe|about|probably|roughly)\b/i;

export interface OccasionCount {
  value: number;
  quote: string;
  start: number;
  approximate: boolean;
}

export function countAfterYes(answer: string): OccasionCount | null {
  const m = COUNT_AFTER_YES.exec(answer.trim());
  if (!m) return null;
  const said = (m[1] ?? m[2] ?? m[4] ?? '').toLowerCase();
  const value = NUMBER_WORDS[said] ?? Number(said);
  if (!Number.isFinite(value) || value <= 0) return null;
  const quote = m[0].replace(/^[^.;,—–-]*[.;,—–-]\s*/, '');
  return { value, quote, start: answer.indexOf(quote), approximate: HEDGED.test(answer.trim()) };
}

/**
 * When the witness first came to know of something ("When did you first see this letter?", "What
 * was the first day you actually had it in front of you?", "When did you first lay eyes on the
 * declination letter?"): one fact of their own, however each question put the seeing or the
 * learning. Held against their own earlier answer on the same thing.
 */
const FIRST = /\bfirst\b/i;
const KNOWING = /\b(?:see|saw|seen|read|receiv(?:e|ed)|get|got|hear|heard|learn(?:ed|t)?|lay eyes|laid eyes|set eyes|in front of you|in your hands|become aware|became aware|come across|came across|find out|found out|know|knew)\b/i;
const KNOWING_WORDS: ReadonlySet<string> = new Set(['see', 'saw', 'seen', 'read', 'receive', 'get', 'got', 'hear', 'heard', 'learn', 'lay', 'lie', 'laid', 'set', 'eye', 'eyes', 'front', 'hand', 'hands', 'aware', 'become', 'became', 'find', 'found', 'know', 'knew', 'actual', 'actually', 'day', 'first', 'time', 'have', 'had'].map(canonical));

/** The thing first known of, as the question's words, or none when the question does not ask when the witness first knew of something. */
export function firstKnownOf(question: string, asked: Bag): string[] {
  if (!FIRST.test(question) || !KNOWING.test(question) || !/\byou\b/i.test(question)) return [];
  return [...asked].filter(([w, weight]) => weight >= 0.5 && !KNOWING_WORDS.has(w)).map(([w]) => w);
}
