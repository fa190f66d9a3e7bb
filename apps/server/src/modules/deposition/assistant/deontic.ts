import type { SourceSentence } from './sources.js';
import { bagOf, canonical, lexiconTags, type Bag } from './words.js';

/**
 * What an agreement's rules say of a question about what was required or allowed.
 *
 * "Did the agreement require Northwind's written consent before trailers went to another
 * customer?" and "So a termination for convenience could take effect in the middle of peak
 * season?" are not answered by what happened but by a clause: "shall not reallocate … without
 * Northwind's prior written consent" (so consent was required), "no termination for convenience
 * shall take effect during a Peak Season" (so it could not). A rule is read for its force — an
 * obligation ("shall", "must", "requires"), a permission ("may", "permits", "is entitled"), a
 * prohibition ("shall not", "no … shall", "shall not be effective") — and for what it is
 * conditioned on ("without …"), never for the words alone.
 */
export type Deontic = 'must' | 'may';

/** An obligation asked: "did it require", "was Castellan obliged to", "had to", "supposed to". */
const MUST_ASKED = /\b(?:requir(?:e|es|ed|ing)|must|ha(?:d|ve|s) to|obligat\w*|obliged|need(?:ed|s)? to|supposed to|duty to|shall)\b/i;
/**
 * A permission asked: "could it take effect", "was Castellan allowed to", "entitled", "had the
 * right to", "was e-mail alone good enough", "was notice by e-mail alone effective", "did the agreement let Northwind withhold". (Case-blind but for "may", which opens a question only as a verb: "May 3" is a date.) (Not a request to the witness: "can you tell us", "could you point to".)
 */
const MAY_ASKED = /\b(?:[Cc]an|[Cc]ould|allowed|permit(?:s|ted)?|entitled|(?:the )?right to|free to|good enough|sufficient|enough to|effective|valid)\b|\bmay\b(?! \d)|^May\b(?! \d)|\blet\b(?! me\b| us\b)/;
const REQUEST = /\b(?:can|could|may) (?:you|i|we)\b/gi;

/** The question's force, from the clause that asks. */
export function askedDeontic(asking: string): Deontic | null {
  const q = asking.replace(REQUEST, ' ');
  if (MUST_ASKED.test(q)) return 'must';
  if (MAY_ASKED.test(q)) return 'may';
  return null;
}

/**
 * Words that ask for the force rather than name the act ("require", "allowed"), and words naming
 * the paper whose clause answers ("the agreement", "Section 4.3"): a clause states neither.
 */
const FORCE_WORDS = new Set(
  ['require', 'required', 'requirement', 'must', 'oblige', 'obliged', 'obligated', 'obligation', 'need', 'supposed', 'duty', 'allow', 'allowed', 'permit', 'permitted', 'entitle', 'entitled', 'right', 'free', 'let', 'can', 'could', 'may', 'good', 'enough', 'sufficient', 'agreement', 'contract', 'mlsa', 'section', 'clause', 'provision', 'say', 'says', 'said'].map(canonical),
);

/** The proposition a clause is compared with: the act and its terms, not the force asked. */
export function actOf(subject: Bag): Bag {
  return new Map([...subject].filter(([w]) => !FORCE_WORDS.has(w)));
}

/** A sentence's clauses: a rule's exceptions and provisos are rules of their own. */
const CLAUSE_BREAK = /;|,\s+(?=(?:and|but|except|unless|provided)\b)|\b(?=provided(?:,)?\s+(?:however,?\s+)?that\b)|\b(?=except that\b)/i;
/** A rule's force, in its clause. */
const OBLIGES = /\b(?:shall|must|will|is required|are required|requires?|agrees? to|undertakes? to)\b/i;
const PERMITS = /\b(?:may|permit(?:s|ted)?|entitled|allow(?:s|ed)?|(?:the )?right to)\b/;
/**
 * A prohibition: "shall not", "may not", "no termination … shall", "shall not be effective". Not a
 * bound: "no fewer than", "not less than", "no later than" say how much, not whether.
 */
