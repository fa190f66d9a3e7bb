import { isPersonNoun } from './people-nouns.js';
import { canonical, isStopWord, lexiconTags, namesNothing, rawWords } from './words.js';

/**
 * What a question asks for, read from its structure: the clause that asks (after an opening
 * clause such as "Now, turning to the notice of breach, when did it go out?" or "When the contract
 * was signed, how long was it for?"), its question word and the noun after "which"/"what" ("which
 * facility" asks where, "which competitor" asks who), and statements put to the witness ("Northwind
 * never agreed to that?", "…, didn't it?") as yes/no questions.
 */

export type QuestionType = 'when' | 'how_much' | 'how_many' | 'how_long' | 'who' | 'where' | 'yes_no' | 'open';

const AUXILIARY = String.raw`(?:did|do|does|was|were|is|are|has|have|had|can|could|would|will|should|shall|may|might|must|isn'?t|wasn'?t|didn'?t|doesn'?t|don'?t|weren'?t|aren'?t|haven'?t|hasn'?t|hadn'?t|won'?t|wouldn'?t|couldn'?t|can'?t)`;
const WH = String.raw`(?:who|whom|whose|what|which|when|where|why|how|to whom|by whom|from whom|on what|in what|in which|at what|at which|from what|from which|to what|to which|for what|for which|until what|until when|through what|since when|by when|as of when)`;
const ASKS = new RegExp(String.raw`^(?:${WH}|${AUXILIARY})\b`, 'i');
const YES_NO_START = new RegExp(String.raw`^${AUXILIARY}\b`, 'i');
/** A statement with a tag: "…, correct?", "…, didn't it?", "…, right?". */
export const TAG_QUESTION = /(?:\bcorrect|\bright|\btrue|\bisn'?t (?:it|that)|\b(?:didn'?t|doesn'?t|don'?t|wasn'?t|weren'?t|hasn'?t|haven'?t|won'?t|wouldn'?t) (?:you|it|they|he|she|we|that|there)|\bwasn'?t (?:it|that)|\bis that (?:right|correct|true|fair)|\bagreed|\byes)\s*\?\s*$/i;

const PERSON_NOUNS = /^(?:person|people|persons|individual|company|companies|carrier|carriers|customer|customers|client|clients|shipper|shippers|competitor|competitors|employee|employees|officer|officers|executive|executives|manager|managers|lawyer|lawyers|attorney|attorneys|counsel|firm|firms|party|parties|vendor|vendors|supplier|suppliers|bank|banks|broker|brokers|driver|drivers|dispatcher|dispatchers|team|department|entity|entities|organization|organisation|organizations|organisations|business|businesses|practice|agency|insurer|insurers|consultant|consultants|contractor|contractors|examiner|adjuster|lender|landlord|tenant|one of (?:them|you|those))\b/i;
/** Nouns for places and buildings ("which office", "the ship's store"). */
export const PLACE_NOUN = String.raw`(?:city|cities|state|states|country|countries|county|counties|town|towns|township|townships|borough|boroughs|village|villages|province|provinces|parish|municipality|neighborhood|neighbourhood|place|places|address|addresses|location|locations|office|offices|site|sites|facility|facilities|building|buildings|warehouse|warehouses|dock|docks|cross-dock|yard|yards|terminal|terminals|port|ports|plant|plants|depot|depots|court|courts|venue|forum|jurisdiction|branch|headquarters|hub|hubs|lane|lanes|region|district|street|road|floor|room|hotels?|motels?|propert(?:y|ies)|stores?|restaurants?|hospitals?|clinics?|schools?|campus(?:es)?|factor(?:y|ies)|mills?|shops?|labs?|laborator(?:y|ies)|harbou?rs?|marinas?|piers?|wharf|wharves|airports?|stations?|stops?)`;
const PLACE_NOUNS = new RegExp(String.raw`^${PLACE_NOUN}\b`, 'i');
/** A word the lexicon knows as a verb and never as a noun ("signed", "sent"): "which person signed invoices" asks who. */
const verbOnly = (w: string): boolean => {
  const tags = lexiconTags(w);
  return tags.length > 0 && tags[0]!.startsWith('VB') && !tags.some((t) => t.startsWith('NN'));
};
/** Where a noun phrase after "what"/"which" ends: a preposition, a conjunction, a relative word. */
const PHRASE_END = /^(?:for|of|in|on|at|to|from|with|under|by|and|or|that|which|who|whom|where|when)$/;
const TIME_NOUNS = /^(?:date|day|month|year|week|time|point|period|quarter|season|schedule|deadline)\b/i;
/** A time that is a span ("response time", "lead time", "turnaround time"): how long something takes. */
const SPAN_OF_TIME = /^(?:response|lead|turnaround|turn-around|cycle|processing|reaction|travel|transit|wait|waiting|down|run|running|drive|driving|commute|loading|settling|boot|latency)$/i;
const AMOUNT_NOUNS = /^(?:amount|amounts|total|sum|balance|price|rate|figure|cost|costs|fee|fees|value|payment|charge|charges|cap|limit|profit|profits|damages|loss|losses|premium|premiums|budget|bill|billing|billings|invoice|invoices|claim|salary|penalty|revenue|revenues|sales|income|earnings|spend|spending)\b/i;
/** Words a what-question puts between its verb and its noun ("what were the lost profits"). */
const DETERMINER = /^(?:the|a|an|its|their|his|her|your|our|this|that|these|those|each|exact|specific|particular|other|overall|lost|actual|approximate|dollar)$/i;

