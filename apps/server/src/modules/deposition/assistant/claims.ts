import type { ClaimKind } from '@app/contract';
import { findAmounts, findDates, findNames, findPlaces, findQuantities, type Value } from './values.js';
import { bagOf, canonical, discount, rawWords, type Bag } from './words.js';

/**
 * What an answer asserts, read with its question: "Q. When did you receive the notice? A. In
 * December." claims a date (December, the latest one before the deposition) about {receive,
 * notice}. Each claim carries the subject words it is about and how sure the reading is.
 */

export type QuestionType = 'when' | 'how_much' | 'how_many' | 'who' | 'where' | 'yes_no' | 'open';
export type Polarity = 'yes' | 'no';

export interface ValueClaim {
  kind: Exclude<ClaimKind, 'negation'>;
  value: Value;
  /** The answer said "about", "roughly", "maybe"… */
  approximate: boolean;
  subject: Bag;
  /** 0..1: how sure the reading of the value is (a value taken over from the question is less sure). */
  certainty: number;
  /** The words quoted as the claim ("October 30, 2023"). */
  quote: string;
  /** Names and places: every one the answer gave (a source naming any of them agrees). */
  alternatives?: string[];
  /** Names the question itself holds: they are its subject, not an answer to it. */
  asked?: string[];
}
export interface PolarityClaim {
  kind: 'negation';
  polarity: Polarity;
  /** The proposition affirmed or denied (the question's words, or the answer's for "I never received it"). */
  subject: Bag;
  /** Values inside the proposition ("on October 12"): a document must state the same ones to bear on it. */
  values: Value[];
  certainty: number;
  quote: string;
}
export type Claim = ValueClaim | PolarityClaim;

export interface ClaimInput {
  question: string | null;
  answer: string;
  /** The exchange before (pronouns in the question refer to it). */
  context?: string;
  /** The deposition's date: dates without a year are the latest such date before it. */
  reference: Date;
  /** Words everywhere in this case (parties, deponent): they weigh little as subjects. */
  common?: Set<string>;
}