const FORBIDS = /\b(?:shall|may|must|will|can)\s+not\b(?!\s+(?:less|more|fewer|later|earlier|exceed))|\bcannot\b|\b(?:no|neither)\b(?!\s+(?:fewer|less|more|later|earlier|longer|sooner|event))[^;,]*?\b(?:shall|may|must|will)\b|\bprohibit\w*|\bforbid\w*/i;
/** A clause deeming an act no breach ("shall not constitute a breach", "shall not be deemed a default"): it allows the act. */
const NOT_A_BREACH = /\b(?:shall|will)\s+not\s+(?:constitute|be\s+deemed|be\s+considered|amount\s+to)\s+(?:an?\s+)?(?:material\s+)?(?:breach|default|violation)\b/i;
/**
 * A letter's request in the imperative ("Respond to this letter within 15 working days.", "Send your
 * reply to …, referencing 320-24-118.", "Please preserve all video."): it requires what it asks, as
 * "shall" does. The first word a verb in its base form (the lexicon's first reading), capitalised.
 */
/** A frame of when or why before a bid: "In response to this letter,", "Within 15 days of receipt,", "Upon receipt,". */
const BID_FRAME = /^(?:in (?:response|reply) to|within|upon|on receipt of|no later than|in addition|additionally|further(?:more)?)\b[^,.;]{0,60},\s*(?=[a-z])/i;

