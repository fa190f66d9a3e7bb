import { findCountWords, findQuantities } from './values.js';
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

/**
 * Going somewhere, however put: when the witness first went ("When did you first go out to the
 * marina?", "Your first walk-through of the marina was in the first week of November?") and how
 * many times ("trips to Port Jefferson", "times you went out to the site") are each one fact. The
 * place's own words say which; "the site", "the scene" are any place.
 */
const VISITING = /\b(?:go|went|gone|come|came)\s+(?:out|over|down|up)\b|\bvisit(?:ed|s|ing)?\b|\bwalk-?through\b|\bwalked\b|\btrips?\b|\b(?:went|go|gone|been)\s+(?:to|back to)\b|\binspect(?:ed|ion)?\b|\bon site\b|\bon the scene\b/i;
const VISITING_WORDS: ReadonlySet<string> = new Set(['go', 'went', 'gone', 'come', 'came', 'get', 'got', 'out', 'over', 'down', 'up', 'visit', 'walk', 'through', 'walkthrough', 'walk-through', 'trip', 'inspect', 'inspection', 'there', 'day', 'first', 'time', 'actual', 'actually', 'have', 'had', 'make', 'made', 'site', 'scene', 'premises', 'property', 'location', 'place'].map(canonical));
/** What marks a first visit apart from a first knowing of something. */
const VISIT_MARK = canonical('visit');

/**
 * The act a count of occasions counts: the question's words without the units and the verbs that
 * carry them. Going somewhere is one act however put ("How many times did you go out to the site?",
 * "How many trips to Port Jefferson did you make?"): marked as a visit, "the site" any place.
 */
export function occasionAct(asked: Bag, question = ''): string[] {
  const visiting = VISITING.test(question);
  const words = [...asked].filter(([w, weight]) => weight >= 0.5 && !OCCASION_UNITS.has(w) && !CARRIERS.has(w) && !(visiting && VISITING_WORDS.has(w))).map(([w]) => w);
  return visiting ? [VISIT_MARK, ...words] : words;
}

/** Two counts of occasions (or two first sightings) are of the same act when at least half of the shorter act's words are the other's. */
export function sameAct(a: readonly string[], b: readonly string[]): boolean {
  if (a.length === 0 || b.length === 0) return false;
  const shared = a.filter((w) => b.includes(w)).length;
  return shared > 0 && shared * 2 >= Math.min(a.length, b.length);
}

/**
 * A yes that goes on to count the occasions: "I did. Twice — once to look at the bus …", "Yes, just
 * the one visit.", "Yes, three times." The count must open the clause right after the yes, not come
 * later in a story ("Yes. Once we had the notice, I called." is a time, not a count). Its value is
 * read by the answer readers' own count readers (values.ts).
 */
const YES_THEN = /^(?:yes|yeah|yep|i did|we did|i have|i went|i was|correct|that'?s right)\b[^.;,—–-]{0,20}[.;,—–-]\s*/i;
const COUNT_OPENS = /^(?:(maybe|about|probably|roughly)\s+|(?:just|only)\s+)?(?:(?:once|twice|thrice)\b(?!\s+(?:we|i|he|she|they|the|it)\b)|(?:the\s+)?[\w-]+\s+(?:times|visits?|trips?|occasions?)\b|(?:the\s+)?one\s+(?:visit|trip|time)\b)/i;

export interface OccasionCount {
  value: number;
  quote: string;
  start: number;
  approximate: boolean;
}

export function countAfterYes(answer: string): OccasionCount | null {
  const text = answer.trim();
  const yes = YES_THEN.exec(text);
  const rest = yes ? text.slice(yes[0].length) : '';
  const opens = COUNT_OPENS.exec(rest);
  if (!yes || !opens) return null;
  const clause = rest.slice(0, opens[0].length);
  const [count] = [...findCountWords(clause, 'count'), ...findQuantities(clause)];
  if (!count || count.value <= 0) return null;
  return { value: count.value, quote: clause, start: answer.indexOf(clause), approximate: opens[1] !== undefined };
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

/**
 * The thing first known of (or the place first gone to, marked as a visit), as the question's
 * words, or none when the question does not ask when the witness first knew of something or went somewhere.
 */
export function firstKnownOf(question: string, asked: Bag): string[] {
  if (!FIRST.test(question) || !/\byour?\b/i.test(question)) return [];
  if (KNOWING.test(question)) return /\byou\b/i.test(question) ? [...asked].filter(([w, weight]) => weight >= 0.5 && !KNOWING_WORDS.has(w)).map(([w]) => w) : [];
  if (!VISITING.test(question)) return [];
  return [VISIT_MARK, ...[...asked].filter(([w, weight]) => weight >= 0.5 && !VISITING_WORDS.has(w)).map(([w]) => w)];
}