const YES_NO_START = /^(?:did|do|does|was|were|is|are|has|have|had|can|could|would|will|should|shall|isn'?t|wasn'?t|didn'?t|doesn'?t|weren'?t|haven'?t|hasn'?t)\b/i;
const TAG_QUESTION = /(?:\bcorrect|\bright|\btrue|isn'?t (?:it|that)|didn'?t (?:you|it|they|he|she)|wasn'?t (?:it|that))\s*\?\s*$/i;

export function questionType(question: string | null): QuestionType {
  if (!question) return 'open';
  const q = question.trim().replace(/^(?:and|so|now|okay|ok|well|mr\.?\s+\w+|ms\.?\s+\w+),?\s+/i, '');
  if (/\bhow much\b|\bwhat (?:was|were|is) the (?:amount|total|sum|balance|price|rate)\b|\bwhat amount\b/i.test(q)) return 'how_much';
  if (/\bhow many\b/i.test(q)) return 'how_many';
  if (/^(?:when\b|on what (?:date|day)|what (?:date|day|month|year)|as of when|by when)/i.test(q) || /\bwhen did\b/i.test(q)) return 'when';
  if (/^(?:who\b|whom\b|which (?:person|company|carrier|customer|employee|one of)|what (?:company|carrier|customer|person)|to whom|by whom)/i.test(q)) return 'who';
  if (/^(?:where\b|(?:in|from|to) (?:what|which) (?:city|state|country|county|town|place)|(?:what|which) (?:city|state|country|county|address|location)\b)/i.test(q)) return 'where';
  if (YES_NO_START.test(q) || TAG_QUESTION.test(q)) return 'yes_no';
  return 'open';
}

const APPROXIMATE = /\b(?:about|around|roughly|approximately|approx|maybe|some|nearly|almost|or so|ish|give or take|in the (?:range|neighbou?rhood) of|ballpark|more or less|i think|i believe)\b/i;
const AFFIRM = /^(?:yes|yeah|yep|yup|correct|that'?s (?:correct|right|true|accurate)|that is (?:correct|right|true|accurate)|right|true|i did|we did|it did|it was|they did|he did|she did|i do|we do|absolutely|certainly|of course|exactly|i believe so|i think so|i agree)\b/i;
const DENY = /^(?:no|nope|never|not at all|i did not|i didn'?t|we did not|we didn'?t|it did not|it didn'?t|they did not|they didn'?t|it was not|it wasn'?t|that'?s not|that is not|incorrect|wrong|none)\b/i;
const HEDGED = /^(?:i believe so|i think so|i guess|probably)\b/i;
/** Lack of recall or knowledge is not a denial (evasion.ts reads it). */
const NOT_A_DENIAL = /^(?:no[,.]?\s+)?(?:not that i (?:recall|remember|know|am aware|'m aware)|not to my (?:knowledge|recollection)|i don'?t (?:recall|remember|know)|i do not (?:recall|remember|know)|no idea|i'?m not sure|i am not sure|not sure)/i;
const STATEMENT_NEGATION = /\b(?:never|did not|didn'?t|was not|wasn'?t|were not|weren'?t|has not|hasn'?t|had not|hadn'?t|no one|nobody|nothing)\b/i;
const NEGATIVE_QUESTION = /\b(?:never|not|n'?t|no one|nobody)\b/i;

/** The answer's polarity toward its question, or null when it is neither yes nor no. */
export function answerPolarity(answer: string): { polarity: Polarity; hedged: boolean } | null {
  const a = answer.trim();
  if (NOT_A_DENIAL.test(a)) return null;
  if (DENY.test(a)) return { polarity: 'no', hedged: false };
  if (AFFIRM.test(a)) return { polarity: 'yes', hedged: HEDGED.test(a) };
  return null;
}

function valuesOf(text: string, reference: Date, yearHint: number | null, qtype: QuestionType): Value[] {
  const dates = findDates(text, reference, yearHint);
  const amounts = findAmounts(text);
  const quantities = findQuantities(text, [...dates, ...amounts]);
  const out: Value[] = [...dates, ...amounts, ...quantities];
  if (qtype === 'who') out.push(...findNames(text, true));
  if (qtype === 'where') out.push(...findPlaces(text));
  return out;
}

const kindOf = (v: Value): ValueClaim['kind'] => (v.kind === 'date' ? 'date' : v.kind === 'amount' ? 'amount' : v.kind === 'quantity' ? 'quantity' : v.kind);

/** "how many trailers …" → the counted thing, for a bare number in the answer. */
function askedUnit(question: string): string[] {
  const m = /\bhow many\s+([\w-]+(?:\s+[\w-]+)?)/i.exec(question);
  if (!m) return [];
  return rawWords(m[1]!)
    .filter((w) => !/^(?:did|do|does|was|were|have|had|of)$/i.test(w))
    .slice(0, 2)
    .map(canonical);
}

const yearIn = (text: string): number | null => {
  const m = /\b(19[5-9]\d|20\d\d)\b/.exec(text);
  return m ? Number(m[1]) : null;
};

/** Removes the quoted values' words from a subject bag (a subject is what the value is about, not the value). */
function withoutValueWords(bag: Bag, values: Value[]): Bag {
  const out = new Map(bag);
  for (const v of values) for (const w of bagOf(v.quote).keys()) out.delete(w);
  return out;
}

export function extractClaims(input: ClaimInput): Claim[] {
  const question = input.question ?? '';
  const answer = input.answer.trim();
  const common = input.common ?? new Set<string>();
  const qtype = questionType(input.question);
  const yearHint = yearIn(question) ?? yearIn(input.context ?? '');

  const subjectBag = new Map<string, number>();
  // The exchange before matters when the question leans on it ("when did Castellan receive it?").
  const leansOnContext = bagOf(question).size < 3 && /\b(?:it|that|this|those|these|them|they|there|then|he|she|him|her)\b/i.test(question);
  if (input.context && leansOnContext) bagOf(input.context, 0.35, subjectBag);
  bagOf(answer, 0.8, subjectBag);
  bagOf(question, 1, subjectBag);

  const answerValues = valuesOf(answer, input.reference, yearHint, qtype);
  const approximate = APPROXIMATE.test(answer);
  const claims: Claim[] = [];
  const polarity = answerPolarity(answer);
  const named = (kind: 'name' | 'place') => answerValues.flatMap((v) => (v.kind === kind ? [v.value] : []));
  const askedNames = qtype === 'who' || qtype === 'where' ? [...findNames(question, true), ...findPlaces(question)].map((v) => v.value) : [];

  for (const v of answerValues) {
    if (v.kind === 'quantity' && v.unit.length === 0) {
      const unit = askedUnit(question);
      if (unit.length === 0) continue;
      v.unit = unit;
    }
    // A count answering "how much" is the amount's number ("About 600,000." after "how much … owe").
    const subject = discount(withoutValueWords(subjectBag, answerValues), common);
    const certainty = v.kind === 'name' || v.kind === 'place' ? 0.8 : v.kind === 'date' && v.granularity !== 'day' ? 0.85 : 0.95;
    const claim: ValueClaim = { kind: kindOf(v), value: v, approximate: approximate || (v.kind === 'date' && v.granularity !== 'day'), subject, certainty, quote: v.quote };
    if (v.kind === 'name' || v.kind === 'place') {
      claim.alternatives = named(v.kind);
      claim.asked = askedNames;
    }
    claims.push(claim);
  }

  // "Q. Castellan received it on October 12, correct? A. Yes." — the answer adopts the question's values.
  const questionValues = question ? valuesOf(question, input.reference, yearHint, qtype === 'yes_no' ? 'open' : qtype) : [];
  if (claims.length === 0 && polarity?.polarity === 'yes' && qtype === 'yes_no') {
    const subject = discount(withoutValueWords(subjectBag, questionValues), common);
    for (const v of questionValues) {
      if (v.kind === 'quantity' && v.unit.length === 0) continue;
      claims.push({ kind: kindOf(v), value: v, approximate: false, subject, certainty: polarity.hedged ? 0.6 : 0.8, quote: v.quote });
    }
  }

  // Yes or no to a yes/no question: the deponent affirms or denies the question's proposition.
  if (polarity && qtype === 'yes_no') {
    const negativeQuestion = NEGATIVE_QUESTION.test(question.replace(TAG_QUESTION, ''));
    const said: Polarity = negativeQuestion ? (polarity.polarity === 'yes' ? 'no' : 'yes') : polarity.polarity;
    const proposition = discount(withoutValueWords(bagOf(question, 1, input.context && bagOf(question).size < 2 ? bagOf(input.context, 0.35) : new Map()), questionValues), common);
    claims.push({ kind: 'negation', polarity: said, subject: proposition, values: questionValues, certainty: polarity.hedged ? 0.6 : 0.9, quote: answer.slice(0, 160) });
  } else if (!polarity && STATEMENT_NEGATION.test(answer) && !NOT_A_DENIAL.test(answer) && answerValues.length === 0) {
    // "I never received it": a denial stated in the answer's own words, about the question's subject.
    const proposition = discount(bagOf(question, 0.7, bagOf(answer, 1)), common);
    claims.push({ kind: 'negation', polarity: 'no', subject: proposition, values: [], certainty: 0.75, quote: answer.slice(0, 160) });
  }
  return claims;
}

/** Words everywhere in a case: its name's words (the parties) and the deponent's name. */
export function commonWords(caseName: string, deponent: string): Set<string> {
  const out = new Set<string>();
  for (const w of bagOf(`${caseName} ${deponent}`).keys()) out.add(w);
  for (const w of ['freight', 'logistics', 'inc', 'llc', 'company', 'witness', 'deposition', 'exhibit']) out.add(canonical(w));
  return out;
}