/** Typographic quotes and dashes as typed on a keyboard: a witness's "don’t" is "don't". */
export const plainText = (text: string): string => text.replace(/[\u2018\u2019\u02bc\u2032]/g, "'").replace(/[\u201c\u201d]/g, '"').replace(/[\u2013\u2014]/g, ' - ').replace(/\u00a0/g, ' ');

/**
 * "Going back to the letter, and I know you didn't type it yourself, did it say …?": a clause
 * granting the witness something is said to the witness, not asked. Its words are neither the
 * proposition nor what to search the documents for.
 */
const WITNESS_ASIDE = /,\s*(?:(?:and|but|now)\s+)?(?:I\s+(?:know|understand|realize|realise|appreciate|recognize|recognise|accept)|I'm\s+not\s+asking|I'm\s+(?:only\s+)?asking\s+(?:you\s+)?(?:only\s+)?about|(?:setting|leaving|putting)\s+aside)\b[^,?;]*(?=,)/gi;
export const withoutAsides = (question: string): string => question.replace(WITNESS_ASIDE, ',');

/** Abbreviations and initials a sentence does not end at ("Ms. Liu", "Section 4.3", "J. Pierce"). */
const NOT_AN_END = /(?:\b(?:mr|ms|mrs|dr|st|no|nos|inc|co|corp|ltd|jr|sr|vs?|ex|pp?|para|sec|art|u\.s)|\b[A-Z])\.$/i;

/**
 * The sentence that asks: a question put after a remark ("You read Ms. Liu's deposition. Where
 * was it taken?", "Turning to October 2023. On what date …") asks in its last sentence.
 */