export function imperative(text: string): boolean {
  // ("In response to this letter, provide …", "Within ten days, return …": the bid after a frame of
  // when or why.)
  const framed = text.trim().replace(BID_FRAME, '');
  if (framed.length < text.trim().length) return imperative(framed.charAt(0).toUpperCase() + framed.slice(1));
  const t = text.trim().replace(/^please[\s,]+/i, '');
  const first = /^([A-Za-z]+)\b/.exec(t)?.[1] ?? '';
  // After "Please" the word is a verb if it can be one at all ("Please return…": "return" is a
  // noun first in the lexicon); it is in lower case there, so the capital is the sentence's own.
  const pleased = t.length < text.trim().length;
  const tags = lexiconTags(first.toLowerCase());
  return /^[A-Z]/.test(text.trim()) && !/^(?:do|let|see|note|thank|thanks)$/i.test(first) && (pleased ? tags.includes('VB') : tags[0] === 'VB');
}
/** "Do not delete …", "Please do not alter …": a request that forbids. */
const IMPERATIVE_FORBIDS = /^\s*(?:please\s+)?(?:do not|don['’]t|never)\s+[a-z]/i;
/**
 * A request said outright rather than in the imperative: "We demand that the Authority preserve …",
 * "Meridian is requested to provide …", "we ask that you confirm …". (Not the noun: "the requests
 * that Northwind sent".)
 */
const ASKS_OUTRIGHT = /(?<!\b(?:the|all|any|these|those|such|its|their|our|your|his|her|of|prior|earlier|other)\s+)\b(?:demands?|requests?|asks?|directs?|instructs?|urges?)\s+that\b|\b(?:is|are)\s+(?:hereby\s+)?(?:requested|directed|instructed|asked)\s+to\b/i;
/** A sentence asking something be done or not done: a rule for the one it is written to. */
export const isRequest = (text: string): boolean => imperative(text) || IMPERATIVE_FORBIDS.test(text) || ASKS_OUTRIGHT.test(text);

/** What a prohibition is lifted by: "without Northwind's prior written consent". */
const WITHOUT = /\bwithout\b([^;,.?]*)/i;

function weightIn(subject: Bag, words: Bag): number {
  let all = 0;
  let hit = 0;
  for (const [w, weight] of subject) {
    all += weight;
    if (words.has(w)) hit += weight;
  }
  return all === 0 ? 0 : hit / all;
}

/**
 * What a rule says of the act asked with the given force: 'yes' (required, or allowed), 'no'
 * (forbidden, or not required), or null (the rule is silent on it, or only conditionally so).
 * `act`: the proposition's words without the force; `askedWithout`: what the question says the
 * act was done without ("could Castellan move them without consent?"); `askedCondition`: the
 * condition it offers ("so long as it told Northwind first").
 */
export function ruleSays(deontic: Deontic, act: Bag, askedWithout: Bag, s: SourceSentence, askedCondition: Bag = new Map()): 'yes' | 'no' | null {
  const clauses = s.text.split(CLAUSE_BREAK).filter((c) => c.trim().length > 0);
  // The clause holding most of the act; on a tie, the first (the rule before its proviso).
  let best = clauses[0] ?? s.text;
  let bestWeight = -1;
  for (const c of clauses) {
    const w = weightIn(act, bagOf(c));
    if (w > bestWeight + 1e-9) {
      best = c;
      bestWeight = w;
    }
  }
  // A clause without its own verb of force takes the sentence's ("…, and shall not reallocate").
  const forceText = OBLIGES.test(best) || PERMITS.test(best) || FORBIDS.test(best) ? best : s.text;
  // (A request: what it asks is required; what it asks not be done is forbidden.)
  if (IMPERATIVE_FORBIDS.test(s.text)) return deontic === 'may' ? 'no' : null;
  if (imperative(s.text) && !OBLIGES.test(forceText) && !PERMITS.test(forceText) && !FORBIDS.test(forceText)) return deontic === 'must' ? 'yes' : null;
  const without = WITHOUT.exec(best);
  // "Withholding a disputed amount shall not constitute a breach": the act is allowed, not forbidden.
  if (NOT_A_BREACH.test(forceText)) return deontic === 'may' ? 'yes' : null;
  if (FORBIDS.test(forceText)) {
    if (!without) return 'no';
    // Forbidden without a condition: the condition is required, and doing it without that is not allowed.
    const condition = bagOf(without[1] ?? '');
    if (deontic === 'must' && weightIn(act, condition) >= 0.2) return 'yes';
    if (deontic === 'may' && askedWithout.size > 0 && weightIn(askedWithout, condition) >= 0.3) return 'no';
    // "Could it move them so long as it told Northwind first?" against "shall not … without
    // Northwind's prior written consent": the condition offered is not the one the rule sets.
    if (deontic === 'may' && askedCondition.size > 0) return weightIn(condition, askedCondition) >= CONDITION_MET ? 'yes' : 'no';
    return null;
  }
  if (OBLIGES.test(forceText)) return 'yes';
  // "Could it withhold the amount with nothing in writing?" against "may withhold … by written
  // notice": allowed only with what the question takes away.
  // (Unless the permission itself is without it: "may obtain injunctive relief without posting a bond".)
  if (PERMITS.test(forceText) && deontic === 'may' && askedWithout.size > 0 && weightIn(askedWithout, bagOf(best)) >= 0.5 && !(without && weightIn(askedWithout, bagOf(without[1] ?? '')) >= 0.5)) return 'no';
  // "Does Vantage have to post a bond to get an injunction?" against "may obtain injunctive relief
  // without posting a bond": what the rule lets be done without is not required for it.
  if (PERMITS.test(forceText) && deontic === 'must' && without && weightIn(act, bagOf(without[1] ?? '')) >= 0.4) return 'no';
  if (PERMITS.test(forceText)) return deontic === 'may' ? 'yes' : null;
  return null;
}

/** How much of the condition a rule sets the question's own condition must state to meet it. */
const CONDITION_MET = 0.5;

/** What the question says the act was done without: "without Northwind's consent". */
export function withoutIn(question: string): Bag {
  const m = WITHOUT.exec(question);
  return m ? bagOf(m[1] ?? '') : new Map();
}