export function askingSentence(question: string): string {
  const q = plainText(question).trim();
  // (A sentence may end inside its quotation: "… headed 'Notice of Position Elimination.' Who signed it?")
  const pieces = q.split(/(?<=[.!?]["'’”]?)\s+(?=["'‘“]?[A-Z])/);
  const sentences: string[] = [];
  for (const p of pieces) {
    const last = sentences.at(-1);
    if (last !== undefined && NOT_AN_END.test(last)) sentences[sentences.length - 1] = `${last} ${p}`;
    else sentences.push(p);
  }
  const asking = sentences.at(-1) ?? q;
  return sentences.length > 1 && /\?\s*$/.test(asking) ? asking : q;
}

/**
 * "…, from what you learned?", "…, as far as you know?", "…, to your knowledge?": the limit of what
 * the witness is asked to say, after the question proper — it asks nothing of its own.
 */
const KNOWLEDGE_TAIL = /,\s*(?:from what (?:you|you've|you have) (?:learned|know|understand|heard|saw|were told|gathered)|as far as you (?:know|recall|remember|are aware|can tell)|to (?:your|the best of your) (?:knowledge|recollection)|if you (?:know|recall|remember)|in your (?:understanding|experience|view|opinion)|that you (?:know of|recall|remember|are aware of))\s*\?\s*$/i;

/** A question without its "…, from what you learned?" (whose "from" names no sender). */
export const withoutKnowledgeTail = (question: string): string => question.replace(KNOWLEDGE_TAIL, '?');

/** A question word standing alone before an aside: "When, …", "And where, in your view, …". */
const BARE_QUESTION_WORD = /^(?:(?:and|so|now|then)\s+)?(?:(?:on|in|at|to|from|by|with|for)\s+)?(?:when|where|who|whom|why|how|what|which)$/i;

/** The clause that asks: the last part (by comma, colon or dash) of the asking sentence that starts with a question word. */
export function askingClause(question: string): string {
  const q = withoutKnowledgeTail(askingSentence(question));
  const parts = q.split(/\s*(?:[,:;]|\s[-–—]\s)\s*/).filter(Boolean);
  for (let i = parts.length - 1; i > 0; i -= 1) {
    const rest = parts.slice(i).join(', ');
    if (ASKS.test(rest) && !TAG_QUESTION.test(q.slice(q.length - rest.length - 2))) {
      // "When, according to your analysis, was the drive connected?": the question word before the
      // aside is what the clause after it asks.
      return BARE_QUESTION_WORD.test(parts[0]!) ? `${parts[0]!.replace(/^(?:and|so|now|then)\s+/i, '')} ${rest}` : rest;
    }
  }
  return q.replace(/^(?:and|so|now|okay|ok|well|then|also|mr\.?\s+\w+|ms\.?\s+\w+|mrs\.?\s+\w+|dr\.?\s+\w+)[,\s]+/i, '');
}

/**
 * Whether a question points back at what the exchange before named: a demonstrative before a
 * noun ("that letter", "those invoices", "that dairy customer"), no verb of its own ("And for
 * Hudson Valley?"), or (with `pronouns`) a pronoun standing for it ("Who signed it?"). A
 * capitalised word after "that" starts a clause ("you knew that Castellan…"), not a pointer.
 */
export function pointsBack(question: string | null, pronouns = true): boolean {
  if (!question) return false;
  const q = askingClause(plainText(question));
  if (isElliptical(q) || [...q.matchAll(DEMONSTRATIVES)].some((m) => !relativeClause(m[0]))) return true;
  return pronouns && /\b(?:it|them|they)\b/.test(q);
}

/**
 * "The produce and dairy that spoiled", "the trailers that went to Tidewater": "that" before a
 * verb opens a clause about the noun before it, it points back at nothing.
 */
function relativeClause(match: string): boolean {
  const after = /^that\s+([a-z][\w'-]*)/.exec(match)?.[1];
  if (!after) return false;
  const tags = lexiconTags(after);
  return /^[a-z]{3,}ed$/.test(after) && !tags.some((t) => t.startsWith('NN')) ? true : tags.length > 0 && /^(?:VB[DZ]?|MD)$/.test(tags[0]!);
}

const DEMONSTRATIVE = /\b(?:that|those|these)\s+(?!(?:is|was|were|are|the|a|an|you|i|we|they|he|she|it|there|would|could|should|will|did|does|do|had|has|have)\b)[a-z][\w'-]*|\bthis (?:one|letter|document|notice|e-?mail|line|row|figure|agreement|contract|schedule|log|report)\b/;
const DEMONSTRATIVES = new RegExp(DEMONSTRATIVE.source, 'g');

/**
 * A question without a verb of its own ("And the amount on that line?", "And for Hudson Valley?")
 * asks again what the question before asked, about the thing it names.
 */
export function isElliptical(question: string | null): boolean {
  if (!question) return false;
  const q = askingClause(question).replace(/\?\s*$/, '');
  // (A capitalised "May" after the first word is the month: "And the May invoice?")
  const unmonthed = q.replace(/\bMay\b/g, (m, at: number) => (at > 0 ? 'month' : m));
  if (q.split(/\s+/).length > 8 || new RegExp(String.raw`\b(?:${AUXILIARY}|who|whom|what|which|when|where|why|how)\b`, 'i').test(unmonthed)) return false;
  // "That's accurate?", "That's the letter?": a verb, contracted — a statement put to the witness.
  if (/^(?:(?:and|so)[,\s]+)?(?:that|this|it|those|these)['’](?:s|re)\b/i.test(q)) return false;
  if (/^(?:(?:and|so|now|then|okay|ok|also)[,\s]+)*(?:what about|how about|as (?:for|to)|for|the|that|this|those|these|its|their|your|his|her)\b/i.test(q)) return true;
  // "And Brooklyn Orthopaedic — Dr. Marsh-Whitley's group?": "and" and a name, with no word that
  // is mostly a verb ("And Tom signed it?" is a statement put to the witness).
  // ("And notices to Castellan?": a plural noun after "and", no verb, is a thing named the same way.)
  const opensOnThing = /^[A-Z]/.test(q) || /^NNS?$/.test(lexiconTags(/^[a-z]+/.exec(q)?.[0] ?? '')[0] ?? '');
  return /^\s*(?:and|so|now|then|also)[,\s]+[A-Za-z]/i.test(question) && opensOnThing && !rawWords(q).some((w) => !isStopWord(w) && (namesNothing(w) || /^VB/.test(lexiconTags(w)[0] ?? '')));
}

/** What a noun asks for when a verbless question names it ("the amount" asks how much), if anything. */
function nounAsks(w: string): QuestionType | null {
  // ("And the storage and demurrage line?": a schedule's line holds a figure.)
  if (AMOUNT_NOUNS.test(w) || /^(?:line|row|entry)$/.test(w)) return 'how_much';
  if (TIME_NOUNS.test(w)) return 'when';
  if (PLACE_NOUNS.test(w)) return 'where';
  // ("And the project name on the RE line?": a name asked, as "What's the name of …" asks one.)
  if (PERSON_NOUNS.test(w) || /^names?$/.test(w)) return 'who';
  // ("And the appraiser?", "And the surveyor?": a noun WordNet files under people asks who.)
  if (isPersonNoun(w)) return 'who';
  return null;
}

/** A possessive ("the lab's"), not a contraction of "is" ("it's", "that's"). */
const possessive = (raw: string): boolean => /\w['’]s$/i.test(raw) && !/^(?:it|that|what|who|there|here)['’]s$/i.test(raw);

/** Words a verbless question opens with before the thing it names ("And as for …", "What about …"). */
const ELLIPSIS_OPENING = /^(?:(?:and|so|now|then|okay|ok|also|what about|how about|as (?:for|to))[,\s]+)*/i;

/**
 * The noun a verbless question names, read as what it asks for. The thing named is the noun phrase
 * it opens with, up to a comma or a preposition, and that phrase's last noun is what it names: "its
 * date-of-death value" is a value (a sum), "the appraiser, reading from the schedule" a person.
 * `previous`: a noun of the phrase's own that the question before did not name, and that asks for
 * nothing the rules know, is asked about for itself ("Where is the firm located? — And your
 * position there?" asks what the position is, not where): 'open'.
 */
function nounType(clause: string, previous: string | null): QuestionType | null {
  const phrase: string[] = [];
  for (const raw of clause.replace(ELLIPSIS_OPENING, '').split(/\s+/)) {
    const w = raw.toLowerCase().replace(/['’]s$/, '').replace(/[^a-z-]/g, '');
    // ("The storage and demurrage line": a coordination inside the phrase does not end it.)
    if (w === '' || (PHRASE_END.test(w) && w !== 'and' && w !== 'or')) break;
    // ("And the lab's own budget?": a possessive names whose; the noun after it is what is asked.)
    if (!possessive(raw)) phrase.push(w);
    if (/[,;:]$/.test(raw)) break;
  }
  for (const w of [...phrase].reverse()) {
    const asked = nounAsks(w);
    if (asked) return asked;
  }
  const before = new Set(rawWords(previous ?? '').map((w) => canonical(w)));
  const own = phrase.filter((w) => !isStopWord(w) && !/^(?:one|ones|other|others|same)$/.test(w) && (lexiconTags(w)[0] ?? '').startsWith('NN'));
  if (previous !== null && own.length > 0 && own.every((w) => !before.has(canonical(w)))) return 'open';
  // (Past the phrase: "And for the May invoice?" names its thing after the preposition.)
  for (const raw of clause.split(/\s+/)) {
    if (possessive(raw)) continue;
    const asked = nounAsks(raw.toLowerCase().replace(/['’]s$/, '').replace(/[^a-z-]/g, ''));
    if (asked) return asked;
  }
  return null;
}

/**
 * What a question asks for, with the question before it: a verbless one asks what its own noun
 * asks for ("And the amount on that line?"), else what the question before asked ("How much for
 * Greenleaf? … And for Hudson Valley?").
 */
export function questionTypeAfter(question: string | null, previous: string | null): QuestionType {
  const own = questionType(question);
  // "The trailers went to the Elizabeth terminal, right?" puts a statement to the witness: yes or
  // no, however short, not a where-question read from its noun.
  if (!isElliptical(question) || (own === 'yes_no' && TAG_QUESTION.test(plainText(question ?? '')))) return own;
  return nounType(askingClause(question!), previous) ?? (previous && !isElliptical(previous) ? questionType(previous) : own);
}

/** A question phrase closing a statement-shaped question: "… on what date?", "… when?", "… by whom?". */
const IN_SITU = /(?:^|[\s,])((?:(?:on|in|at|from|to|for|until|through|by|of|with)\s+)?(?:what|which)(?:\s+[\w’'-]+){1,2}|(?:(?:to|by|from|with)\s+)?(?:when|where|who|whom|whose)|(?:for\s+)?how (?:much|many|long)(?:\s+[\w’'-]+)?)\s*\??\s*$/i;

/** A sum asked without "how much": "in dollars", "come to", "add up to", "amount to", "total". */
const SUM_ASKED = /\bin dollars\b|\b(?:come|came|comes|add(?:s|ed)? up|amount(?:s|ed)?|total(?:s|ed)?)\s+to\b/i;

export function questionType(question: string | null): QuestionType {
  if (!question) return 'open';
  const full = plainText(question).trim();
  // "Within how many days …", "For how much …": the preposition does not change what is asked.
  // (Nor does a hedge: "And about how many employees does Vantage have?")
  // ("What's the cap" is "what is the cap": the contraction hides the verb the noun is read past.)
  const q = askingClause(full)
    .replace(/^(?:within|for|in|by|after|at|to|of|over|about|roughly|approximately|around|and\s+about|and\s+roughly)\s+(?=how\s+(?:many|much|long)\b)/i, '')
    .replace(/^(what|who|where|when|which|how)['’]s\b/i, '$1 is');
  // "It claimed Northwind owed invoices totalling how much?": asked in place, at the end, behind
  // whatever opening ("When Castellan terminated, …") the sentence has.
  // "Remind me of her name?", "tell me which lot it was": asked through a request; what follows asks.
  const told = /(?:^|[,:;]\s*|\s[-–—]\s+)(?:(?:can|could|would) you\s+)?(?:please\s+)?(?:remind|tell|give)\s+(?:me|us)\s+(?:again\s+)?(?:of\s+)?([^,:;]+)$/i.exec(q);
  if (told) {
    const rest = told[1]!;
    if (/^(?:his|her|their|its|your|the)\s+(?:full\s+)?name\b/i.test(rest)) return 'who';
    if (/^(?:what|which|who|whom|whose|where|when|how)\b/i.test(rest)) return questionType(rest);
    // "Remind me of the remediation figure in the draft": what that thing is, asked.
    if (/^(?:the|his|her|their|its|your|that|this)\s/i.test(rest)) {
      const asked = questionType(`What is ${rest}?`);
      if (asked !== 'open' && asked !== 'yes_no') return asked;
    }
  }
  // "Do you know who signed it?", "Do you remember where the meeting was?": the question inside
  // asks; a yes alone answers nothing of it.
  const embedded = /^(?:(?:do|did|would)\s+you\s+(?:happen\s+to\s+)?(?:know|remember|recall)|(?:can|could)\s+you\s+(?:recall|remember))\s+((?:what|who|whom|whose|when|where|which|how\s+(?:much|many|long))\b.*)$/i.exec(q);
  if (embedded) {
    const inside = questionType(embedded[1]!);
    if (inside !== 'yes_no') return inside;
  }
  const inPlace = /\b(?:totall?ing|of|at|for|to|owed|cost|paid|worth|come to|comes to|came to)\s+how (much|many)\b[^,;?]*\?\s*$/i.exec(full);
  if (inPlace) return inPlace[1]!.toLowerCase() === 'much' ? 'how_much' : 'how_many';
  // "So the two lines together come to what?": a sum asked in place.
  if (/\bto\s+what\s*\?\s*$/i.test(full) && SUM_ASKED.test(full)) return 'how_much';
  // "And that payment was for what?", "It was signed by whom?", "They met where?": a question word
  // left in place at the end asks as it would at the front.
  const atEnd = /\s(?:(for|about|of|with|from|on|in|by|to)\s+)?(what|whom|who|where|when)\s*\?\s*$/i.exec(full);
  if (atEnd && !/^(?:what|who|whom|where|when|which|how)\b/i.test(q) && /\b(?:is|was|are|were|did|does|do|has|had|have|signed|sent|met|went|paid)\b/i.test(full.slice(0, atEnd.index))) {
    const word = atEnd[2]!.toLowerCase();
    // ("The restated revenue for that year is roughly what?": what its nouns ask, as "what is …"
    // would; "that payment was for what?" asks what it was for.)
    if (word === 'what' && atEnd[1]) return 'open';
    const nouns = full.slice(0, atEnd.index).toLowerCase().split(/[^a-z-]+/);
    if (word === 'what') return nouns.some((w) => AMOUNT_NOUNS.test(w)) ? 'how_much' : nouns.some((w) => TIME_NOUNS.test(w)) ? 'when' : nouns.some((w) => PLACE_NOUNS.test(w)) ? 'where' : 'open';
    return word === 'where' ? 'where' : word === 'when' ? 'when' : 'who';
  }
  // "How big is the firmware group?": a group's size is a head count.
  if (/^how (?:big|large)\b/i.test(q) && /\b(?:group|team|department|staff|crew|workforce|unit|practice|lab|firm|class|household|family)\b/i.test(q)) return 'how_many';
  if (/^how (?:much|big|large)\b/i.test(q)) return /^how much (?:time|notice|longer)\b/i.test(q) ? 'how_long' : 'how_much';
  if (/^how many\b/i.test(q)) return /^how many (?:days|weeks|months|years|hours)\b/i.test(q) ? 'how_long' : 'how_many';
  if (/^how long\b|^for how long\b|^how soon\b/i.test(q)) return 'how_long';
  // "What did that come to in dollars?", "what does it all add up to?": a sum.
  if (/^what\b/i.test(q) && SUM_ASKED.test(q)) return 'how_much';
  if (/^(?:when|since when|by when|as of when|until when)\b/i.test(q)) return 'when';
  if (/^(?:who|whom|whose|to whom|by whom|from whom|with whom|(?:under|for|on|in|from|with|by|to|of)\s+whose)\b/i.test(q)) return 'who';
  // "What's the name of his firm?", "What's her name?": a name asked for (a place's, when the noun named is a place).
  const named = /^what(?:'s|’s| is| was)\s+(?:the\s+)?(?:full\s+|exact\s+|correct\s+)?name(?:\s+of\s+(?:the|his|her|their|its|your|that|this)\s+([a-z-]+))?\b|^what(?:'s|’s| is| was)\s+(?:his|her|their|its|your)\s+(?:full\s+)?name\b/i.exec(q);
  if (named) return named[1] && PLACE_NOUNS.test(named[1]) ? 'where' : 'who';
  if (/^where\b/i.test(q)) return 'where';
  const which = /^(?:(?:on|in|at|from|to|for|until|through|by|of)\s+)?(?:what|which)\s+(.*)$/i.exec(q);
  if (which) {
    // "Which year's revenue was restated?", "Which customer's trailers?": the possessor is what is asked.
    const possessor = /^([a-z-]+)['’]s\s/i.exec(which[1]!)?.[1]?.toLowerCase();
    if (possessor && TIME_NOUNS.test(possessor)) return 'when';
    if (possessor && PLACE_NOUNS.test(possessor)) return 'where';
    if (possessor && (PERSON_NOUNS.test(possessor) || isPersonNoun(possessor))) return 'who';
    // The noun after "which"/"what", past an adjective or a name ("which Castellan office").
    // ("Which of their offices did it come out of?": one of the offices, so where.)
    const head = which[1]!.replace(/^(?:of (?:the|their|his|her|its|your|our|these|those|all the|all of the)|exact|specific|particular|other)\s+/i, '').split(/\s+/).slice(0, 3);
    // "What were the lost profits …", "what is the cap …": past the verb and its determiners, the noun.
    const after = /^(?:is|was|are|were)\s+(.*)$/i.exec(which[1]!);
    // "What is it a schedule of?", "What was that a copy of?": the noun is what the thing is said to
    // be, and what is asked is the stranded preposition's object — no kind the noun tells.
    if (after && /^(?:it|this|that|they|these|those|he|she)\s+(?:a|an|the|one|part|some)\b.*\b(?:of|for|to|from|about|with|on|in)\s*\?\s*$/i.test(after[1]!)) return 'open';
    if (after) {
      const words = after[1]!.split(/\s+/);
      let k = 0;
      while (k < words.length - 1 && DETERMINER.test(words[k]!.replace(/[^a-z]/gi, ''))) k += 1;
      // ("What was the monthly storage fee": the noun may come third; "What is Castellan's cargo
      // liability cap per trailer?": fifth.)
      head.splice(0, head.length, ...words.slice(k, k + 5));
    }
    // The noun phrase ends at a verb or a preposition, and its last noun is what it names: "the
    // building limit for Buildings 1 through 3" is a limit (a sum), not a building.
    const phrase: string[] = [];
    for (const raw of head) {
      const w = raw.toLowerCase().replace(/['’]s$/, '').replace(/[^a-z-]/g, '');
      if (new RegExp(`^${AUXILIARY}$`, 'i').test(w) || PHRASE_END.test(w) || verbOnly(w)) break;
      phrase.push(w);
    }
    // (Its head: the last word the lexicon reads first as a noun — "analysts" of "analysts actually".)
    const headNoun = [...phrase].reverse().find((w) => /^NN/.test(lexiconTags(w)[0] ?? ''));
    for (const [i, w] of phrase.reverse().entries()) {
      if (PLACE_NOUNS.test(w)) return 'where';
      // ("Which of your analysts pulled it?": the head noun a person's, as WordNet files it.)
      if (PERSON_NOUNS.test(w) || (w === headNoun && isPersonNoun(w))) return 'who';
      // ("What response time does Kessling claim?": a response time is how long, not when.)
      if (w === 'time' && SPAN_OF_TIME.test(phrase[i + 1] ?? '')) return 'how_long';
      if (TIME_NOUNS.test(w)) return 'when';
      if (AMOUNT_NOUNS.test(w)) return 'how_much';
    }
    if (/^what\b.*\b(?:cost|costs|pay|paid|owe|owed|charge|charged|bill|billed|spend|spent|lose|lost)\b/i.test(q) && !/\bhow many\b/i.test(q)) return 'how_much';
  }
  if (/^(?:what|which)\b/i.test(q)) return 'open';
  // The question word at the end, in a statement's order ("The notice went out on what date?",
  // "You received it when?", "And the invoice was for how much?", "It was signed by whom?"): asked
  // as the phrase asks, not yes or no.
  const inSitu = IN_SITU.exec(q);
  // (Only after something: the phrase alone is read by the rules above.)
  // ("Vantage's headquarters, where you met their IT staff, is in what town?": the asking clause
  // is a predicate whose subject is before the comma — a verb with no subject asks no yes or no.)
  if (inSitu && inSitu.index > 0 && (!YES_NO_START.test(q) || /^(?:is|was|are|were)\s+(?:(?:located|based|headquartered)\s+)?(?:in|on|at|from|for|by|to)\s+(?:what|which)\b/i.test(q))) {
    const asked = questionType(`${inSitu[1]!}?`);
    if (asked !== 'open' && asked !== 'yes_no') return asked;
  }
  if (YES_NO_START.test(q) || TAG_QUESTION.test(full)) return 'yes_no';
  // A statement put to the witness: "Northwind never agreed to that?"
  if (/\?\s*$/.test(full) && !new RegExp(String.raw`\b${WH}\b`, 'i').test(q.split(/\s+/).slice(0, 3).join(' '))) return 'yes_no';
  return 'open';
}
