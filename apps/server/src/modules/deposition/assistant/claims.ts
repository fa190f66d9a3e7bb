import type { ClaimKind } from '@app/contract';
import { findIdentifiers } from './identifiers.js';
import { findAmounts, findBareHour, findClockTimes, findDayPart, findSites, findCountWords, findDates, findNames, findPlaces, findDirections, findQuantities, findRecurrences, findRoles, findWeekday, namesAgree, ORDINAL_ONES, ordinalDay, PERIOD_ADJECTIVES, PERIOD_OF, placeLevel, SITE_NOUN, spokenYears, stateOf, withTimeBounds, type DateValue, type Value } from './values.js';
import { ADDRESS_ASKED, addressRole, findStreetAddresses, type StreetAddress } from './addresses.js';
import { BEARS_WORDS } from './sources.js';
import { CASE_COURT_ASKED, findCourt, type CourtValue } from './courts.js';
import { askingClause, isElliptical, plainText, pointsBack, questionTypeAfter, TAG_QUESTION, withoutAsides, withoutKnowledgeTail, type QuestionType } from './question-form.js';
import { askedDeontic, withoutIn, type Deontic } from './deontic.js';
import { moneyShorthand } from './spoken.js';
import { bagOf, canonical, contentWords, designators, SEAT, discount, isStopWord, namesNothing, NOUN_BEFORE_NOUN, rawWords, SENTENCE_END, type Bag } from './words.js';
import { workingHours } from './working-hours.js';
import { oppositesOf } from './antonyms.js';
import { countAfterYes, firstKnownOf, OCCASION_UNITS, occasionAct } from './occasions.js';
import { priorTestimony, type PriorTestimony } from './prior-testimony.js';

export { questionType, questionTypeAfter, type QuestionType } from './question-form.js';

/**
 * What an answer asserts, read with its question: "Q. When did you receive the notice? A. In
 * December." claims a date (December, the latest one before the deposition) about {receive,
 * notice}. Each claim carries the subject words it is about and how sure the reading is.
 */

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
  /**
   * Names or places listed with it ("Red Hook and Port Elizabeth"): each is claimed on its own, so
   * a source naming a sibling neither confirms nor denies this one.
   */
  siblings?: string[];
  /** Names the question itself holds: they are its subject, not an answer to it. */
  asked?: string[];
  /**
   * The subject's words the question put (and the exchange it leans on), without what the answer
   * added around its value: the witness asked the same thing twice ("How many analysts work under
   * you?" and "How many analysts did you have?") answered it twice, however differently each
   * answer ran on. `question`: the question's words alone, without the value's clause ("Eleven
   * examiners, plus two people on the administrative side" runs on past what was asked).
   */
  askedAbout?: { words: Bag; question: Bag; type: QuestionType };
  /** For a name: whether the question asks who sent or signed something, or whom it went to. */
  role?: 'sender' | 'recipient' | 'copy';
  /**
   * For a place: asked which site a paper is from or covers ("I'm showing you the spoilage log.
   * Which facility is it from?"): a paper whose own name places it ("Red Hook spoilage log") answers.
   */
  paperPlace?: boolean;
  /**
   * For a name answering "who <did something>" (no letter's role): the act's words. A source
   * naming someone after them ("Voss instructed Karen Liu") names whom it was done to, not who did it.
   */
  act?: string[];
  /**
   * For a name: the party the act was done for ("who signed the agreement for Northwind", "on
   * behalf of Castellan"), as canonical words. Whoever signed the same paper for another party
   * answers another question.
   */
  party?: string[];
  /**
   * For a name answering "who was the property manager at Edison?": the post asked, its words
   * before the title ("property"). A source naming someone with another post ("Janet Kowalski, HR
   * Manager") names the holder of another.
   */
  post?: string[];
  /** The months a question about a sum or a count names ("the May invoice"): which one it is about. */
  months?: DateValue[];
  /** The numbered things the question names ("room 6"): a source naming another of them is about another. */
  designators?: string[];
  /** The subject's names (the question's proper nouns): what it is about, not which fact. */
  proper?: string[];
  /**
   * The names among them that single out one of several alike (a customer, a port: "the lost
   * profits on the Greenleaf contract"): a value stated apart from them is another's.
   */
  qualifiers?: string[];
  /** Taken over from the question the witness said yes to. */
  adopted?: boolean;
  /** One end of a period the answer gave whole ("January of twenty-three through April nineteenth"), not an end said alone ("until Christmas"). */
  span?: boolean;
  /**
   * A count of a whole ("How many of your dispatchers worked the shortfall? — All twelve of them."):
   * the witness puts the whole at that number, so an earlier count of the whole bears on it.
   */
  whole?: boolean;
  /** Subject words taken from the exchange before only (what "it" points at), not the question's own. */
  leaned?: string[];
  /** The question put a party's pleading to the witness (see PLEADING_PUT): that pleading is no source against the answer. */
  disputes?: boolean;
  /** For a name or place: the values the question gives ("dated December 8"), which a source must state to bear on it. */
  given?: Value[];
  /**
   * For a figure asked (not put as yes/no): the sums or counts the question itself states ("On a four
   * and a half million building limit, what does the two percent come to?"). A source stating one
   * states the question's premise, not the fact the answer gives.
   */
  premises?: number[];
  /** For a street address asked for ("what address does it give for you?"): the address said, read whole (addresses.ts). */
  address?: StreetAddress;
  /** For the court a case is pending in ("which court is this case pending in?"): the court said (courts.ts). */
  court?: CourtValue;
  /** Whose address it is, by name ("addressed to Dr. Prescott at …", "for you": the deponent). */
  addressOf?: string[];
  /** Whether the address asked is where a letter went or where it came from. */
  addressRole?: 'sender' | 'recipient';
  /**
   * Asked which site ("which dock did the log come from?"): a place answered by its name alone
   * ("Port Newark") is set against a site a source names ("the Red Hook dock") by name; against a
   * town, as a town.
   */
  siteAsked?: boolean;
  /**
   * For a day of the week said alone: the dated day the question asks it of ("January 17, 2024 — what
   * day of the week was that?"). Every source stating that day bears on it through the calendar.
   */
  weekdayOf?: DateValue;
  /**
   * For a date: when the witness joined an employer ("what year did you join Castellan?", "how long
   * have you been with the company? — Since 2016.", "when I started at Meridian back in 2016"),
   * with the employer's name when said. The witness's own answers on it bear on each other
   * whatever else each said.
   */
  joined?: { employer: string[] };
  /**
   * For a date: when the witness took up the post they hold ("When did you become a manager? — Last
   * spring.", "IT operations manager. I've had that title since October of 2022.", "How long have you
   * held the supervisor job? — Since the summer of 2023."), with the post's words (canonical). Said
   * twice of the same post, one fact (not when they joined the employer: `joined`).
   */
  postStart?: { post: string[] };
  /**
   * A name said as whom the witness reports to now ("Who's your direct manager? — Dr. Rao.", "My
   * supervisor, Gail Brennan, signs off."): one fact, however the questions put it.
   */
  reportsTo?: true;
  /**
   * A place said as where the witness works now ("Where do you physically work? — Two Broadway.",
   * "At my desk at 130 Livingston Street."): one fact, however the questions put it.
   */
  worksAt?: true;
  /**
   * For a time of day: the start or the end of the witness's usual working day ("Seven to
   * three-thirty", "I don't get in until ten on Mondays"; working-hours.ts): one habit, however the
   * questions put it.
   */
  hours?: true;
  /**
   * For a count: how many people work under the witness ("How many analysts report to you? —
   * Eleven.", "How many people were on your team doing that review? — Five."), the answer's first
   * number: one fact of their working life, however the questions put it and whatever each counted
   * them as.
   */
  team?: true;
  /**
   * For a count of times, visits or trips: the act counted, as the question's words (occasions.ts).
   * The witness's own counts of the same act bear on each other whatever unit each was said in.
   */
  occasions?: string[];
  /** For a date: when the witness first saw, read or heard of something — that thing, as the question's words (occasions.ts). */
  firstKnown?: string[];
  /**
   * A fact of the witness's own life ("Who is your employer?", "When did you start at Harbor?", "When
   * did you first hear of the complaint?", whom they report to, where they work): only a paper naming
   * the witness bears on it (the complaint's "employed from March 6, 2017" is the plaintiff's start,
   * not this witness's), and their own earlier answers.
   */
  personal?: boolean;
  /**
   * The question asks again what was asked before ("How many cameras does 6138 have, again?"): an
   * earlier answer about its subject is the same fact, however much else that exchange was about.
   */
  again?: boolean;
  /**
   * A date listed after a count ("How many times were you on site? — Four times. October 3rd, twice
   * in late October …"): it says which times were counted, not the date of what was asked, so it is
   * not checked against the documents — but it stands as testimony a later answer is held against.
   */
  listed?: boolean;
}
export interface PolarityClaim {
  kind: 'negation';
  polarity: Polarity;
  /** Asked whether the witness has testified before: what the answer says of it (prior-testimony.ts). */
  priorTestimony?: PriorTestimony;
  /** Asked with "can", "may", "must"…: about what is allowed or required, not about what happened. */
  modal?: boolean;
  /** The force asked ("did the agreement require…", "could it take effect…"): read against a rule's clauses (deontic.ts). */
  deontic?: Deontic;
  /** What the question says the act was done without ("without Northwind's consent"). */
  without?: Bag;
  /**
   * The condition the question offers ("so long as it told Northwind first", "If Northwind withheld a
   * disputed amount, was that a breach?"): weighed against a rule's, and against what a rule says
   * the act counts as.
   */
  condition?: Bag;
  /** The proposition affirmed or denied (the question's words, or the answer's for "I never received it"). */
  subject: Bag;
  /**
   * The states the question asks of in hyphenated words ("right-handed", "in-house"), as said: the
   * subject's words lose what tells them from their opposites ("left-handed" is also "hand").
   */
  states?: string[];
  /**
   * The question's "before X" or "after X" ("the edits were made before payroll locked"): a source
   * saying the act came on the other side of the same event ("after payroll lock") says no.
   */
  order?: { word: 'before' | 'after'; event: string[] };
  /** Values inside the proposition ("on October 12"): a document must state the same ones to bear on it. */
  values: Value[];
  /**
   * The question asked whether the act happened more than once ("more than once", "a second
   * time"): a sentence that only tells of the act, with no count or repetition, says nothing of it.
   */
  repeated?: boolean;
  /**
   * Asked of the witness as a person ("Did you ever speak to the driver yourself?", "Have you ever
   * had your deposition taken?"), not of the side they speak for: only a paper naming the witness
   * bears on it.
   */
  personal?: boolean;
  certainty: number;
  quote: string;
  /**
   * Denied only as far as the witness knows ("Not as far as I'm aware"): a non-answer (evasion.ts),
   * unless the witness goes on to say why — then a hedged denial.
   */
  qualified?: boolean;
  /** The words an affirming answer says its yes in ("Yes, the floating docks are covered …"): a sentence denying them denies the answer. */
  restated?: Bag;
  /** The question put a party's pleading to the witness (see PLEADING_PUT): that pleading is no source against the answer. */
  disputes?: boolean;
  /**
   * Asked whether a paper mentions something ("Did the notice say anything about consent?"): the
   * paper's words (canonical) — a sentence of it speaking of the thing answers yes, whatever it
   * says of it ("Northwind has not consented …" mentions consent).
   */
  mention?: string[];
}
export type Claim = ValueClaim | PolarityClaim;

export interface ClaimInput {
  question: string | null;
  answer: string;
  /** The exchange before (pronouns in the question refer to it). */
  context?: string;
  /** The few lines before the question: a day said alone ("the thirtieth") falls in the month they last named. */
  recent?: string;
  /** The question before this one: a verbless question ("And for Hudson Valley?") asks what it asked. */
  previousQuestion?: string | null;
  /** The deposition's date: dates without a year are the latest such date before it. */
  reference: Date;
  /** Words everywhere in this case (parties, deponent): they weigh little as subjects. */
  common?: Set<string>;
  /** The matter's defined terms' words (defined-terms.ts): what a clause is about, not whose. */
  terms?: ReadonlySet<string>;
  /** The witness's name: "I did." to "Who signed it?" names the witness. */
  deponent?: string;
}

const APPROXIMATE = /-odd\b|-something\b|\b(?:and change|and something|about|around|roughly|approximately|approx|maybe|some|nearly|almost|or so|ish|give or take|in the (?:range|neighbou?rhood) of|ballpark|more or less|i think|i believe|i guess|a couple|a few|(?:the |that )?week (?:of|before|after)|just (?:over|under)|(?:just |a (?:bit|little|hair) )?(?:shy|short) of|a hair (?:over|under)|over|under|upwards of|north of|south of|close to|something like|probably|if i recall)\b/i;
/** Hedges of belief: how sure the witness is of the memory, not how round the figure is. */
const BELIEF = /\b(?:i think|i believe|i guess|probably|maybe|if i recall)\b/gi;
/** A count said to its last unit ("forty-six", "seventy-three"): not a round figure (not "forty-five", "a hundred"). */
const unitCount = (n: number): boolean => Number.isInteger(n) && n >= 10 && n % 5 !== 0;
/** Words a witness opens with that do not change the answer ("Honestly, no."). */
const OPENER = /^(?:(?:well|um+|uh+|so|honestly|frankly|look|again|actually|candidly|technically|strictly speaking|in principle|in theory|on paper|i mean|to be honest|as i said|to (?:the best of )?my (?:knowledge|recollection)|as (?:far as|best) i (?:know|recall|remember|can tell)|from what i (?:recall|remember|saw|know)|in my (?:view|opinion)|if i recall(?: correctly)?|as i (?:recall|remember) it)[,\s]+)+/i;
/** What the witness understands or was told, before a short yes or no ("My understanding is he didn't"). */
const UNDERSTOOD_OPENER = /^(?:my understanding is(?: that)?|as i understand it|from what i (?:was told|understand|gather|heard|(?:have|'ve) seen|(?:have|'ve) been told)|i (?:believe|understand|was told)(?: that)?(?=\s+(?:he|she|it|they|we|there)\s+\w+\s*(?:[.,;!]|$)))[,\s]+/i;
const SUBJECT = String.raw`(?:i|we|it|they|he|she|that|there|you)`;
const AFFIRM = new RegExp(
  String.raw`^(?:yes|yeah|yep|yup|correct|that'?s (?:(?:about|roughly|basically|pretty much|more or less|essentially) )?(?:correct|right|true|accurate|fair)|that is (?:correct|right|true|accurate|fair)|right|true|fair(?: enough)?(?=\s*(?:[.,;!]|$))|${SUBJECT} (?:did|do|does|was|were|is|are|am|had|have|has|would|will|could|can)(?=\s*(?:[.,;!]|$|,? (?:too|also|so|yes)\b))|absolutely|certainly|of course|exactly|i believe so|i think so|i(?:'d| would)? agree|i'?d say so|i would say so|sure|that'?s what (?:it|the \w+) says)\b`,
  'i',
);
const DENY = new RegExp(
  String.raw`^(?:(?:absolutely|certainly|definitely|of course|surely|sure|obviously) not|no way|not (?:true|correct|right|accurate|so|once|ever)|(?:that|it|this) (?:isn'?t|wasn'?t) (?:true|correct|right|accurate|so|what happened)|nobody|no one|no|nope|never|not at all|not really|${SUBJECT} (?:did|do|does|was|were|is|are|had|have|has) not|${SUBJECT} (?:didn'?t|don'?t|doesn'?t|wasn'?t|weren'?t|isn'?t|aren'?t|hadn'?t|haven'?t|hasn'?t|never)|that'?s not|that is not|incorrect|wrong|none|i don'?t (?:believe|think) so|i do not (?:believe|think) so|i wouldn'?t (?:think|say) so)\b`,
  'i',
);
const HEDGED = /^(?:i believe so|i think so|i guess|probably|that'?s (?:about|roughly|more or less|pretty much) right|i'?d say so|i would say so|i don'?t (?:believe|think) so|i do not (?:believe|think) so|i wouldn'?t (?:think|say) so|not really)\b/i;
/** Lack of recall or knowledge is not a denial (evasion.ts reads it). */
const NOT_A_DENIAL = /^(?:no[,.]?\s+)?(?:not that i (?:can )?(?:\w+ly )?(?:recall|remember|know|am aware|'m aware)|not (?:as far as|so far as|that) i(?:'m| am)? (?:aware|know)|not to my (?:knowledge|recollection)|i (?:\w+ly )?don'?t (?:\w+ly )?(?:recall|remember|know)|i do not (?:\w+ly )?(?:recall|remember|know)|no idea|i'?m not (?:\w+ly )?sure|i am not (?:\w+ly )?sure|not sure)/i;
const STATEMENT_NEGATION = /\b(?:never|did not|didn'?t|was not|wasn'?t|were not|weren'?t|has not|hasn'?t|had not|hadn'?t|no one|nobody|nothing)\b/i;
/** A who-question whose act the witness did or underwent: "who did you report to", "who hired you". */
const WITNESS_ASKED = /\byou\b/i;
/** Units of time: what a duration is counted in, never what an answer is about. */
const TIME_UNITS = ['day', 'week', 'month', 'year', 'hour'];
/** Units of data (canonical forms): a file's or a drive's size. */
const DATA_UNITS: ReadonlySet<string> = new Set(['bytes', 'kb', 'kilobytes', 'mb', 'megabytes', 'megs', 'gb', 'gigabytes', 'gigs', 'tb', 'terabytes'].map(canonical));

const MODAL = /^(?:can|could|may|might|must|should|shall|would|is it (?:allowed|permitted|required)|are (?:you|they|we) (?:allowed|permitted|required))\b/i;

/** Capitalised words past a sentence's first, canonical: the names a text is about. */
function properNouns(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/(?<![.?!]\s|^)\b([A-Z][a-z'’]+)/g)) {
    const w = m[1]!.replace(/['’]s$/, '');
    if (!isStopWord(w) && !/^(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Section|Exhibit|Mr|Ms|Mrs|Dr)$/.test(w)) out.push(canonical(w));
  }
  return out;
}

/** The titles of a post ("manager", "director"): what a post is called after the words naming which. */
export const TITLE_NOUNS = 'manager|director|officer|counsel|adjuster|engineer|supervisor|administrator|coordinator|president|analyst|controller|accountant|superintendent';

/** Whether a who-question asks for the sender or signer ("who signed it", "who did it come from") or the recipient. */
function askedRole(asked: string): 'sender' | 'recipient' | 'copy' | null {
  const question = withoutKnowledgeTail(plainText(asked));
  if (/\b(?:copied|cc'?d|copy|copies)\b/i.test(question)) return 'copy';
  if (/\b(?:addressed|sent (?:it |them )?to|delivered to|(?:went|go|gone|goes) to|receive[ds]?|recipient|copied|cc'?d|to whom)\b|\bto\s*(?:at \w+\s*)?\?\s*$/i.test(question)) return 'recipient';
  // ("Who sent the e-mail?": whoever sent it is its sender; "sent it to" was read above.)
  if (/\b(?:signed?|sender|from|wrote|write|written by|drafted|authored|sent by|issued|forwarded|forward)\b|\bwho (?:\w+ )?(?:sent|mailed|e-?mailed|faxed)\b/i.test(question)) return 'sender';
  return null;
}

/** "Who was the property manager at Edison?" → ["property"]: the words of the post asked before its title. */
function postAsked(question: string): string[] {
  const m = new RegExp(String.raw`\bwho\s+(?:was|is|were|are)\s+(?:the|their|your|his|her|our|its)\s+((?:[\w-]+\s+){1,3}?)(?:${TITLE_NOUNS})s?\b`, 'i').exec(askingClause(question));
  return m ? contentWords(m[1]!) : [];
}

/** A subject without the words of a name it holds (the name is the value, not what it is about). */
function withoutNamed(subject: Bag, name: string): Bag {
  const words = new Set(rawWords(name).map((w) => canonical(w.toLowerCase())));
  return new Map([...subject].filter(([w]) => !words.has(w)));
}

/** "Where was the notice sent to?" asks where it went; "where was it sent from?" where it came from. */
function placeRole(question: string): 'sender' | 'recipient' | null {
  // ("Which office did it come out of?", "the office it went out from", "the city printed at the
  // top of the letter", "its letterhead": where it came from.)
  if (/\b(?:sent|mailed|shipped|delivered|addressed|posted|faxed|couriered|issued)\s+(?:it\s+|them\s+)?from\b|\bcome from\b|\bcame from\b|\bfrom where\b|\bwhere\b[^?]*\bfrom\s*\?|\b(?:come|came|comes|go|goes|went|gone|sent|issued)\s+out\s+(?:of|from)\b|\bprinted\s+(?:at|on)\s+the\s+top\b|\bat the top of (?:the|that|this|its|their) (?:letter|notice|page|memo)\b|\bletterhead\b/i.test(question)) return 'sender';
  if (/\b(?:sent|mailed|shipped|delivered|addressed|posted|faxed|couriered|went|gone|go|goes)\s+(?:it\s+|them\s+)?to\b|\bwhere\b[^?]*\b(?:sent|mailed|delivered|addressed)\b/i.test(question)) return 'recipient';
  return null;
}

/** "…for Northwind?", "on behalf of Castellan Logistics", "on Northwind's behalf": the party a who-question's act was done for. */
function partyAsked(question: string): string[] {
  const q = askingClause(question);
  const behalf = ON_BEHALF.exec(q);
  const m = behalf ? (behalf[1] ?? behalf[2]) : /\bfor\s+((?:[A-Z][\w'’&.-]*)(?:\s+[A-Z][\w'’&.-]*)*)/.exec(q)?.[1];
  return m ? rawWords(m).map((w) => canonical(w.toLowerCase().replace(/[’']s$/u, ''))).filter((w) => w.length > 1 && !isStopWord(w)) : [];
}

/** "on Castellan's behalf", "on behalf of Castellan Logistics": whom an act was done for (group 1 or 2). */
export const ON_BEHALF = /\bon\s+(?:([A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*)*)['’]s\s+behalf\b|behalf\s+of\s+([A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*)*))/;

/**
 * A question asking for a difference between sums: "how much more", "how much higher", "the
 * difference"; a premium or markup asked as a rate ("the premium per mile") — not a total of premiums
 * paid ("how much did Northwind pay in premiums" asks a sum).
 */
const DIFFERENCE_ASKED = /\bhow much (?:more|extra|higher|less|lower|over|above|cheaper)\b|\bdifference\b/i;
const PREMIUM_ASKED = /\b(?:premium|markup|mark-up|surcharge)\b/i;

/** "Annual budget", "monthly rent", "weekly hours": the period a figure asked for is counted over. */
const PERIOD_ADJECTIVE = new RegExp(String.raw`\b(${PERIOD_ADJECTIVES})\s+(?!report|meeting|review|audit|leave|check|visit|inspection)[a-z]`, 'i');
/** "per trailer", "each day", "how many trailers a day" (not "a day later": a time, no rate). */
const RATE_ASKED = /\b(?:per|each|every|an?(?=[\s-]+(?:(?:loaded|ordinary|typical|average|normal|usual|regular)\s+)?(?:mile|day|week|month|year|hour|load|trailer|unit)\b(?!\s+(?:later|earlier|before|after|ago|or two))))[\s-]+(?:(?:loaded|ordinary|typical|average|normal|usual|regular)\s+)?(mile|day|week|month|year|hour|load|trailer|unit)\b/i;

/** The dates and sums a who- or where-question gives itself. */
function givenValues(question: string, reference: Date, yearHint: number | null): Value[] {
  if (!question) return [];
  // ("The CAPA tracker as of September 30. Who owned CAPA-24-032?": the day a record stood at is
  // no value of the row asked about.)
  const dates = findDates(question, reference, yearHint).filter((d) => !/\bas of\s*$/i.test(question.slice(Math.max(0, d.start - 8), d.start)));
  return [...dates, ...findAmounts(question)];
}

/**
 * A value inside a supposition the witness denies by its consequence: "If there'd been four feet of
 * water in that building I'd have been swimming." — the four feet are supposed, not said to be so.
 */
const SUPPOSING = /\bif\s+(?:there|it|that|we|they|he|she|i|you)(?:'d|’d|\s+had|\s+were|\s+was)\b[^,.;!?]*$/i;
const THEN_WOULD = /^[^.;!?]*\b(?:would|wouldn't|wouldn’t|could|couldn't)\b|^[^.;!?]*\b(?:i|we|you|he|she|they|it)(?:'d|’d)\b/i;
function supposed(v: Value, text: string): boolean {
  const before = text.slice(0, v.start);
  const m = SUPPOSING.exec(before);
  return m !== null && THEN_WOULD.test(text.slice(v.start + v.quote.length));
}

/** A name right after another and "at", "of", "from", "with" or "for" (the person's firm). */
function affiliation(v: Value, all: Value[], text: string): boolean {
  if (v.kind !== 'name') return false;
  return all.some((o) => o !== v && o.kind === 'name' && o.start < v.start && /^\s*,?\s*(?:at|of|from|with|for|over at)\s+(?:the\s+)?$/i.test(text.slice(o.start + o.quote.length, v.start)));
}

/** Verbs that say little on their own: "who gave the instruction" is about the instruction. */
const LIGHT_VERBS = new Set(['supply', 'make', 'take', 'have', 'get', 'receive', 'do', 'put', 'come', 'call']);

/**
 * The act a who-question asks the doer of ("who at Castellan gave the instruction to move the
 * trailers" → instruct; "whose instruction was it" → instruct): its first content word that is not
 * a light verb. Empty when the question asks whom something was done to ("who did Voss instruct")
 * or is passive.
 */
function actAsked(question: string): string[] {
  // "Whose instruction was it to move those trailers?", "whose decision was that": the noun is the act.
  // (Not a thing: "whose report was that?" asks its author, not the doer of an act.)
  const whose = /^(?:and\s+|so\s+)?(?:on\s+|at\s+|by\s+)?whose\s+(instruction|instructions|decision|idea|call|order|orders|direction|request|suggestion|recommendation|approval|choice|plan)\s+(?:was|is|were|are)\b/i.exec(askingClause(question));
  if (whose) return contentWordsOf(whose[1]!).filter((w) => !LIGHT_VERBS.has(w)).slice(0, 1);
  const m = /^(?:who|which\s+\w+)(?:\s+(?:at|from|in|of|on|with)\s+(?:the\s+)?[\w'-]+)?\s+(.*)$/i.exec(askingClause(question));
  if (!m || /^(?:did|do|does|was|were|is|are|has|had|have|would|will|can|could)\b/i.test(m[1]!)) return [];
  const words = contentWordsOf(m[1]!);
  const act = words.find((w) => !LIGHT_VERBS.has(w));
  return act ? [act] : [];
}

const QUESTION_OPENER = /^(?:(?:now|so|and|okay|ok|well|then|all right|(?:mr|ms|mrs|dr)\.? [\w'-]+|as far as you (?:know|recall|remember|are aware)|to (?:the best of )?your (?:knowledge|recollection)|if you (?:know|recall|remember)|in your (?:view|opinion|experience)|(?:just )?to be clear|for the record|just so (?:i|we) (?:understand|are clear)|(?:just )?so (?:that )?(?:the record is|we(?:'re| are)|i(?:'m| am)) clear|let me ask you (?:this|that)|(?:just )?to (?:close the loop|round (?:things|it|this) out|wrap (?:things |this )?up)(?: on [\w'’ ]{1,30}?(?=,))?|one more (?:thing|question)|before i (?:hand|show|give|pass|put)(?: you)? (?:it|this|that|them|the (?:document|exhibit|letter|e-?mail|report))(?: (?:to|in front of|over to) you)?|(?:can you |could you |please )?(?:remind me|tell me|walk me through|help me understand))[,:\s]+)+/i;
/** "Which warehouse …", "what terminal …": a site asked for by its kind; and a site's kind said. */
const SITE_ASKED = new RegExp(String.raw`\b(?:which|what)\s+(?:[\w-]+\s+)?(${SITE_NOUN})\b`, 'i');
const SITE_SAID = new RegExp(String.raw`\b${SITE_NOUN}\b`, 'i');
/** A place's name ending in a site noun ("Jackie Gleason Depot", "Kings Bay Medical Center"). */
const SITE_ENDS = new RegExp(String.raw`\b${SITE_NOUN}$`, 'i');

/**
 * How a proposition is put to the witness ("You would agree that …", "It's fair to say …", "Isn't it
 * true that …"): the frame asks for assent, it is not what the proposition is about ("agree" is
 * not consent, "fair" not a subject).
 */
const PUT_TO_WITNESS = /\b(?:(?:would|wouldn'?t|do|don'?t) you agree|you(?:'d| would)? agree|(?:it'?s|it is|is it|isn'?t it) (?:fair to say|true|correct|accurate)|(?:would|can) we agree)(?: with me)?(?: that)?\b/gi;
/** A paper put before the witness ("I'm showing you the spoilage log", "let me hand you Exhibit 4"): the examiner's act, not the subject. */
const EXHIBIT_PUT = /\b(?:i(?:'m| am)\s+(?:now\s+)?(?:showing|handing|placing before)\s+you|(?:let me|i'?ll|i will|i want to|i'?d like to)\s+(?:show|hand)\s+you|i\s+(?:show|hand)\s+you)\b/gi;
/** A paper's filing asked: "when was that filed?", "when was the complaint filed?". */
const FILED_ASKED = /\bwhen\s+(?:was|were|did)\s+(?:it|that|this|they|those|the\s+[\w-]+(?:\s+[\w-]+)?)\s+(?:get\s+)?filed\b/i;
/** A paper's going out: "when did it go out", "the time it went out" (not "went out to the site"). */
const WENT_OUT = /\b(?:it|that|this|the (?:[\w-]+ )?(?:letter|notice|e-?mail|message|memo|invoice|demand|statement))\s+(?:\w+\s+)?(?:went|go|goes|gone|going)\s+out\b(?!\s+(?:to|on|at|in|into|with|for)\s+(?:the|a|an)\s+(?:site|field|yard|dock|road|truck|job|floor))/i;
const SENT_WORDS = [...bagOf('sent').keys()];
/** A paper's issuing asked: "when did the agency issue the letter", "when was the order issued". */
const ISSUED_ASKED = /^\s*(?:[\w,'\s]+,\s*)?(?:do you (?:know|remember|recall)\s+)?when\b[^?]*\bissu(?:e|es|ed|ing)\b/i;
/** A suit brought: "commence this action", "filed suit", "brought the lawsuit". */
const SUIT_BROUGHT = /\b(?:commence[ds]?|commencing|br(?:ing|ings|ought)|file[ds]?|institut(?:e[ds]?|ing))\s+(?:(?:this|the|that|its|their|his|her|a|an)\s+)?(?:action|suit|lawsuit|case|proceeding)\b|\b(?:suit|action|lawsuit|case)\s+(?:was\s+|were\s+)?(?:commenced|brought|filed|instituted)\b/i;
const SUIT_FILED = ['filed', 'complaint'].map(canonical);
/** A paper's own date asked: "what's the date on it", "what date is on the letter", "how is it dated". */
const DATE_ON_PAPER = /\b(?:what(?:'s| is| was)? the date on|what date (?:is|was) (?:on|at the top of)|(?:how|where) (?:is|was) (?:it|the \w+|this|that) dated|what (?:date )?(?:is|was) (?:it|the \w+) dated)\b/i;
const LIGHT_WORDS = /^(?:give|gave|given|put|get|got|take|took|make|made|do|did)$/i;
/** A verb of willingness before the act willed: "agree to pay", "offered to extend". */
const WILLING_TO = /\b(agree|agreed|offer|offered|promise|promised)\s+to\s+(?!the\b|a\b|an\b|that\b|this\b|it\b|its\b|their\b|his\b|her\b)[a-z]/gi;

/** Light verbs weigh little in a bag of the text's words: "give" carries "notice", "put" the trailers "back". */
function lighten(bag: Bag, text: string): void {
  for (const w of rawWords(text)) if (LIGHT_WORDS.test(w) && bag.has(canonical(w))) bag.set(canonical(w), Math.min(bag.get(canonical(w))!, 0.3));
  // "Did they agree to pay", "did the letter offer to pay": the act is the paying; a paper says it
  // as "will pay".
  for (const m of text.matchAll(WILLING_TO)) {
    const w = canonical(m[1]!.toLowerCase());
    if (bag.has(w)) bag.set(w, Math.min(bag.get(w)!, 0.3));
  }
  // "What was the weekly billing running at?": the level a figure stood at, not how long anything ran.
  if (RUNNING_AT.test(text)) bag.delete(canonical('run'));
}
/** "running at", "ran at", "was running around": a figure's level. */
const RUNNING_AT = /\b(?:running|ran|run(?:s)?)\s+(?:at|around|about)\b/i;
/** The words of asking whom a letter went to, who signed it, or a name ("its full name"): the answer's role, not its subject. */
const ROLE_FRAME = ['addressed', 'address', 'recipient', 'directed', 'name', 'full'];

/**
 * The words of asking for a figure ("what amount", "which figure", "how big", "what size"): the kind
 * of answer, not its subject. (And the rough measure asked for — "Ballpark, …", "in an ordinary
 * week": how exact and over what, not what was counted.)
 */
const AMOUNT_FRAME = ['amount', 'figure', 'sum', 'number', 'big', 'large', 'size', 'ballpark', 'ordinary', 'typical', 'normal', 'usual'];

const PLANNED = ['suppos', 'schedul', 'meant', 'expect', 'plann', 'plan', 'intend'];
const PLACE_FRAME = ['city', 'county', 'state', 'country', 'town', 'place', 'location', 'locat', 'bas', 'headquarter', 'situat', 'work', 'address', 'where', 'office', 'facility', 'site', 'building'];

/** "Which period did those invoices cover?": the kind of answer asked for, not what it is about. */
const TIME_FRAME = ['period', 'date', 'time', 'timeframe', 'window', 'span', 'dates'];

/**
 * A document's parts named to point at a figure ("the premium line", "that row", "the next
 * entry"): where the witness reads it, not what it is about — the source states the figure under
 * its own label, not under "line".
 */
const PART_FRAME = ['line', 'lines', 'row', 'rows', 'entry', 'entries', 'item', 'items', 'column', 'page', 'pages'];

/** Someone named as the one who says a thing: "does Halden say", "what does Dr. Marsh put it at", "Halden reports". */
const REPORTER = /\b(?:does|did|do)\s+((?:[A-Z][\w'’-]*\s+){1,3})(?:say|put|estimate|report|state|write|list|give|show)\b|\b((?:[A-Z][\w'’-]*\s+){1,3})(?:says|said|reports|reported|states|stated|writes|wrote|estimates|estimated)\b/g;

/** A paper named as the one that says something: "your e-mail mentions", "the report states", "Dana's memo refers to", "the CSV shows". */
const REPORTING_FRAME = /\b(?:your|the|his|her|their|that|this|my|our|its|[a-z][\w-]*'s)\s+(e-?mail|letter|memo(?:randum)?|report|note|notes|message|text|minutes|summary|log|draft|presentation|spreadsheet|csv|table|chart|schedule|printout|export)\s+(mentions?|mentioned|says?|said|states?|stated|notes?|noted|reports?|reported|refers? to|referred to|describes?|described|indicates?|indicated|lists?|listed|reads?|shows?|showed|shown)\b/gi;

/** A question's last phrase set off by a comma and opened by a determiner: "…, the produce and dairy that spoiled?" */
/**
 * An opening that bounds when a figure held ("In the months before the termination, …", "During
 * the peak season, …", "Before the notice, …"): the time, not what was counted.
 */
const TIME_BOUND_OPENING = /^\W*(?:(?:and|so|now|then)[,\s]+)?(?:(?:in|during|over|for)\s+the\s+(?:\w+\s+)?(?:days|weeks|months|years|period|run-up)\s+(?:before|after|leading up to|following|prior to)|before|after|prior to|following|leading up to|during)\s+(?:the|that|its|his|her|their)\s+[^,?]{3,50},/i;
const TRAILING_APPOSITIVE = /,\s+((?:the|that|those|these|his|her|their|its)\s+[^,?]{3,80})\?\s*$/i;

/** "Which facility", "what city", "which courts", "which Northwind yard": a place asked for by its kind (a site's, as SITE_ASKED reads, or a town's, a court's, an office's). */
const WHICH_PLACE = new RegExp(String.raw`\b(?:which|what)\s+(?:[\w'’-]+\s+)?(?:${SITE_NOUN}|(?:city|cities|county|counties|state|country|town|place|location|office|site|building|court|courthouse|campus|address|harbor|harbour|port|branch)s?)\b`, 'i');

/** A code asked for by its kind: "what number", "which lot number", "the policy number?". */
const CODE_ASKED = /\b(?:what|which)(?:'s| is| was)?\s+(?:the\s+)?(?:[\w-]+\s+)?(?:number|code|id)\b|\b[\w-]+\s+number\s*\?\s*$/i;

function frameWords(question: string, qtype: QuestionType): string[] {
  const out = [...PLANNED, ...PART_FRAME].map(canonical);
  // "Which Northwind facility was the freight stranded at?" asks a place as "where" does.
  if (qtype === 'where' || WHICH_PLACE.test(askingClause(question))) out.push(...PLACE_FRAME.map(canonical));
  if (qtype === 'when') out.push(...TIME_FRAME.map(canonical));
  if (qtype === 'who') out.push(...ROLE_FRAME.map(canonical));
  if (qtype === 'how_much' || qtype === 'how_many') out.push(...AMOUNT_FRAME.map(canonical));
  const clause = askingClause(question);
  // "What number was that investigation given?", "what's the policy number?": a code asked for by
  // its kind; a source states the code, not the word "number".
  if (CODE_ASKED.test(clause)) out.push(...['number', 'code', 'given', 'assigned'].map(canonical));
  // "Which direction was the bus heading?": a source states the way ("the southbound stop"), not the word "direction".
  if (DIRECTION_ASKED.test(clause)) out.push(...['direction', 'way', 'heading', 'head', 'going', 'travel', 'traveling', 'travelling'].map(canonical));
  // "When does the peak season begin": the start is what is asked (an end's words, "expire", say which term).
  if ((qtype === 'when' || qtype === 'yes_no') && STARTS.test(clause) && !ENDS.test(clause)) {
    for (const m of clause.matchAll(new RegExp(STARTS.source, 'gi'))) out.push(...contentWordsOf(m[0]));
  }
  return out;
}

const contentWordsOf = (text: string): string[] => [...bagOf(text).keys()];

const STARTS = /\b(?:begin|began|begun|beginning|begins|start|started|starts|starting|commence[ds]?|commencing|open(?:ed|s)?|kick(?:ed)? off|how far back|since when|from when)\b/i;
const ENDS = /\b(?:end|ended|ends|ending|expire[ds]?|expiring|expiry|expiration|finish(?:ed|es)?|close[ds]?|run out|ran out|last day|(?:through|thru|until|till|up to) (?:when|what|which))\b/i;
/** The answer's own word before its date: "Through April", "until June" end a period; "from March" starts one ("since 2016" is when a thing began and still is: read as its day). */
const ENDS_BEFORE = /\b(?:through|thru|until|till|up to|up until)\s+(?:about\s+|around\s+|roughly\s+|the end of\s+)?$/i;
const STARTS_BEFORE = /\b(?:from|starting(?: in)?|beginning(?: in)?)\s+(?:about\s+|around\s+|roughly\s+)?$/i;

/** A month or a year, then words joining a period's end: "January of twenty-three through …". */
const SPAN_BEFORE = /\b(?:January|February|March|April|May|June|July|August|September|October|November|December|(?:19|20)\d\d)\b[^.;!?]{0,40}\b(?:through|thru|to|until|till)\s+(?:the\s+)?(?:(?:end|middle)\s+of\s+)?$/;
/** Whether a date is the end of a period the answer gave whole ("January of twenty-three through April nineteenth"). */
const twoEnded = (v: Value, answer: string): boolean => v.kind === 'date' && (v.range !== undefined || SPAN_BEFORE.test(answer.slice(Math.max(0, v.start - 70), v.start)));

/**
 * A day asked as the start or the end of something ("when does the peak season begin") is one end
 * of a period: compared with the same end of a period a document states ("October 1 through
 * December 31"), or with a date the document gives alone.
 */
function endOf(v: Value, question: string, said: string): Value {
  if (v.kind !== 'date' || v.range) return v;
  const clause = askingClause(question);
  const start = STARTS.test(clause);
  const end = ENDS.test(clause);
  if (start !== end) return { ...v, range: start ? 'start' : 'end' };
  // (Asked neither, the words before the date may say which: "Through April, I think." to "what
  // months does that line cover?")
  const before = said.slice(Math.max(0, v.start - 30), v.start);
  if (!start && ENDS_BEFORE.test(before)) return { ...v, range: 'end' };
  if (!start && STARTS_BEFORE.test(before)) return { ...v, range: 'start' };
  return v;
}

/**
 * Capitalised words that say what a document or a clause is, not whose: the kinds of filing,
 * letter and clause any matter has, and the titles of the people who sign them. A matter's own
 * concepts ("Dedicated Reefer Capacity", "Peak Season") are its defined terms, read from its
 * documents (defined-terms.ts) and passed in as `terms`.
 */
const TITLE_WORDS = new Set(['notice', 'breach', 'material', 'terminate', 'contract', 'exhibit', 'schedule', 'complaint', 'answer', 'counterclaim', 'memorandum', 'motion', 'letter', 'invoice', 'court', 'county', 'state', 'law', 'report', 'term', 'plaintiff', 'defendant', 'count', 'claim', 'article', 'agreement', 'damage', 'summary', 'general', 'counsel', 'chief', 'officer', 'director', 'president']);

/** The question's names that are not a person's nor a title's words: the customer, the port, the competitor. */
function qualifiersOf(question: string, proper: string[], terms: ReadonlySet<string>): string[] {
  // (The name extractor is the costly part of reading a question: only when there is a name to weigh.)
  if (proper.length === 0) return [];
  const people = new Set(findNames(question, false).filter((n) => n.nameType === 'person').flatMap((n) => rawWords(n.value).map(canonical)));
  return proper.filter((w) => !people.has(w) && !TITLE_WORDS.has(w) && !terms.has(w) && canonical(w) === w && !/^(?:mr|ms|mrs|dr)$/.test(w));
}

/** A proposition put in the negative: "never", "not", and "no" or "nothing" before what is denied ("contains no minimum-volume commitment"). */
const NEGATIVE_QUESTION = /\b(?:never|not|n'?t|no one|nobody|nothing|none|no(?=\s+[a-z]))\b/i;

/** Whether an answer opens with the question's own denial: "No depreciation." to "…no depreciation?", "Never." to "You never …?". */
function echoesDenial(question: string, answer: string): boolean {
  const m = /^\s*(never|none|nothing|nobody|no one|no\s+[a-z][\w-]*)\b/i.exec(plainText(answer));
  if (!m) return false;
  const said = m[1]!.toLowerCase().replace(/\s+/g, ' ');
  return new RegExp(String.raw`\b${said.replace(/[-]/g, '\\-')}\b`, 'i').test(plainText(question));
}

/**
 * An exception set against a statement ("Section 9.2 excludes consequential damages, but not for a
 * breach of the capacity section, right?"): part of what is put to the witness, not a question
 * asked in the negative — "Right" affirms it.
 */
const EXCEPTION = /\b(?:but|and|yet)\s+not\s+(?=(?:for|to|in|on|with|as|under|at|by|from|of|the|a|an|if|when)\b)/gi;

/** A denial as far as the witness knows: not a lack of recall ("not that I recall" says nothing). */
export const QUALIFIED_DENIAL = /^(?:no[,.]?\s+)?(?:not (?:as far as|so far as|that) i(?:'m| am)? (?:aware|know)(?: of)?|not that i(?:'m| am) aware of|not to my knowledge|not that i know of|as far as i know,? no|not that i (?:can )?(?:recall|remember))\b[.,!]?/i;

/** The answer's polarity toward its question, or null when it is neither yes nor no. */
export function answerPolarity(answer: string): { polarity: Polarity; hedged: boolean; qualified?: boolean } | null {
  const opened = plainText(answer).trim().replace(OPENER, '');
  // ("My understanding is he didn't.", "From what I was told, it was.": a yes or no, hedged by
  // what the witness was told or understands.)
  const a = opened.replace(UNDERSTOOD_OPENER, '');
  const understood = a !== opened;
  if (QUALIFIED_DENIAL.test(a)) return { polarity: 'no', hedged: true, qualified: true };
  if (NOT_A_DENIAL.test(a)) return null;
  if (DENY.test(a)) return { polarity: 'no', hedged: understood || HEDGED.test(a) };
  if (AFFIRM.test(a)) return { polarity: 'yes', hedged: understood || HEDGED.test(a) };
  // "I'd think so, yes.", "I'd have said yes.", "I believe there was an e-mail from our side
  // okaying some of it, yes.": a first sentence that ends on its yes or no says it, hedged as it runs.
  const first = (a.split(/(?<=[.!?;])\s+/)[0] ?? '').replace(/[.!?;]+$/, '');
  const tail = /(?:^|,\s*|\b(?:have |'ve )?said\s+)(yes|no)$/i.exec(first) ?? /^i(?:'d| would) (?:think|say|guess) (so|not)$/i.exec(first);
  if (tail && !/\b(?:not|never|n't)\b/i.test(first.slice(0, tail.index))) {
    const yes = /^(?:yes|so)$/i.test(tail[1]!);
    return { polarity: yes ? 'yes' : 'no', hedged: tail.index > 0 || /\b(?:believe|think|guess|probably|would|'d)\b/i.test(first) };
  }
  return null;
}

const AUXILIARY = /^(?:was|were|did|do|does|had|has|have|is|are|could|would|will|can)$/i;
const ECHO_SUBJECT = /^(?:i|we|it|they|he|she|that|there|you|one|both|some|all|each|either|neither|none|most|those|these|the)$/i;
const NONE_OF_THEM = /^(?:neither|none)$/i;
const ECHO_WORDS = 7;

/**
 * Yes or no said back in the question's own words: "Were those injections reported? — They were
 * reported.", "Was either of them out of spec? — One was.", "Had the lot been released? — It had
 * not." Only a short first sentence whose verb is an auxiliary, said by a pronoun or by the
 * question's own subject, and whose next word (if any) is the question's: "They were told to wait"
 * answers something else.
 */
export function echoPolarity(question: string, answer: string): { polarity: Polarity; hedged: boolean; qualified?: boolean } | null {
  const asked = rawWords(askingClause(plainText(question)));
  if (asked.length === 0 || !AUXILIARY.test(asked[0]!)) return null;
  const first = plainText(answer).trim().split(/[.;!?]/)[0] ?? '';
  const words = rawWords(first);
  if (words.length === 0 || words.length > ECHO_WORDS) return null;
  const questionWords = new Set(contentWords(question));
  const at = words.findIndex((w, i) => i > 0 && i <= 2 && AUXILIARY.test(w.replace(/n['’]?t$/i, '')));
  if (at < 0) return null;
  const subject = words.slice(0, at);
  if (!subject.every((w) => ECHO_SUBJECT.test(w) || questionWords.has(canonical(w)))) return null;
  let rest = words.slice(at + 1);
  const not = rest[0] !== undefined && /^(?:not|never)$/i.test(rest[0]);
  if (not) rest = rest.slice(1);
  // ("Neither was." denies; "Neither was not." is not how anyone answers, and reads as yes.)
  const negative = [/n['’]?t$/i.test(words[at]!), NONE_OF_THEM.test(subject[0]!), not].filter(Boolean).length % 2 === 1;
  rest = rest.filter((w) => !/^(?:all|already|actually|both|been|be)$/i.test(w));
  if (rest.length > 0 && !questionWords.has(canonical(rest[0]!))) return null;
  return { polarity: negative ? 'no' : 'yes', hedged: false };
}

/** A rate after a figure ("one twenty a mile", "two fifteen per hour"): a price, not a sum said by its lead. */
const RATE_AFTER = /^\s*(?:a|an|per)\s+[a-z]/i;
/** A question about a time of day. */
/** A question that asks the time of day, and nothing broader ("what time", not "at the time"). */
const TIME_OF_DAY_ASKED = /\b(?:what|which) time\b|\bwhat hour\b|\btime of (?:the )?day\b/i;
const CLOCK_ASKED = /\b(?:what|which) time\b|\bwhat (?:period|window|hours)\b|\b(?:between|from) what times?\b|\btime of (?:the )?day\b|\bthe time\b|\bo'?clock\b|\b\d{1,2}:\d\d\b|\b[ap]\.m\./i;

/** Periods pay is counted by: "a hundred and thirty thousand a year" is a salary. */
const PAY_PERIODS: ReadonlySet<string> = new Set(['year', 'month', 'week']);
/** A number said in thousands or millions ("forty thousand", "seven and a quarter million"). */
const MONEY_MAGNITUDE = /\b(?:thousand|million|billion|grand)\b/i;
/** The sums of a text in the thousands ("about ninety-six thousand", "$96,400"), not the millions. */
function inThousands(text: string): number[] {
  const sums = [...findAmounts(text).map((a) => a.amount), ...findQuantities(text).flatMap((q) => (q.unit.length === 0 && MONEY_MAGNITUDE.test(q.quote) ? [q.value] : []))];
  return sums.filter((n) => n >= 1000 && n < 1_000_000);
}
/** An answer's yes said over: "Yes," then its first sentence. */
const YES_HEAD = /^\W*(?:yes|yeah|yep|correct|right|true|that'?s (?:right|correct|true)|i believe so|i think so)\b[,.;:]?\s*/i;
/**
 * The words of an affirming answer's first sentence, past its yes, where they restate the
 * proposition (share a word with it) and deny nothing: the witness's own words for what they affirm.
 */
function restatedWords(answer: string, proposition: Bag): Bag | null {
  const opened = answer.replace(OPENER, '');
  const head = YES_HEAD.exec(opened);
  if (!head) return null;
  const rest = (opened.slice(head[0].length).split(SENTENCE_END)[0] ?? '').trim();
  if (rest.length === 0 || STATEMENT_NEGATION.test(rest) || /\b(?:not|no|n't|but)\b/i.test(rest)) return null;
  const words = bagOf(withoutHedges(rest));
  if (![...words.keys()].some((w) => proposition.has(w))) return null;
  for (const w of proposition.keys()) words.delete(w);
  return words.size > 0 ? words : null;
}
/** A determiner or possessive just before a value: "our June schedules", "my October visit". */
const ATTRIBUTIVE_BEFORE = /\b(?:our|my|his|her|their|its|your|the|that|this|those|these)\s+$/i;
/** The sums (or, for a count, the counts with a unit) a question states ("a four and a half million building limit" is a sum). */
function figuresGiven(question: string, kind: 'amount' | 'quantity'): number[] {
  const quantities = findQuantities(question);
  if (kind === 'quantity') return quantities.filter((q) => q.unit.length > 0).map((q) => q.value);
  return [...findAmounts(question).map((a) => a.amount), ...quantities.flatMap((q) => (MONEY_MAGNITUDE.test(q.quote) ? [q.value] : []))];
}
/** "That number", "the same figure", "this total": a figure the exchange before stated. */
const FIGURE_POINTED = /\b(?:that|this|the same|those|these)\s+(?:numbers?|figures?|amounts?|sums?|totals?|estimates?)\b/i;
/** Sending, in the words a source's heading lines carry. */
const SEND_WORD = canonical('send');
/**
 * A yes/no question put to the witness as a person: "yourself", "personally", "have you ever", "before
 * today", or what they knew or heard ("Before August 9, did you know his position was going?" — not
 * "do you know whether…", which asks about the thing), or whether they read a paper ("Have you read
 * Mr. Sandoval's transcript?": the transcript is no witness to its own reader).
 */
/** Asked which site a paper is from or covers: "Which facility is it from?", "What hotel is the spreadsheet for?". */
const PAPER_PLACE_ASKED = /\b(?:which|what)\s+(?:facility|site|location|yard|dock|terminal|warehouse|plant|hotel|store|branch|depot|property|lab|laboratory|hospital|clinic|restaurant)\b[^?]*\b(?:from|for|cover|covers|covered|concern|concerns|about)\s*\?/i;
/** Asked whether the witness was copied on a paper: "Were you copied on it?", "You were cc'd on that letter, weren't you?". */
const COPIED_YOU = /\b(?:(?:were|was) you|you were)\s+(?:ever\s+|also\s+|even\s+)?(?:copied|cc['’]?e?d|blind[- ]copied|bcc['’]?e?d)\b/i;
const PERSONAL_ASKED = /\b(?:yourself|personally|have you ever|before today|in your (?:career|life)|(?:are|were) you (?:familiar|acquainted)\b)|\b(?:did|had) you (?:already |ever |even )?(?:know|hear|learn|realize|realise|find out|become aware)\b(?! (?:whether|if)\b)|\b(?:have|had|did) you (?:already |ever |even |actually )?(?:read|reviewed?)\b/i;
/**
 * A question of the witness's own working life: their employer, their title, when they started or
 * first heard of a thing, how long they have been there (see ValueClaim.personal).
 */
const OWN_ASKED = /\b(?:who(?:'s| is| was) your (?:current |then )?employer|who (?:do|did) you work for|what (?:company|firm|organi[sz]ation) (?:are|were|do|did) you (?:with|work for)|what(?:'s| is| was) your (?:job |current |official )?(?:title|position|role)|(?:when|what year) did you (?:first )?(?:start|begin|join|come)(?: (?:at|with|to|working (?:at|for)) [A-Z][^?]*| there| here)?\?|how long have you (?:been (?:at|with|there|employed)|worked (?:at|for|there))|when did you (?:first )?(?:hear|learn|find out|become aware|realize|realise)\b)/i;
/** Words that speak of money. */
const MONEY_CUE = /[$€£]|\b(?:dollars?|bucks|costs?|paid|pay|payments?|bills?|billed|owed?|owes|owing|prices?|fees?|amounts?|sums?|worth|value|damages|budget|spent|spend|salary|wages?|earn(?:ed|ings)?|income|invoice[sd]?|charged?|charges|committ?(?:ed|s)?|commitment|awarded|settlement|expenses?|reserves?|premiums?|estimated?|outstanding|liens?|liability|liable|deductibles?|limits? of (?:insurance|liability|coverage))\b/i;

/** A year standing alone (not a count of something: "2023 loads"). */
const BARE_YEAR = /(?<![\d$.,/-])\b((?:19[5-9]|20\d)\d)\b(?![\d/-]|,\d|\s*(?:loads?|trailers?|units?|dollars?|percent|%|miles?|invoices?))/;

/** How long an answer naming a code may be ("The B41. Down Flatbush."): longer, a code is one detail among others. */
const CODE_ANSWER_WORDS = 12;

/**
 * "…, again?", "What was the figure again?", "Going back to the route for a moment…", "You told us
 * earlier…": a question put a second time, or back on a subject the witness has answered on.
 */
const ASKED_AGAIN = /\bagain\s*\?\s*$|^\s*(?:(?:going|coming|turning|getting) back to|back to|you (?:told|gave) us (?:earlier|before)|earlier (?:you (?:said|told us|testified)|today)|one more time|once more|remind me)\b/i;

/** A question asking how often, or on which day of the week something comes round. */
const FREQUENCY_ASKED = /\bhow (?:often|frequently)\b|\b(?:what|which) days? of the (?:week|month)\b|\bon what (?:days?|schedule|basis)\b|\bwhat (?:schedule|frequency|cadence|intervals?)\b/i;

/** Words that say something is scheduled, not what is ("When was the report due?"). */
const SCHEDULE_WORDS = 'due scheduled supposed expected required happen happened occur occurred'.split(' ').map(canonical);

/** A question asking the day of the week, however framed. */
const WEEKDAY_ASKED = /\b(?:what|which) day of the week\b/i;

/** The witness naming themself as the one who did it: "I did.", "Me.", "I signed it myself.", "Mine.", "That one's mine as well." */
const SELF_NAMED = /^(?:(?:well|yes|yeah|that was|it was),?\s+)?(?:(?:that(?: one)?|it)(?:['’]s| is| was) mine|mine|i did|i was|i signed|i sent|i wrote|i approved|i made|i handled|i decided|me|myself|that was me|it was me|i)\b(?!['’])/i;

/** A share taken of the figure after it: "two percent of", "2% of the", "half of". */
const SHARE_OF = /(?:\b(?:percent|per cent)|%|\b(?:half|a third|a quarter|two[- ]thirds|three[- ]quarters|a fraction))\s+of\s+(?:the\s+|that\s+|a\s+)?$/i;
/** Words before a figure that deny it: "nowhere near sixty", "far from a million", "not even close to 300", "…, not six forty-eight". */
const DENIED_VALUE = /\b(?:nowhere near|nowhere close to|not anywhere near|far from|nothing like|not even close to|not even near)\s+(?:the\s+|a\s+|an\s+)?$|[,;]\s*not\s+(?:the\s+)?$/i;

/** Words a place's name opens with and a person's does not: "Port Jefferson", "Mount Vernon", "Fort Lee". */
const PLACE_LEAD = /^(?:Port|Fort|Mount|Mt\.?|Lake|Saint|St\.|San|Santa|Point|Cape|Glen|East|West|North|South)\s+[A-Z]/;

/** A question asking which way something went: "which direction", "which way was it heading". */
const DIRECTION_ASKED = /\b(?:which|what)\s+direction\b|\bwhich\s+way\s+(?:was|were|is|are|did)\b[^?]*\b(?:head|go|travel|driv|mov|run)/i;

function valuesOf(text: string, reference: Date, yearHint: number | null, qtype: QuestionType, deponent: string | null = null, context: string | null = null, moneyContext: string | null = context): Value[] {
  const dates = findDates(text, reference, yearHint);
  // "2019." — a bare year as the whole answer to a when-question.
  // "2019, I believe.", "Late 2023. It was after the audit." — a year said alone answers a when-question.
  const yearsRead = qtype === 'when' && dates.length === 0 ? spokenYears(text) : '';
  const bareYear = yearsRead ? BARE_YEAR.exec(yearsRead) : null;
  // (A year said in words keeps its place: spokenYears pads "2026" to the length of "Twenty twenty-six".)
  const yearLength = bareYear ? (/^\d{4} */.exec(yearsRead.slice(bareYear.index))?.[0].length ?? 4) : 4;
  if (bareYear) dates.push({ kind: 'date', date: `${bareYear[1]}-01-01`, granularity: 'year', quote: text.slice(bareYear.index, bareYear.index + yearLength).trim() || bareYear[1]!, start: bareYear.index, yearKnown: true });
  // "Fridays.", "Monthly. We billed at the end of each month." to "how often", "on what day of the
  // week", or a when-question ("Every Monday."): how often, compared only with how often.
  // (A question's own recurrence is what it puts: "Was Castellan to invoice weekly? — No, monthly.")
  if (context === null || qtype === 'when' || FREQUENCY_ASKED.test(context) || findRecurrences(context, reference).length > 0) dates.push(...findRecurrences(text, reference));
  // "A Thursday, if I have it right." to a when-question, or to "what day of the week was it?"
  // (Also asked inside a yes/no frame: "Do you remember what day of the week that was?")
  const weekday = qtype === 'when' || WEEKDAY_ASKED.test(context ?? '') ? findWeekday(text, reference, dates) : null;
  if (weekday) dates.push(weekday);
  // "Around nine in the morning." to "What time of day was it?": a time of day, where one was asked
  // or the question puts one ("It puts the time at about 9:42. That's accurate?").
  if (qtype === 'when' || CLOCK_ASKED.test(context ?? text)) dates.push(...findClockTimes(text));
  // ("What time of day was it plugged in? — First thing in the morning, on the 24th.": a part of the
  // day for the time, where a time of day was asked and no hour said.)
  const dayPart = context !== null && (CLOCK_ASKED.test(context) || qtype === 'when' || /\bwhen\b/i.test(context)) && !dates.some((d) => d.clock !== undefined) ? findDayPart(text) : null;
  if (dayPart) dates.push(dayPart);
  // ("What time did you get to the dock? — Around nine.": the hour alone, where a time was asked.)
  const bare = context !== null && TIME_OF_DAY_ASKED.test(context) && !dates.some((d) => d.clock !== undefined) ? findBareHour(text) : null;
  if (bare) dates.push(bare);
  const amounts = findAmounts(text);
  // "Six twelve, four eighty.", "Twenty-seven four, roughly.": a sum said by its leading figures,
  // where a sum is asked or spoken of and none was said in full ("six forty-five" is otherwise a
  // time of day, "two-fifty" a count).
  if (amounts.length === 0 && (qtype === 'how_much' || (qtype !== 'how_many' && qtype !== 'how_long' && qtype !== 'when' && (MONEY_CUE.test(text) || (moneyContext !== null && MONEY_CUE.test(moneyContext)))))) {
    for (const s of moneyShorthand(text)) {
      if (dates.some((d) => s.start < d.start + d.quote.length && s.end > d.start) || RATE_AFTER.test(text.slice(s.end, s.end + 12))) continue;
      amounts.push({ kind: 'amount', amount: s.amount, digits: s.digits, currency: 'USD', quote: text.slice(s.start, s.end), start: s.start });
    }
  }
  // "The B41.", "Oh-four-sixteen.": a code answering a short question is a name (which bus, which
  // lot), not a count ("four-oh-seven-one-five" is no four of anything).
  // (In a longer answer, a code as written — "Lot MF-23-0416. The same lot as …" — in its first
  // sentence, where the answer to the question stands.)
  const short = text.split(/\s+/).length <= CODE_ANSWER_WORDS;
  const first = text.split(SENTENCE_END)[0] ?? '';
  const codes = qtype === 'yes_no' ? [] : short ? findIdentifiers(text, true) : findIdentifiers(first, false);
  const quantities = findQuantities(text, [...dates, ...amounts, ...codes]);
  // "Maybe twice before.", "Just the one.", "An hour, on the Monday.": a count or a length said
  // without a number, where one was asked.
  if (qtype === 'how_many' || qtype === 'how_long') {
    const taken = [...dates, ...amounts, ...codes, ...quantities];
    quantities.push(...findCountWords(text, qtype === 'how_many' ? 'count' : 'length').filter((q) => !taken.some((t) => q.start < t.start + t.quote.length && q.start + q.quote.length > t.start)));
  }
  // "About a million and a half." after "how much": a sum, though no currency was said.
  if (qtype === 'how_much' && amounts.length === 0) {
    const i = quantities.findIndex((q) => q.unit.length === 0 || q.unit[0] === 'dollar' || q.unit[0] === 'buck');
    if (i >= 0) {
      const q = quantities.splice(i, 1)[0]!;
      amounts.push({ kind: 'amount', amount: q.value, currency: 'USD', quote: q.quote, start: q.start, ...(q.per ? { per: q.per } : {}), ...(q.limit ? { limit: q.limit } : {}) });
    }
  }
  // "The pay I lost comes to about sixty-one thousand", "the draft commits seven and a quarter
  // million": thousands and millions said with nothing counted are money where the words around
  // them speak of money — not where a count or a length was asked.
  const moneyWords = MONEY_CUE.test(text) || (moneyContext !== null && MONEY_CUE.test(moneyContext));
  if (qtype !== 'how_many' && qtype !== 'how_long') {
    for (let i = quantities.length - 1; i >= 0; i -= 1) {
      const q = quantities[i]!;
      // ("A hundred and thirty thousand a year": thousands of nothing named, by the year, are pay.)
      const yearly = q.per !== undefined && PAY_PERIODS.has(q.per);
      // ("A hundred thousand a trailer" to what the liability is: a sum per trailer, where the words speak of money.)
      if (q.unit.length > 0 || (q.per && !yearly && !moneyWords) || !MONEY_MAGNITUDE.test(q.quote)) continue;
      // "Roughly a million two." to "What does it attribute to spoiled freight?": millions of
      // nothing named, to a question asking what, are a sum even without a word of money.
      if (!moneyWords && !yearly && !(qtype === 'open' && /\b(?:million|billion)\b/i.test(q.quote))) continue;
      quantities.splice(i, 1);
      amounts.push({ kind: 'amount', amount: q.value, currency: 'USD', quote: q.quote, start: q.start, ...(q.per ? { per: q.per } : {}), ...(q.limit ? { limit: q.limit } : {}) });
    }
    // "Kings Bay billed about ninety-six thousand? — Yes. And Brooklyn Orthopaedic? — Ninety-six
    // or so.": where the exchange speaks of thousands of dollars, a bare number under a thousand
    // is thousands of dollars, when that puts it in the same range.
    // (A figure the question itself puts — "estimated at forty thousand, correct? Yes. Forty." — is
    // the witness adopting it, read as such elsewhere.)
    const thousands = moneyWords && moneyContext !== null && context !== null && inThousands(context).length === 0 ? inThousands(moneyContext) : [];
    for (let i = quantities.length - 1; i >= 0 && thousands.length > 0; i -= 1) {
      const q = quantities[i]!;
      const sum = q.value * 1000;
      if (q.unit.length > 0 || q.per || q.value >= 1000 || !Number.isInteger(q.value * 10) || !thousands.some((t) => sum >= t / 5 && sum <= t * 5)) continue;
      quantities.splice(i, 1);
      amounts.push({ kind: 'amount', amount: sum, currency: 'USD', quote: q.quote, start: q.start, ...(q.limit ? { limit: q.limit } : {}) });
    }
  }
  // "September was soft, but nowhere near sixty.": a figure the witness denies is not the witness's.
  // ("Ninety thousand. Two percent of the four and a half million.": the figure a share is taken of
  // is the working, not the answer.)
  const out: Value[] = [...dates, ...amounts, ...quantities, ...codes].filter((v) => !DENIED_VALUE.test(text.slice(Math.max(0, v.start - 24), v.start)) && !(v.kind !== 'date' && SHARE_OF.test(text.slice(Math.max(0, v.start - 24), v.start))));
  // ("I'm" is the witness talking, not a name.)
  // (Nor is "Mine." opening an answer a name: the witness says it was theirs.)
  if (qtype === 'who') out.push(...findNames(text, true).filter((n) => !/^(?:I['’](?:m|ve|d|ll)|Mine|Me|Myself)$/.test(n.value)));
  // "Their general counsel.", "The Director of Transportation.": a post where no one is named,
  // compared with the post a source gives for the same act.
  if (qtype === 'who' && !out.some((v) => v.kind === 'name' && v.nameType !== 'unknown')) {
    const roles = findRoles(text);
    // (A capitalised word of the post read as a name — "Director" — is the post's.)
    const inPost = (v: Value) => v.kind === 'name' && roles.some((r) => r.quote.toLowerCase().includes(v.value.toLowerCase()));
    if (roles.length > 0) out.splice(0, out.length, ...out.filter((v) => !inPost(v)), ...roles);
  }
  if (qtype === 'who' && deponent) {
    const self = SELF_NAMED.exec(text.trim());
    // "Mine. I was signing on behalf of Quality.": the witness is the answer; a capitalised word
    // after it that no recogniser knows ("Quality") is not another name.
    // (A bare "I" opens many answers — "I think it was Castellan's people" — and names no one.)
    const named = out.some((v) => v.kind === 'name' && (v.nameType !== 'unknown' || /^i$/i.test(self?.[0] ?? '')));
    if (self && !named) {
      for (let i = out.length - 1; i >= 0; i -= 1) if (out[i]!.kind === 'name') out.splice(i, 1);
      out.push({ kind: 'name', nameType: 'person', value: deponent, quote: self[0], start: text.indexOf(self[0]) });
    }
  }
  // "Was that the northbound or the southbound stop? — Northbound.": which way, where the question
  // names one or asks it ("Which direction was the bus heading?").
  if (context !== null && (findDirections(context).length > 0 || DIRECTION_ASKED.test(context))) out.push(...findDirections(text));
  if (qtype === 'where') {
    // "Karen Liu handled that.": a person the answer names is not where. (A site named for a person
    // is: "the Jackie Gleason Depot".)
    const people = findNames(text, false).flatMap((n) => (n.kind === 'name' && n.nameType === 'person' ? [n.value] : []));
    // (Nor is "Port Jefferson" a Mr. Jefferson: a name opening with a word of places is a place.)
    // (Nor "Ann Arbor, Michigan" a woman named Ann: a city written with its state is a place.)
    out.push(...findPlaces(text, true).filter((p) => SITE_ENDS.test(p.value) || PLACE_LEAD.test(p.value) || stateOf(p.value) !== null || !people.some((person) => person.includes(p.value) || p.value.includes(person))));
    // ("In my office." — "Out on the loading dock.": a kind of place and no name, the first said,
    // held only against the witness's own answers.)
    if (!out.some((v) => v.kind === 'place')) out.push(...findSites(text));
  }
  return out;
}

const kindOf = (v: Value): ValueClaim['kind'] => (v.kind === 'date' ? 'date' : v.kind === 'amount' ? 'amount' : v.kind === 'quantity' ? 'quantity' : v.kind);

/** A day of the month said alone: "on the thirty-first", "The 17th.", "the first of that month". */
const LONE_DAY = new RegExp(String.raw`\b(?:on\s+)?the\s+((?:twenty|thirty)-(?:${ORDINAL_ONES})|${ORDINAL_ONES}|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth|\d{1,2}(?:st|nd|rd|th))(?=\s*(?:[,.;!?—–-]|$|of (?:that|the same) month))`, 'i');

/** A lone day of the month, dated in the last month the exchange named (the day read as said). */
function dayOfNamedMonth(answer: string, before: string, reference: Date, yearHint: number | null): DateValue | null {
  const m = LONE_DAY.exec(answer);
  // (The day first: reading the dates of the lines before costs more than the answer's own words.)
  if (!m) return null;
  const named = findDates(before, reference, yearHint).filter((d) => d.granularity !== 'year').at(-1);
  if (!named) return null;
  const day = ordinalDay(m[1]!);
  if (day === null) return null;
  const quote = m[0].replace(/^on\s+/i, '');
  return { kind: 'date', date: `${named.date.slice(0, 8)}${String(day).padStart(2, '0')}`, granularity: 'day', quote, start: m.index + m[0].indexOf(quote), yearKnown: named.yearKnown };
}

/** "Who else", "what other", "anyone besides": a question asking past what was answered before. */
const OTHER_ASKED = /\b(?:who|whom|what|where|which|anyone|anybody|anything|anywhere|someone|somebody|something|somewhere)\s+else\b|\b(?:any|what|which)\s+other\b|\bbesides\b|\bapart from\b|\bother than\b/i;

/** The clause of an answer holding the character at `at`: between stops, semicolons and dashes. */
function clauseAround(answer: string, at: number): string {
  const bounds = [...answer.matchAll(/[.;!?](?=\s|$)|\s[-–—]\s/g)].map((m) => m.index);
  const from = Math.max(0, ...bounds.filter((b) => b < at).map((b) => b + 1));
  const to = Math.min(answer.length, ...bounds.filter((b) => b >= at));
  return answer.slice(from, to);
}

/** "how many were …", "how many did …": counting what is not named. */
const BARE_HOW_MANY = /\bhow many\s+(?:were|was|are|is|did|do|does|had|have)\b/i;

/** "how many trailers …" → the counted thing, for a bare number in the answer. */
function askedUnit(question: string): string[] {
  // ("How many times did you go out there? — Twice.": occasions, counted as times.)
  if (/\bhow many times\b/i.test(question)) return [canonical('time')];
  // ("Do you own any USB drives? — Two.": the things asked after, counted in the answer.)
  const m = /\bhow many\s+(?:of\s+(?:the|those|these|their|its|your|our|his|her|my)\s+)?([\w-]+(?:\s+[\w-]+){0,2})/i.exec(question) ?? (/\bhow many\b/i.test(question) ? null : /\bany\s+([\w-]+(?:\s+[\w-]+){0,2})/i.exec(question));
  // The words counted follow "how many" up to the verb: "how many refrigerated trailers did …",
  // "how many physical therapy sessions does it show" (three words, the last the thing counted).
  const words: string[] = [];
  const said = rawWords(m?.[1] ?? '');
  for (const [i, w] of said.entries()) {
    const next = said[i + 1];
    // ("how many time punches": a noun the stop list holds for "first time" names the next one.)
    if (NOUN_BEFORE_NOUN.has(w.toLowerCase()) && next !== undefined && !isStopWord(next)) continue;
    // ("how many turned out to be …": a verb, not the thing counted; "how many edited punches"
    // counts punches.)
    if (isStopWord(w) || (namesNothing(w) && (next === undefined || isStopWord(next)))) break;
    words.push(canonical(w));
  }
  if (words.length > 0) return words;
  // "How many were reportable results?": what is counted follows the verb.
  const after = /\bhow many\s+(?:were|are|was|is)\s+(?!there\b|it\b|they\b|those\b|these\b)([\w-]+(?:\s+[\w-]+)?)/i.exec(question);
  const counted = rawWords(after?.[1] ?? '').filter((w) => !isStopWord(w) && !namesNothing(w)).map(canonical);
  if (counted.length > 0) return counted;
  // "How many was it?", "how many were there?", or no "how many" at all ("And the number of
  // trailers taken out?"): what is counted is named — "you gave a number for the trailers moved
  // …", "the count of loads rejected …".
  const named = /\b(?:number|count|total|tally|quantity)\s+(?:of|for)\s+(?:the\s+|those\s+|these\s+)?([\w-]+)/i.exec(question);
  return named ? [canonical(named[1]!)] : [];
}

const yearIn = (text: string): number | null => {
  const m = /\b(19[5-9]\d|20\d\d)\b/.exec(text);
  return m ? Number(m[1]) : null;
};

/** A question tying the address it asks to the witness: "what address does it give for you?", "your address". */
const WITNESS_ADDRESS = /\b(?:for you|your (?:home )?address|you (?:live|lived|reside|resided)|where (?:do|did) you (?:live|reside))\b/i;

/**
 * "What address does the notice give for you? — Rogers Avenue, I think." An answer to a question
 * asking for an address is read as a street address (its number, street and town), in place of
 * the places the place reader saw in it; so is the address the witness says yes to ("It's
 * addressed to Dr. Prescott at eighteen hundred Centennial Parkway? — Yes."). Removes the place
 * claims the addresses replace from `claims`.
 */
function addressClaims(question: string, answer: string, deponent: string | null, polarity: ReturnType<typeof answerPolarity>, qtype: QuestionType, subject: Bag, claims: Claim[]): ValueClaim[] {
  if (!ADDRESS_ASKED.test(question)) return [];
  const said = findStreetAddresses(answer);
  const asking = askingClause(question);
  const adopted = said.length === 0 && polarity?.polarity === 'yes' && qtype === 'yes_no' ? findStreetAddresses(asking) : [];
  if (said.length + adopted.length === 0) return [];
  for (let i = claims.length - 1; i >= 0; i -= 1) {
    const c = claims[i]!;
    if (c.kind === 'place' && [...said, ...adopted].some((a) => a.quote.includes(c.quote))) claims.splice(i, 1);
  }
  // (People only: a party's name stands beside every address it writes to as well as its own.)
  const names = findNames(asking, false).filter((n) => n.nameType === 'person').map((n) => n.value);
  const whose = [...names, ...(deponent && WITNESS_ADDRESS.test(question) ? [deponent] : [])];
  const role = addressRole(question);
  return [...said, ...adopted].map((a): ValueClaim => ({
    kind: 'place',
    value: { kind: 'place', nameType: 'place', value: a.quote, quote: a.quote, start: a.start },
    approximate: false,
    subject,
    certainty: adopted.includes(a) && polarity?.hedged ? 0.6 : 0.8,
    quote: a.quote,
    address: a,
    ...(whose.length > 0 ? { addressOf: whose } : {}),
    ...(role ? { addressRole: role } : {}),
    ...(adopted.includes(a) ? { adopted: true } : {}),
  }));
}

/** Removes the quoted values' words from a subject bag (a subject is what the value is about, not the value). */
function withoutValueWords(bag: Bag, values: Value[], asked: ReadonlySet<string> = new Set()): Bag {
  const out = new Map(bag);
  // A quantity's unit stays: "74 trailers" is about trailers. So does a word the question says in
  // lower case that the answer's name capitalises: "which engineering firm" is about engineering,
  // though the answer is "Northeast Coastal Engineering" (not "signed" of "I signed it").
  for (const v of values) {
    const named = wordsWritten(v.quote, true);
    for (const w of bagOf(v.quote).keys()) if ((v.kind !== 'quantity' || !v.unit.includes(w)) && !(asked.has(w) && named.has(w))) out.delete(w);
  }
  return out;
}

/** The canonical words a text writes with a capital (a name's own: "Engineering" of "Northeast Coastal Engineering") or without one (a question's common nouns and verbs). */
const wordsWritten = (text: string, capital: boolean): Set<string> => new Set(rawWords(text).filter((w) => /^\p{Lu}/u.test(w) === capital).flatMap((w) => contentWords(w)));

/**
 * "How long was the deal supposed to last, start to finish?", "all told I was in that hospital
 * about two weeks": idioms of the whole span or sum say how much is asked, not what about.
 */
const WHOLE_OF_IT = /\b(?:(?:from\s+)?start to finish|(?:from\s+)?beginning to end|end to end|all told|all in all|in all|all in|in total|all together|altogether|top to bottom)\b/gi;

/** How a witness hedges a figure ("a little over", "give or take", "roughly"): how sure, not what about. */
const HEDGE_WORDS = new RegExp(`${APPROXIMATE.source}|\\b(?:(?:just |right )?(?:outside(?: of)?|near|nearby|close to|next to|just off)(?= [A-Z])|a (?:little|bit|tad)|little|bit|or (?:thereabouts|so)|somewhere|someplace|anywhere|if i(?:'m| am) reading (?:it|that|this) right|if i have (?:it|that) right|(?:from|by) what i (?:understood|understand|heard|was told|gathered)|as (?:far as )?i (?:understood|understand|was told|gathered)|(?:as|the way) i read (?:it|that|this)|my understanding (?:is|was)|i(?:'d| would)? want to say|i(?:'d| would) (?:assume|guess|imagine|expect)|i (?:assume|imagine|expect)|presumably|easily|sometime|(?:i['’]?m |i am )?(?:fairly|pretty|reasonably) (?:sure|certain|confident)|if (?:i )?remember(?:ing)? (?:it )?(?:right|correctly)|if memory serves|to the best of my (?:recollection|memory|knowledge))\\b`, 'gi');

/** An answer without its hedges ("I want to say September twenty-fifth"): the words it is searched by. */
export const withoutHedges = (answer: string): string => answer.replace(HEDGE_WORDS, ' ');

/** The paper in front of the witness pointed at as where the answer was read: "according to this", "going by that". */
const ACCORDING_TO = /\b(?:according to|going by|judging by|based on)\s+(?:this|that|it|these|those|them)\b(?!\s+[a-z])/gi;

/**
 * The answer's words in the subject: those of the sentence stating a value weigh most; another
 * sentence ("That's what the daily counts show.") adds little; hedges add nothing.
 */
function answerSubject(answer: string, values: Value[], into: Bag): void {
  const bounds = sentenceBounds(answer);
  for (let i = 0; i + 1 < bounds.length; i += 1) {
    const [from, to] = [bounds[i]!, bounds[i + 1]!];
    const holds = values.length === 0 || bounds.length === 2 || values.some((v) => v.start >= from && v.start < to);
    // "Tom Beckett, the CEO": the words set beside a name say who the name is, not what was asked
    // (a source about the CEO is no closer to "who signed the notice"): they weigh as a side remark.
    // ("…, according to this.": where the witness read it, not what it is about.)
    let text = answer.slice(from, to).replace(ACCORDING_TO, (m) => ' '.repeat(m.length));
    for (const v of values) {
      if ((v.kind !== 'name' && v.kind !== 'place') || v.start < from || v.start >= to) continue;
      const after = v.start - from + v.quote.length;
      // ("Port Newark, where we staged the overflow": what the witness says of the place named.)
      const aside = (v.kind === 'name' ? APPOSITION : PLACE_ASIDE).exec(text.slice(after));
      if (!aside) continue;
      bagOf(aside[0], 0.3, into);
      text = text.slice(0, after) + ' '.repeat(aside[0].length) + text.slice(after + aside[0].length);
    }
    // "Four years, and then it could roll over if both sides wanted": in the sentence stating the
    // value, a clause joined after it says something more, weighed as another sentence would be.
    const clauses = holds && values.length > 0 ? text.split(CLAUSE_JOIN) : [text];
    let offset = from;
    for (const clause of clauses) {
      const own = clauses.length === 1 || values.some((v) => v.start >= offset && v.start < offset + clause.length + 1);
      bagOf(clause.replace(HEDGE_WORDS, ' ').replace(WHOLE_OF_IT, ' '), holds && own ? 0.8 : 0.3, into);
      offset += clause.length;
    }
  }
}

/**
 * "I was out from the seventeenth of January through June — I couldn't hold a scaler. The pay I
 * lost over that stretch comes to about sixty-one thousand.": where several sentences of a long
 * answer state values, each value is about its own sentence. The words only another value's
 * sentence holds weigh for this one as a side remark would (never more than they already do).
 */
function ownSentence(subject: Bag, units: AnswerUnit[], values: Value[], v: Value, keep: Bag): Bag {
  const inside = (x: Value, u: AnswerUnit) => x.start >= u.from && x.start < u.to;
  const mine = units.find((u) => inside(v, u));
  if (!mine || units.length < 2) return subject;
  const own = new Map(mine.bag);
  // ("Nine. Seven planners and two analysts.": a bare figure is about what the next words say.)
  for (const w of bagOf(v.quote).keys()) own.delete(w);
  if (own.size === 0) return subject;
  const out = new Map(subject);
  for (const u of units) {
    if (u === mine || !values.some((x) => x !== v && inside(x, u))) continue;
    for (const w of u.bag.keys()) if (!own.has(w) && !keep.has(w) && out.has(w)) out.set(w, Math.min(out.get(w)!, 0.3));
  }
  return out;
}

/**
 * "He was. When I became regional VP in 2021, Luis was already running both hotels." A date in a
 * clause of the witness's own doing ("when I started at Meridian back in 2016", "by the time we
 * signed in March") dates that doing, not what was asked: the clause's words are its subject, the
 * rest weigh as a side remark.
 */
const OWN_EVENT = /\b(?:when|by the time|after|before|once|since)\s+(?:I|we)\b[^,.;:!?]*/gi;
/** A period's start said before its end: "From the day it happened through the end of June". */
const SPAN_START_BEFORE = /\bfrom\s+([^,.;:!?]{1,60}?)\s+(?:through|thru|until|till|to)\s+(?:the\s+)?(?:(?:end|middle|beginning|start)\s+of\s+)?$/i;
function ownEvent(subject: Bag, answer: string, v: Value): Bag {
  if (v.kind !== 'date') return subject;
  // ("From the day it happened through the end of June": the day it happened is the span's start,
  // not what the end's date dates.)
  const start = SPAN_START_BEFORE.exec(answer.slice(Math.max(0, v.start - 90), v.start));
  if (start) {
    const said = bagOf(start[1]!);
    subject = new Map([...subject].map(([w, weight]): [string, number] => [w, said.has(w) ? Math.min(weight, 0.3) : weight]));
  }
  const clause = [...answer.matchAll(OWN_EVENT)].find((m) => v.start >= m.index && v.start < m.index + m[0].length);
  if (!clause) return subject;
  const out = new Map([...subject].map(([w, weight]): [string, number] => [w, Math.min(weight, 0.3)]));
  return bagOf(clause[0], 1, out);
}

/**
 * Whether a date is when the witness joined an employer: the question asks it of "you" in words of
 * joining, or the answer's own clause says "I" joined ("I came to Meridian in 2019"). The employer
 * is the capitalised words said with it ("Castellan", "Meridian"), none for "the company".
 */
/** A question asking whom the witness reports to: "who do you report to?", "who's your boss?", "who supervises you?". */
const SUPERIOR_ASKED = /\b(?:who (?:do|did) you (?:report|answer) to|(?:who(?:'s| is| was)|what(?:'s| is) the name of) your (?:direct |immediate |line )?(?:boss|supervisor|manager|superior)|who (?:supervises|manages) you|who(?:'s| is) (?:over|above) you|who (?:writes|does|conducts|gives you|signs) your (?:annual |yearly |performance )?(?:review|evaluation|appraisal)|who (?:reviews|signs off on|approves) your (?:\w+ )?work)\b/i;
/** The answer's own words naming the witness's superior, right before the name: "My supervisor, Gail Brennan", "I report straight to Dr. Rao". */
const SUPERIOR_SAID = /\b(?:my (?:direct |immediate |line )?(?:boss|supervisor|manager|superior)(?: is)?[,:]?|i (?:report|answer) (?:straight |directly )?to)\s+$/i;
/** A time set on the question: whom the witness reported to then is not whom they report to now. */
const OTHER_TIME = /\b(?:19|20)\d\d\b|\b(?:then|at the time|back|before|after|previously|used to|originally|first|when you (?:started|joined))\b/i;

/**
 * A question asking how many people work under the witness: "how many analysts report to you?",
 * "how many people work for you?", "how many people are in your group?", "how many people did you
 * have under you for the restatement?", "does anyone work under you?".
 */
const TEAM_ASKED = /\bhow many\b[^?]{0,40}?\b(?:report(?:s|ed|ing)? (?:to|in to) you|work(?:s|ed|ing)? (?:for|under) you|(?:do|did) you (?:\w+ )?(?:supervise|manage|oversee|have (?:under|reporting|working|on))|(?:are|were|is) (?:on|in) your (?:team|group|department|unit|staff)|(?:do|did) you (?:\w+ )?have (?:under|reporting|working|on your))|\b(?:does|did) anyone (?:work|report) (?:under|for|to) you\b|\bhow (?:big|large) (?:is|was) (?:your (?:team|group|department|staff|unit|section|crew)\b|the (?:team|group|department|staff|unit|section|crew) (?:that |which )?you (?:\w+ )?(?:supervis|manag|oversee|oversaw|ran\b|run\b|led\b|lead|head))/i;
/** An answer saying the number changed: the count is of one time, not the team's size. */
const TEAM_CHANGED = /\b(?:used to|grew|shrank|down to|up to|at the time|back then|these days|at its peak|at most|at least)\b/i;

/** Whether a count is said as how many people work under the witness (see ValueClaim.team): the answer's first number. */
function teamCount(question: string, answer: string, v: Value, first: boolean): boolean {
  if (v.kind !== 'quantity' || !first || TEAM_CHANGED.test(answer)) return false;
  // ("How many people work in HR at Vantage today? — It's three of us, me and two generalists.":
  // the people who work there, counted with the witness among them, are the witness's group.)
  const countedAmong = STAFF_ASKED.test(question) && (/\bof us$/i.test(v.quote) || OF_US.test(answer.slice(v.start + v.quote.length)));
  return TEAM_ASKED.test(question) || countedAmong;
}
/** A head count of who works somewhere: "how many people work in HR", "how many employees are on staff". */
const STAFF_ASKED = /\bhow many (?:people|employees|staff|persons)\b[^?]*\b(?:work|works|working|employed|on staff)\b/i;
/** The witness counted among them: "three of us", "six, counting me", "four including myself". */
const OF_US = /^\s*(?:of us\b|,?\s*(?:counting|including) (?:me|myself)\b)/i;

/** "before payroll locked", "after he'd learned of the complaint": the word and the event's first words, to the clause's end. */
const ORDER_ASKED = /\b(before|after)\s+((?:[\p{L}'’-]+\s+){0,4}?[\p{L}'’-]+)(?=\s*(?:[,;?.]|$|\b(?:correct|right|true)\b))/iu;

/** The event a yes/no question sets its act before or after (see PolarityClaim.order), by its content words. */
function orderAsked(question: string): PolarityClaim['order'] {
  const m = ORDER_ASKED.exec(question);
  if (!m) return undefined;
  const event = [...bagOf(m[2]!).keys()];
  return event.length > 0 ? { word: m[1]!.toLowerCase() as 'before' | 'after', event } : undefined;
}

/** Whether a name is said as whom the witness reports to now (see ValueClaim.reportsTo). */
function reportsTo(question: string, answer: string, v: Value): boolean {
  if (v.kind !== 'name' || v.nameType === 'organization' || OTHER_TIME.test(question)) return false;
  return SUPERIOR_ASKED.test(question) || SUPERIOR_SAID.test(answer.slice(Math.max(0, v.start - 40), v.start));
}

/**
 * A question asking where the witness works: "where do you physically work?", "where do you sit, day
 * to day?", "where's your office?", and, asked of the witness about the firm they work for, "where is
 * the firm located?".
 */
const WORKPLACE_ASKED = /\bwhere (?:do|did) you (?:\w+ )?(?:work|sit|have your (?:desk|office))\b|\bwhere(?:'s| is) your (?:desk|office|workstation)\b|\b(?:which|what) (?:office|building|site|location|facility) (?:do|did) you (?:\w+ )?work\b|\bwhere (?:are|were) you (?:based|stationed|working)\b|\bwhere(?:'s| is) (?:your|the) (?:firm|practice|office) (?:located|based)\b/i;
/** The answer's own words of where the witness works, in the place's sentence: "at my desk at …", "that's where I sit". */
const WORKPLACE_SAID = /\bmy (?:desk|office|cubicle|workstation)\b|\bwhere i (?:sit|work)\b|\bi (?:sit|work) (?:at|in|out of)\b|\bi(?:'m| am) based\b/i;

const OUR_OFFICE = /\bour (?:[A-Z][a-z]+ )?office\b/;

/** Whether a place is said as where the witness works now (see ValueClaim.worksAt): a place in the first sentence of an answer to where they work, or one said in a sentence of their desk. */
function worksAt(question: string, answer: string, v: Value, first: boolean): boolean {
  if (v.kind !== 'place' || OTHER_TIME.test(question.replace(/\bwhen (?:the|that|this|it|you)\b.*$/i, ''))) return false;
  if (first && WORKPLACE_ASKED.test(question)) return true;
  const [sentence, next] = sentenceAt(answer, v.start);
  // ("Our office downtown" to where "you" did something: the witness's own office; not to "Which
  // office did the notice come from?", where it is the firm's, whichever.)
  return WORKPLACE_SAID.test(sentence) || (/\byou\b/i.test(question) && OUR_OFFICE.test(sentence)) || (first && /^\s*(?:that'?s|it'?s) where (?:i|we) (?:sit|work)\b/i.test(next));
}

/** A question asking how long the witness has been with an employer (not in a post): "How long have you been there?", "How long have you worked for Castellan?". */
const TENURE_ASKED = /\bhow long (?:have|had) you (?:been (?:there|with|at|employed|working)|worked)\b/i;

/** Joining asked in other words: "when you came over to Harbor", "when were you hired", "when did you start at Castellan". */
const JOINING_ASKED = /\b(?:you (?:first )?c[ao]me (?:over to|aboard|on board|to work (?:for|at))\b|(?:were|was) you (?:first )?hired\b|did you (?:first )?get hired\b|you (?:first )?start(?:ed)? (?:at|with|working (?:at|for))\s+[A-Z])/;

function joinedAt(question: string, answer: string, v: Value): { employer: string[] } | null {
  const [sentence, , at] = sentenceAt(answer, v.start);
  const clause = [...answer.matchAll(OWN_EVENT)].find((m) => v.start >= m.index && v.start < m.index + m[0].length)?.[0] ?? sentence;
  // (Asked of the witness, the answer's first sentence gives it: "Since 2016. I started as …".)
  // ("How long have you been there? — Since February of 2021.": the time with an employer, answered
  // from when, is when the witness joined.)
  const tenureAsked = TENURE_ASKED.test(question);
  const tenure = at === 0 && tenureAsked && /^\s*(?:(?:oh|um|uh|well),?\s+)?since\b/i.test(sentence);
  const asked = (at === 0 && /\byou\b/i.test(question) && (contentWords(question).includes('join') || JOINING_ASKED.test(question))) || tenure ? question : null;
  // ("I", not "we": "we started working with Northwind in 2019" is the firm taking a customer on.)
  // (Or "I started …" in answer to how long they have been there: "Going on five years. I started in 2019.")
  const said = /\bI\b/.test(clause) && (contentWords(clause).includes('join') || (tenureAsked && /\bI (?:started|began)\b/.test(clause))) ? clause : null;
  const text = said ?? asked;
  if (!text) return null;
  // (Content words drop "I" and the months: "in July" names no employer.)
  // (Nor does the post joined as: "I joined in March of 2016 as an HR business partner".)
  const employer = [...text.replace(/\bas\s+(?:an?\s+|the\s+|our\s+|their\s+)?[^,;.]*[.!?]?\s*$/, '').matchAll(/(?<!^|[.?!]\s)\b[A-Z][\w'’-]+/g)].flatMap((m) => contentWords(m[0]));
  return { employer };
}

/** Asked when the witness took up a post: "when did you become a manager", "when did you move up from assistant controller to controller". */
const POST_START_ASKED = /\bwhen did you (?:first )?(?:become|get promoted to|get|take over as|move up (?:from [^?]*? )?to|step (?:up|into)(?: as)?|start as|take on the (?:job|role|title) of|make)\s+(?:the\s+|a\s+|an\s+|your\s+)?([^?,]+)/i;
/** Asked how long the witness has held a post: "how long have you held the supervisor job?", "how long have you had that title?". */
const POST_HELD_ASKED = /\bhow long have you (?:held|had|been in)\s+(?:the|that|this|your)\s+((?:[\w-]+\s+){0,3}?)(?:job|title|position|role|post)\b/i;
/** The answer's own words of taking up the post it has just named: "I've had that title since …", "They promoted me into it in …", "I got that job in …". */
const POST_TAKEN_SAID = /\b(?:I(?:'ve| have) (?:had|held) (?:that|this|the) (?:title|job|position|role)|(?:promoted|moved|bumped) me (?:into|up to|up into) (?:it|that|the (?:job|role|title|position))|I got (?:that|this|the) (?:job|title|position|role)|I (?:took (?:it|that) over|was promoted (?:into|to) (?:it|that)))\b/i;
/** The witness's own words of taking a post, just before the date: "when I became regional VP in", "I was promoted to controller in". */
const BECAME_SAID = /\bI (?:became|was made|was promoted to|got promoted to|took over as|moved up to|stepped (?:up|in) as)\s+(?:the\s+|a\s+|an\s+)?((?:[\w'’-]+\s+){0,4}?[\w'’-]+)\s+(?:in|on|back in|around|at the (?:start|end|beginning) of|at)\s*$/i;
/** Words of a post that name no post: the employer's kind and the filler round it. */
const NOT_POST = new Set(['job', 'title', 'position', 'role', 'post', 'current', 'company', 'firm', 'lab', 'site', 'department', 'group', 'team', 'there', 'here', 'now', 'then'].map(canonical));

/** Whether a date is when the witness took up the post they hold, and the post's words (see ValueClaim.postStart). */
function postStartAt(question: string, answer: string, v: Value): { post: string[] } | null {
  const [sentence, , at] = sentenceAt(answer, v.start);
  const words = (text: string) => contentWords(text.replace(/\b[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*/g, (m, offset: number) => (offset === 0 ? m : ' '))).filter((w) => !NOT_POST.has(w));
  if (at === 0) {
    const started = POST_START_ASKED.exec(askingClause(question));
    // ("from assistant controller to controller": the post taken is the one after "to".)
    if (started) return { post: words(started[1]!.replace(/\s+(?:at|in|with|for)\s+.*$/i, '')) };
    const held = POST_HELD_ASKED.exec(askingClause(question));
    if (held && /^\s*(?:(?:oh|um|uh|well),?\s+)?since\b/i.test(sentence)) return { post: words(held[1] ?? '') };
  }
  // "When I became regional VP in 2021, Luis was already …": the witness's own clause of taking the post.
  const became = BECAME_SAID.exec(answer.slice(sentenceBounds(answer)[at] ?? 0, v.start));
  if (became) return { post: words(became[1]!) };
  // "IT and security operations manager. I've had that title since October of 2022.": the post is
  // the answer's first sentence, what the question asked.
  if (at > 0 && POST_TAKEN_SAID.test(sentence)) {
    const first = answer.slice(0, sentenceBounds(answer)[1] ?? answer.length).replace(/^\s*(?:I'?m|I am|it'?s|that'?s)\s+(?:the\s+|a\s+|an\s+)?/i, '');
    return { post: contentWords(first).filter((w) => !NOT_POST.has(w)) };
  }
  return null;
}

/** The sentence of an answer holding a place in it, the sentence after it, and its index. */
function sentenceAt(answer: string, start: number): [string, string, number] {
  const bounds = sentenceBounds(answer);
  const at = bounds.findIndex((b, i) => start >= b && start < (bounds[i + 1] ?? Infinity));
  return [answer.slice(bounds[at] ?? 0, bounds[at + 1] ?? answer.length), answer.slice(bounds[at + 1] ?? answer.length, bounds[at + 2] ?? answer.length), at];
}

/** Where an answer's sentences begin and end: at a stop before a capital ("1.5 million" and "Mr. Voss" do not end one). */
function sentenceBounds(text: string): number[] {
  return [0, ...[...text.matchAll(SENTENCE_END)].map((m) => m.index + 1), text.length];
}

/** A sentence of the answer, or a clause joined on to one, with its words. */
interface AnswerUnit {
  from: number;
  to: number;
  bag: Bag;
}

/** The answer's sentences, each cut where a clause is joined on ("…, and the office kept my chair open"). */
function answerUnits(answer: string): AnswerUnit[] {
  const bounds = sentenceBounds(answer);
  const out: AnswerUnit[] = [];
  for (let i = 0; i + 1 < bounds.length; i += 1) {
    let from = bounds[i]!;
    for (const clause of answer.slice(from, bounds[i + 1]!).split(CLAUSE_JOIN)) {
      out.push({ from, to: from + clause.length, bag: bagOf(clause) });
      from += clause.length;
    }
  }
  return out;
}

/** Where a sentence goes on to another clause: ", and then", "; so", ", which", ", but". */
const CLAUSE_JOIN = /(?=,?\s+(?:and then|and so|but|which|so that|because|though|although|whereas)\s)|(?=,\s+and\s)/i;

/** What is said of a place named, in a clause set after it: ", where we staged the overflow trailers". */
const PLACE_ASIDE = /^,\s*(?:where|which|whose)\s+[^,.;!?]{2,80}/i;

/** A description set beside a name: ", the CEO", ", their capacity planning director", ", Castellan's general counsel". */
const APPOSITION = /^,\s*(?:the|our|their|his|her|its|[A-Z][\w'’-]*['’]s)\s+[^,.;!?]{2,48}/;

/** What the words of the exchange a question points back at weigh in its subject. */
const REFERENT_WEIGHT = 0.35;
/** …where the question has this many content words of its own, the exchange before weighs this. */
const OWN_WORDS = 3;
const SAID_REFERENT_WEIGHT = 0.15;
/** What a yes/no question's opening clause weighs beside the clause that asks. */
const OPENING_WEIGHT = 0.35;
/** An opening turning the witness to a part of a paper: "Looking at paragraph 4 of that e-mail", "Reading the action-taken section". */
const PART_OF_PAPER_OPENING = /^\W*(?:(?:and|so|now|then|okay)\W+)?(?:looking at|reading|turning (?:back )?to|going back to|if you (?:look at|turn to|read))\b[^?]*\b(?:paragraph|section|page|clause|line|box|item|part)\b/i;
/** A clause that bounds the act asked ("before it came back", "after he left"), to the question's end. */
const BOUND_CLAUSE = /\b(?:before|after|when|until|since|while|once)\b[^?]*$/i;
/** An opening clause that says when or on what condition ("Before you handed the laptop back, was …?", "So long as a notice was in writing, …"): a frame, not the proposition. */
const WHEN_OPENING = /^\W*(?:(?:and|so|now|then)\s+)?(?:(?:before|after|when|while|until|once|by the time|at the time)\s+(?:you|he|she|they|we|i|it|the|mr|ms|mrs|dr|his|her|their|its|our|my|your)\b|(?:so long as|as long as|provided(?: that)?|assuming|if|unless)\s)/i;

const qtypeOf = (input: ClaimInput): QuestionType => questionTypeAfter(input.question, input.previousQuestion ?? null);

/**
 * A question whether an act was repeated: "more than once", "a second time", "multiple times". (Not
 * "again": the examiner's "Did you, again, sign it?" asks once more, not of a second signing.)
 */
const REPEAT_ASKED = /\b(?:more than (?:once|one time)|a second time|another time|multiple times|several times|repeatedly|twice|on more than one occasion)\b/i;
/** The alternative a yes/no question sets its proposition against: "rather than destroyed or rejected". */
const CONTRAST = /\b(?:rather than|instead of|as opposed to)\b[^,;?]*/gi;
/**
 * "… show that files were opened, not that they were copied?": the alternative set against the
 * proposition, after a comma — its "not" does not make the question negative. (Not an emphatic
 * "…, not once?", "…, not even a call?", nor an exception, which is part of the proposition: "…
 * excludes consequential damages, but not for a breach of the capacity section?".)
 */
const CONTRAST_NOT = /,\s*(?:and\s+|but\s+)?not\s+(?!(?:once|ever|even|at all|one|a single|a word|really|so|for|to|in|on|with|as|under|at|by|from|of|if|when|the|a|an)\b)(?:that\s+)?[^,;?]*/gi;
/** Another event bounding the act asked, after it: "before it was filed", "after they got the notice". */
const EVENT_BOUND = /\s(?:before|after|until|once)\s+(?:it|he|she|they|you|we|i|the\s+[\w-]+)\s+(?:was|were|had|got|went|came|did)\b[^,;?]*/gi;
/** A time left open ("you did talk to him at some point, didn't you?"): when, not what. */
const SOME_TIME = /\bat (?:some|one|any|that|this) (?:point|stage)(?: or another)?\b/gi;
/** A condition set after the proposition ("…, as long as the notice period had run?") or before it ("So long as a notice was in writing, …") is not part of it. */
const CONDITION_WORDS = String.raw`(?:as long as|so long as|provided(?: that)?|if|unless|once|assuming)`;
const CONDITION = new RegExp(String.raw`(?:,\s*|^\s*|[.?!]\s+)${CONDITION_WORDS}\b[^,;?]*`, 'gi');
/** The words that open a condition, to read what it sets ("so long as it told Northwind first" → told Northwind first). */
const CONDITION_OPENING = new RegExp(String.raw`\b${CONDITION_WORDS}\b`, 'gi');

/** What makes a counted time relative: "three weeks later", "two days after the letter came". */
const RELATIVE_AFTER = /\b(?:later|earlier|after|before|ago|prior|afterwards?)\b/i;

/** The phrases that bound a question in time around its bounded dates ("before the November 3 letter"), from the bound's word to a comma or the end. */
function boundPhrases(question: string, values: Value[]): string[] {
  const out: string[] = [];
  for (const v of values) {
    if (v.kind !== 'date' || v.boundAt === undefined) continue;
    const end = question.slice(v.start).search(/[,;?]/);
    out.push(question.slice(v.boundAt, end < 0 ? question.length : v.start + end));
  }
  return out;
}

/**
 * A count asked of a part of a whole the witness's side has: "how many of your dispatchers …", "how
 * many of those year-round people …", "how many people in your group worked on the response?".
 */
const OF_A_WHOLE = /\bhow many (?:of (?:your|our|their|his|her|its|those|these|the|you)\b|[a-z]+ (?:in|on|from) your (?:group|team|department|unit|office|crew|staff|section|shop)\b)/i;
/** A yes/no question after things of a kind: "Do you own any USB drives?", "Were there any other witnesses?". */
const ANY_THINGS = /^(?:do|did|does|have|has|had|are|were|is|was)\b[^?]*\bany\s+(?:[\w-]+\s+){0,2}[a-z-]+s\b/i;
/** An answer that opens on a count, said alone: "Two.", "Just the one.", "Three, all of them Dell." */
const COUNT_GIVEN = /^(?:(?:just|only)\s+)?(?:the\s+one|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a couple|a dozen|\d{1,3})(?=\s*[.,;:—–]|\s+-\s|\s*$)/i;

export function extractClaims(input: ClaimInput): Claim[] {
  const question = withoutAsides(plainText(input.question ?? ''));
  const answer = plainText(input.answer).trim();
  const common = input.common ?? new Set<string>();
  const formOf = questionTypeAfter(input.question, input.previousQuestion ?? null);
  // "Do you own any USB drives? — Two. A black Kingston, and a SanDisk.": a count given for a yes
  // answers how many, as "how many USB drives do you own?" would have been answered.
  const qtype = formOf === 'yes_no' && ANY_THINGS.test(question) && COUNT_GIVEN.test(answer) ? 'how_many' : formOf;
  const yearHint = yearIn(question) ?? yearIn(input.context ?? '');

  const subjectBag = new Map<string, number>();
  // The exchange before matters when the question leans on it ("when did Castellan receive it?").
  // So does a question without a verb of its own ("And the amount on that line?").
  // ("On what date?", "When?": a question with no word of its own asks of the exchange before, as
  // one without a verb does.)
  // (How many words of its own the question has: read once, for the three tests below.)
  const questionWords = bagOf(question).size;
  const bare = questionWords === 0;
  const leansOnContext = (questionWords < 3 && /\b(?:it|that|this|those|these|them|they|there|then|he|she|him|her|his|its|their)\b/i.test(question)) || isElliptical(question) || bare;
  // A question pointing back ("that letter", "those invoices", "who signed it") is about what the
  // exchange before named: its words weigh as the question's own nearly do.
  // (Not where the question's own statement before it names the thing: "You're still the Vice
  // President of Pricing. Since when have you held that title?")
  // "And that number — did it change?" points at the figure the exchange before stated, whatever else it says.
  const pointing = (pointsBack(question, false) && bagOf(question.replace(askingClause(question), ' ')).size < 2) || FIGURE_POINTED.test(question);
  // Its names are not, for a who-question: "Tom Beckett" answering the question before is not
  // what "who signed it for Castellan" is about.
  const contextText = qtypeOf(input) === 'who' ? (input.context ?? '').replace(/(?<![.?!]\s|^)\b[A-Z][\w'’-]*/g, ' ') : (input.context ?? '');
  // A question saying what it points at in words of its own ("At which hotel did that room
  // attendant work?") leans on the exchange before less than "Who signed it?" does: the last
  // exchange may be about something else.
  const ownSays = questionWords >= OWN_WORDS;
  if (input.context && (leansOnContext || pointing)) bagOf(contextText, ownSays ? SAID_REFERENT_WEIGHT : pointing ? REFERENT_WEIGHT : 0.35, subjectBag);
  // (Those words only say which thing: once the document pointed at is known, they have done their work.)
  const ownWords = bagOf(`${question} ${answer}`);
  // (Not for a question without a verb of its own — "And for Hudson Valley?" — whose borrowed words are what it asks.)
  const leaned = isElliptical(question) ? [] : [...subjectBag.keys()].filter((w) => !ownWords.has(w));
  // …but the names the question before asked about are what a demonstrative points at ("And for
  // Hudson Valley?" then "What is that dairy customer's full name?").
  if (pointing && qtypeOf(input) === 'who' && input.previousQuestion) for (const w of properNouns(plainText(input.previousQuestion))) subjectBag.set(w, Math.max(subjectBag.get(w) ?? 0, REFERENT_WEIGHT));
  // "Karen Liu at Castellan": the firm after a person is where the person works, not another answer.
  // ("And that number — did it change? — It stayed at six hundred seventy-five thousand.": the
  // exchange the question points back at says whether "that number" is money.)
  const moneyContext = input.context && (leansOnContext || pointing) ? `${question} ${input.context}` : question;
  const answerValues = valuesOf(answer, input.reference, yearHint, qtype, input.deponent ?? null, question, moneyContext).filter((v, _, all) => !affiliation(v, all, answer) && !supposed(v, answer));
  // "What is the date on the letter? — August ninth, 2023. And it took effect when? — At the end of
  // that month, on the thirty-first.": a day of the month said alone is in the month last named.
  if (qtype === 'when' && !answerValues.some((v) => v.kind === 'date')) {
    const day = dayOfNamedMonth(answer, `${input.context ?? ''} ${question}`, input.reference, yearHint) ?? dayOfNamedMonth(answer, `${input.recent ?? ''} ${input.context ?? ''} ${question}`, input.reference, yearHint);
    if (day) answerValues.push(day);
  }
  // "How many times were you on site before the proof of loss went in? — Four times. October 3rd,
  // twice in late October, …": the dates tell which times were counted; the count is the answer.
  const listedDates = qtype === 'how_many' && answerValues.some((v) => v.kind === 'quantity');
  answerSubject(answer, answerValues, subjectBag);
  // The question's own opening ("As far as you know, …", "Now, …") asks nothing; an opening
  // clause that names the subject ("Now, as to the reallocation, did Northwind consent to it?") stays.
  // ("According to the letterhead, …": the paper is the source asked about, "according" no subject.)
  const asked = question.replace(QUESTION_OPENER, '').replace(PUT_TO_WITNESS, ' ').replace(EXHIBIT_PUT, ' ').replace(WHOLE_OF_IT, ' ').replace(/\baccording to\b/gi, ' ');
  bagOf(asked, 1, subjectBag);
  // "When his position was eliminated, how much severance was Mr. Rivera offered?": an opening that
  // says when only bounds what is asked; its own words weigh as a side remark, as for a yes or no.
  const askingPart = askingClause(asked);
  const boundOpening = asked.includes(askingPart) ? asked.replace(askingPart, ' ') : '';
  if (qtype !== 'yes_no' && qtype !== 'when' && boundOpening.trim() !== '' && WHEN_OPENING.test(boundOpening)) {
    const own = bagOf(`${askingPart} ${answer}`);
    for (const w of bagOf(boundOpening).keys()) if (!own.has(w) && subjectBag.has(w)) subjectBag.set(w, Math.min(subjectBag.get(w)!, OPENING_WEIGHT));
  }
  // "What's the date on it?", "How is the letter dated?": the date the paper bears, which its date
  // line states (sources.ts gives that line the same word).
  if (DATE_ON_PAPER.test(asked)) for (const w of BEARS_WORDS) subjectBag.set(w, 1);
  // "And the complaint, Exhibit 2. When was that filed?": a pleading is filed the day it is dated
  // ("Dated: August 28, 2024" over its signature), the date it bears.
  // ("When did the FDA issue the warning letter?": a letter is issued the day it is dated.)
  if (FILED_ASKED.test(asked) || ISSUED_ASKED.test(asked)) for (const w of BEARS_WORDS) subjectBag.set(w, 1);
  // ("When did it go out?", "the time it went out": a paper going out is its sending.)
  if (WENT_OUT.test(asked)) for (const w of SENT_WORDS) subjectBag.set(w, Math.max(subjectBag.get(w) ?? 0, 1));
  // "When did Lakeshore commence this action?", "when was suit brought": an action is commenced by
  // filing its complaint, which bears that day's date. (The words "commence" and "action" are no
  // pleading's: they weigh little.)
  const brought = /^\s*when\b/i.test(asked) ? SUIT_BROUGHT.exec(asked) : null;
  if (brought) {
    for (const w of contentWordsOf(brought[0])) if (subjectBag.has(w)) subjectBag.set(w, 0.3);
    for (const w of [...BEARS_WORDS, ...SUIT_FILED]) subjectBag.set(w, 1);
  }
  const askedWords = bagOf(`${asked} ${input.context && (leansOnContext || pointing) ? contextText : ''}`);
  // "Which facility was the perishable freight stranded at, the produce and dairy that spoiled?":
  // a noun phrase set after the question restates what it asked about in other words — a source
  // need not hold both; its own words weigh half.
  const restated = TRAILING_APPOSITIVE.exec(asked);
  if (restated) {
    const before = bagOf(asked.slice(0, restated.index));
    for (const w of contentWordsOf(restated[1]!)) if (!before.has(w) && subjectBag.has(w)) subjectBag.set(w, Math.min(subjectBag.get(w)!, 0.5));
  }
  // "In the months before the termination, what was the weekly billing running at?": the bound's
  // own words weigh little (a yes/no question's proposition reads its bounds on its own).
  const timeBound = qtype === 'yes_no' || qtype === 'when' ? null : TIME_BOUND_OPENING.exec(question);
  if (timeBound) {
    const rest = bagOf(question.slice(timeBound[0].length));
    for (const w of contentWordsOf(timeBound[0])) if (!rest.has(w) && subjectBag.has(w)) subjectBag.set(w, Math.min(subjectBag.get(w)!, 0.3));
  }
  // "Give", "put", "get" carry little: "how long did the notice give Castellan to put the trailers back".
  lighten(subjectBag, asked);
  if (RUNNING_AT.test(asked)) askedWords.delete(canonical('run'));
  // The names a question is about tell its subject from another's ("Greenleaf's termination
  // letter" is not Castellan's): they weigh double.
  // "How many files does Halden say were opened?": whoever says it wrote the paper (a sentence
  // stating the count need not name them): no name the question is about, and light.
  const reporters = [...question.matchAll(REPORTER)].flatMap((m) => contentWordsOf(m[1] ?? m[2] ?? ''));
  const proper = properNouns(question).filter((w) => !common.has(w) && subjectBag.has(w) && !reporters.includes(w));
  for (const w of proper) subjectBag.set(w, 2);
  const terms = input.terms ?? new Set<string>();
  const qualifiers = qualifiersOf(question, proper, terms);
  // "Hudson Valley Dairy Cooperative, five hundred forty-eight thousand…": a firm the answer names
  // beside its figure says whose figure it is, as a firm the question names would.
  const answerFirms = (qtype === 'who' ? answerValues : qtype === 'where' || !/\s[A-Z]/.test(answer) ? [] : findNames(answer, false)).filter((n) => n.kind === 'name' && n.nameType === 'organization');
  const firmWords = [...new Set(answerFirms.flatMap((n) => (n.kind === 'name' ? rawWords(n.value).map(canonical) : [])))].filter((w) => !common.has(w) && !TITLE_WORDS.has(w) && !terms.has(w) && !isStopWord(w) && !qualifiers.includes(w));
  // "How long was the deal to run?" asks for the agreement's term, in whatever words.
  if (/^(?:for )?how long\b/i.test(askingClause(question)) && subjectBag.has('contract')) subjectBag.set('term', Math.max(subjectBag.get('term') ?? 0, 0.8));
  // "How many days …": the unit asked for is the answer's, not its subject.
  for (const w of TIME_UNITS) subjectBag.delete(w);
  // …nor a size's unit ("three point two megabytes" against a row's "41 KB").
  for (const w of DATA_UNITS) subjectBag.delete(w);
  // Nor is the kind of answer asked for ("which city", "where … based", "when does it begin") or
  // what was planned ("scheduled to expire"): documents state the fact, not the question's frame.
  for (const w of frameWords(question, qtype)) subjectBag.delete(w);
  // "Your e-mail mentions two additional unreported injections": the paper and its verb say where
  // the witness's words were written, not what they are about — the sentence stating the fact need
  // not name the e-mail, and never says "mentions".
  for (const frame of question.matchAll(REPORTING_FRAME)) {
    for (const w of contentWordsOf(frame[2]!)) subjectBag.delete(w);
    for (const w of contentWordsOf(frame[1]!)) if (subjectBag.has(w)) subjectBag.set(w, Math.min(subjectBag.get(w)!, 0.3));
  }
  for (const w of reporters) if (subjectBag.has(w)) subjectBag.set(w, Math.min(subjectBag.get(w)!, 0.3));
  // "Who forwarded the notice to outside counsel?": the words after "to" say whom it went to, which
  // a source naming the sender need not (an e-mail's From line under its subject): they weigh half.
  const recipientPhrase = qtype === 'who' && askedRole(question) === 'sender' ? /\bto\s+((?:[\w'’-]+\s*){1,4})\?\s*$/i.exec(askingClause(question)) : null;
  if (recipientPhrase) for (const w of contentWordsOf(recipientPhrase[1]!)) if (subjectBag.has(w)) subjectBag.set(w, subjectBag.get(w)! * 0.5);

  const approximate = APPROXIMATE.test(answer);
  // "Forty-six, I believe.": unsure of the memory, not of the number — a count said to its last unit
  // is that count (not 47), where "about forty-six" or "a hundred, I think" is a round figure; so
  // too "I think it came off on the 29th" names that day, not the days around it.
  const beliefOnly = approximate && !APPROXIMATE.test(answer.replace(BELIEF, ' '));
  const claims: Claim[] = [];
  const polarity = answerPolarity(answer) ?? (qtype === 'yes_no' ? echoPolarity(question, answer) : null);
  // (Only those said in the same sentence: "Ray approved it. Derek's group just papered the deal."
  // names Derek in another role, not as another way of saying who approved it.)
  const stops = [...answer.matchAll(SENTENCE_END)].map((m) => m.index);
  const sentenceOf = (at: number) => stops.filter((stop) => stop < at).length;
  const named = (kind: 'name' | 'place', near?: Value) =>
    answerValues.flatMap((v) => (v.kind === kind && (!near || sentenceOf(v.start) === sentenceOf(near.start)) ? [v.value] : []));
  // "Red Hook and Port Elizabeth" lists two; "Hunts Point, up in the Bronx" or "Karen or Tom" gives one, two ways.
  const listed = (kind: 'name' | 'place'): boolean => {
    const vs = answerValues.filter((v) => v.kind === kind).sort((a, b) => a.start - b.start);
    if (vs.length < 2 || /\b(?:or|either|maybe|possibly)\b/i.test(answer)) return false;
    return vs.slice(1).every((v, k) => /^\s*(?:,\s*(?:and\s+)?|;\s*|(?:and|&)\s+)(?:the\s+)?$/i.test(answer.slice(vs[k]!.start + vs[k]!.quote.length, v.start)));
  };
  const askedNames = qtype === 'who' || qtype === 'where' ? [...findNames(question, true), ...findPlaces(question)].map((v) => v.value) : [];

  const sitesAsked = SITE_ASKED.exec(askingClause(question))?.[1]?.toLowerCase().replace(/s$/, '') ?? null;
  // The numbered things the question names ("Room 6", "Section 4.3"), not the numbers answered.
  const marks = designators(question);
  const units = answerValues.length > 1 ? answerUnits(answer) : [];
  // (The question's own figures, read once for all the answer's values: see `premises`.)
  const givenFigures: { amount?: number[]; quantity?: number[] } = {};
  for (const v of answerValues) {
    // "Payroll asked us for our June schedules": a month before a noun names which schedules, not
    // when the thing asked about was done.
    if (v.kind === 'date' && qtype === 'yes_no' && v.granularity === 'month' && ATTRIBUTIVE_BEFORE.test(answer.slice(Math.max(0, v.start - 8), v.start)) && /^\s+[a-z]/.test(answer.slice(v.start + v.quote.replace(/[,.;]+$/, '').length))) continue;
    // "Three weeks later." to a when-question: a time counted from something unnamed, no date.
    if (v.kind === 'quantity' && qtype === 'when' && v.unit.some((u) => TIME_UNITS.includes(u)) && RELATIVE_AFTER.test(answer.slice(v.start, v.start + v.quote.length + 16))) continue;
    if (v.kind === 'quantity' && v.unit.length === 0) {
      // "…held what, about ninety trailers? About ninety, yes.": the number the question put counts the same thing.
      const put = findQuantities(question).find((q) => q.value === v.value && q.unit.length > 0);
      // "How many trailers does it show? — A hundred twenty. How many were actually in the pool?":
      // a "how many" without its noun counts what the question before counted.
      // ("How many people are in the engineering organization? … And the firmware group
      // specifically? — Nine.": a question without a verb counts what the one before counted.)
      const unit = put ? put.unit : askedUnit(question).length > 0 || !(BARE_HOW_MANY.test(question) || isElliptical(question)) ? askedUnit(question) : askedUnit(plainText(input.previousQuestion ?? ''));
      if (unit.length === 0) continue;
      v.unit = unit;
    }
    // A count answering "how much" is the amount's number ("About 600,000." after "how much … owe").
    const subject = discount(withoutValueWords(ownEvent(ownSentence(subjectBag, units, answerValues, v, askedWords), answer, v), answerValues, v.kind === 'name' || v.kind === 'place' ? wordsWritten(question, false) : undefined), common);
    // "How often was Castellan to invoice? — Monthly. We billed at the end of each month for
    // everything that moved.": what recurs is what the question named; the answer's other words say how.
    // ("Due", "scheduled", "supposed to" frame when it comes round; they are not what comes round.)
    if (v.kind === 'date' && v.recurs) for (const w of [...subject.keys()]) if (!askedWords.has(w) || SCHEDULE_WORDS.includes(w)) subject.delete(w);
    // "In which city is Kessling headquartered?": a party's seat is about that party, though its
    // name is everywhere in the case.
    if (v.kind === 'place' && SEAT.test(question)) for (const w of properNouns(question)) if (subject.has(w)) subject.set(w, 1);
    const certainty = v.kind === 'name' || v.kind === 'place' ? 0.8 : v.kind === 'date' && v.granularity !== 'day' ? 0.85 : 0.95;
    // "How much more a mile was Tidewater paying? — A dollar forty-two.": the difference asked for.
    if (v.kind === 'amount' && !v.relative && (DIFFERENCE_ASKED.test(question) || (PREMIUM_ASKED.test(question) && (v.per !== undefined || RATE_ASKED.test(question))))) v.relative = true;
    // "What is the cap per trailer? Half a million." — the rate the question asks for.
    if ((v.kind === 'amount' || v.kind === 'quantity') && !v.per) {
      const per = RATE_ASKED.exec(question);
      // ("And its annual budget? — Two and a half million": a year's, as "four point two million a year" was.)
      const adjective = per ? null : PERIOD_ADJECTIVE.exec(question);
      if (per) v.per = per[1]!.toLowerCase();
      else if (adjective && v.kind === 'amount') v.per = PERIOD_OF[adjective[1]!.toLowerCase()]!;
    }
    // "Which warehouse flooded? The Bethlehem one." / "The one in Bethlehem.": the site asked for, named by its town.
    // (Only where the answer says "one" for the site: "Port Elizabeth" may be a site or a town —
    // see siteAsked, read when a source names a site.)
    if (v.kind === 'place' && sitesAsked && placeLevel(v.value) === 'city' && /\b(?:one|ones)\b/i.test(answer) && !SITE_SAID.test(answer)) v.value = `${v.value} ${sitesAsked}`;
    const own = v.kind === 'name' || v.kind === 'place' ? qualifiers : [...qualifiers, ...firmWords];
    // (With the words of the value's own clause: "At the time of the inspection it was fourteen".)
    const clauseWords = new Set(contentWords(clauseAround(answer, v.start)));
    // ("Who else was copied?" asks for someone other than the one named before: no restatement.)
    const askedAbout = OTHER_ASKED.test(question) ? undefined : { words: new Map([...subject].filter(([w]) => askedWords.has(w) || clauseWords.has(w))), question: new Map([...subject].filter(([w]) => askedWords.has(w))), type: qtype };
    const whole = v.kind === 'quantity' && OF_A_WHOLE.test(question) && /\ball\s+(?:of\s+)?(?:the\s+)?$/i.test(answer.slice(0, v.start));
    const claim: ValueClaim = { ...(whole ? { whole } : {}), kind: kindOf(v), value: endOf(v, question, answer), approximate: (approximate && !(beliefOnly && ((v.kind === 'quantity' && unitCount(v.value)) || (v.kind === 'date' && v.granularity === 'day' && v.clock === undefined)))) || (v.kind === 'date' && v.granularity !== 'day'), subject, certainty, quote: v.quote, proper, ...(askedAbout ? { askedAbout } : {}), ...(own.length > 0 ? { qualifiers: own } : {}), ...(marks.length > 0 ? { designators: marks } : {}), ...(twoEnded(v, answer) ? { span: true } : {}) };
    if ((v.kind === 'amount' || v.kind === 'quantity') && qtype !== 'yes_no') {
      const premises = (givenFigures[v.kind] ??= figuresGiven(question, v.kind));
      if (premises.length > 0) claim.premises = premises;
    }
    const joined = v.kind === 'date' ? joinedAt(question, answer, v) : null;
    if (joined) claim.joined = joined;
    const post = v.kind === 'date' && !joined ? postStartAt(question, answer, v) : null;
    if (post) claim.postStart = post;
    if (reportsTo(question, answer, v)) claim.reportsTo = true;
    if (teamCount(question, answer, v, !answerValues.some((o) => o.kind === 'quantity' && o.start < v.start))) claim.team = true;
    if (worksAt(question, answer, v, v.start < (answer.search(SENTENCE_END) + 1 || answer.length))) claim.worksAt = true;
    if (ASKED_AGAIN.test(question)) claim.again = true;
    const act = v.kind === 'quantity' && askedAbout && v.unit.some((u) => OCCASION_UNITS.has(u)) ? occasionAct(askedAbout.question, question) : [];
    // ("Four times. October 3rd, twice in late October, and once in November.": the first count is
    // the answer's; those after it count the parts, not the times asked about.)
    if (act.length > 0 && !claims.some((c) => c.kind === 'quantity' && c.occasions)) claim.occasions = act;
    const known = v.kind === 'date' && askedAbout ? firstKnownOf(question, askedAbout.question) : [];
    if (known.length > 0) claim.firstKnown = known;
    if (listedDates && v.kind === 'date') claim.listed = true;
    // "Let's turn to January 17, 2024. Do you remember what day of the week that was? — A Friday."
    if (v.kind === 'date' && v.weekday !== undefined) {
      const days = findDates(question, input.reference, yearHint).filter((d) => d.granularity === 'day' && d.yearKnown && d.weekday === undefined && d.clock === undefined && !d.bound);
      if (days.length === 1) claim.weekdayOf = days[0]!;
    }
    if (v.kind === 'name' || v.kind === 'place') {
      if (listed(v.kind)) {
        claim.alternatives = [v.value];
        claim.siblings = named(v.kind).filter((n) => n !== v.value);
      } else claim.alternatives = named(v.kind, v);
      // "Doug and me.": the witness is listed beside the name, so a paper naming the witness ("Carla
      // Benedetti and I made the call") is that one's, not this name's denial.
      if (v.kind === 'name' && input.deponent && withWitness(answer, v)) claim.siblings = [...(claim.siblings ?? []), input.deponent];
      // "Who did you report to?": the witness is in the question ("you"), so a source naming the
      // witness beside the act ("Gregory Thorne reported to me") names who did it, not the answer.
      claim.asked = v.kind === 'name' && qtype === 'who' && input.deponent && WITNESS_ASKED.test(askingClause(question)) && !namesAgree(v.value, input.deponent) ? [...askedNames, input.deponent] : askedNames;
      const role = v.kind === 'name' ? askedRole(question) : v.kind === 'place' ? placeRole(question) : null;
      if (role) claim.role = role;
      if (v.kind === 'place' && !role && PAPER_PLACE_ASKED.test(askingClause(question))) claim.paperPlace = true;
      // "What city did it go to?": where a paper went is where it was sent, though the question's
      // only verb ("go") is too common to search by.
      if (v.kind === 'place' && role && !claim.subject.has(SEND_WORD)) claim.subject = new Map([...claim.subject, [SEND_WORD, 1]]);
      const act = v.kind === 'name' && !role && qtype === 'who' ? actAsked(question) : [];
      if (act.length > 0) claim.act = act;
      const party = v.kind === 'name' && qtype === 'who' ? partyAsked(question) : [];
      if (party.length > 0) claim.party = party;
      const post = v.kind === 'name' && qtype === 'who' ? postAsked(question) : [];
      if (post.length > 0) claim.post = post;
      const given = givenValues(question, input.reference, yearHint);
      if (given.length > 0) claim.given = given;
    }
    // "What was the May storage invoice?": the month names which invoice, so a sum written beside
    // another month is another invoice's.
    if (v.kind === 'amount' || v.kind === 'quantity') {
      const months = findDates(question, input.reference, yearHint).filter((d) => !d.bound && d.granularity !== 'year');
      if (months.length > 0) claim.months = months;
    }
    claims.push(claim);
  }

  // "Q. Castellan received it on October 12, correct? A. Yes." — the answer adopts the question's values.
  const questionValues = question ? withTimeBounds(question, valuesOf(question, input.reference, yearHint, qtype === 'yes_no' ? 'open' : qtype)) : [];
  if (claims.length === 0 && polarity?.polarity === 'yes' && qtype === 'yes_no') {
    const subject = discount(withoutValueWords(subjectBag, questionValues), common);
    for (const v of questionValues) {
      if (v.kind === 'quantity' && v.unit.length === 0) continue;
      // "Before November, had you …? Yes." says it happened within the bound, not on its date.
      if (v.kind === 'date' && v.bound) continue;
      claims.push({ kind: kindOf(v), value: endOf(v, question, question), approximate: APPROXIMATE.test(question) || APPROXIMATE.test(answer), subject, certainty: polarity.hedged ? 0.6 : 0.8, quote: v.quote, adopted: true, proper, ...(qualifiers.length > 0 ? { qualifiers } : {}) });
    }
    // "The notice was signed by Dana Whitfield? Yes." / "It went to Ellen Park in Allentown? Yes.":
    // a person in a role (who signed, whom it went to) and a place it went to or came from are
    // adopted as the witness's own answer — only where the statement gives the role.
    const asking = askingClause(question);
    const role = askedRole(asking);
    if (role) {
      const inQuestion = findNames(asking, false);
      for (const n of inQuestion.filter((x) => x.nameType === 'person')) {
        const others = inQuestion.filter((x) => x !== n).map((x) => x.value);
        claims.push({ kind: 'name', value: n, approximate: false, subject: withoutNamed(subject, n.value), certainty: polarity.hedged ? 0.6 : 0.8, quote: n.quote.replace(/[?.,;:!]+$/, ''), adopted: true, proper, alternatives: [n.value], asked: others, role });
      }
    }
    const whereRole = placeRole(asking);
    if (whereRole) {
      for (const p of findPlaces(asking)) claims.push({ kind: 'place', value: p, approximate: false, subject: withoutNamed(subject, p.value), certainty: polarity.hedged ? 0.6 : 0.8, quote: p.quote.replace(/[?.,;:!]+$/, ''), adopted: true, proper, alternatives: [p.value], asked: [], role: whereRole });
    }
  }

  claims.push(...addressClaims(question, answer, input.deponent ?? null, polarity, qtype, subjectBag, claims));
  // "Which court is this case pending in? — The Superior Court in Mercer County.": one court, read
  // whole, in place of the places the place reader saw in it.
  const court = CASE_COURT_ASKED.test(question) ? findCourt(answer) : null;
  if (court) {
    for (let i = claims.length - 1; i >= 0; i -= 1) if (claims[i]!.kind === 'place' || claims[i]!.kind === 'name') claims.splice(i, 1);
    claims.push({ kind: 'place', value: { kind: 'place', nameType: 'place', value: court.quote, quote: court.quote, start: court.start }, approximate: false, subject: subjectBag, certainty: 0.8, quote: court.quote, court });
  }

  // The witness's usual hours, read whole: the times of day read one by one give way to them.
  const hours = workingHours(question, answer);
  if (hours.length > 0) {
    for (let i = claims.length - 1; i >= 0; i -= 1) {
      const c = claims[i]!;
      if (c.kind === 'date' && c.value.kind === 'date' && c.value.clock !== undefined) claims.splice(i, 1);
    }
    for (const v of hours) claims.push({ kind: 'date', value: v, approximate: true, subject: subjectBag, certainty: 0.8, quote: v.quote, hours: true });
  }

  if (leaned.length > 0) for (const c of claims) if (c.kind !== 'negation') c.leaned = leaned;

  // Yes or no to a yes/no question: the deponent affirms or denies the question's proposition.
  if (polarity && qtype === 'yes_no') {
    // Only the clause that asks: "I recall you were not in the office that week; did you sign it?"
    // asks whether the witness signed.
    // ("Could it withhold the amount with nothing in writing?": what the act is done without, no denial.)
    const negativeQuestion = NEGATIVE_QUESTION.test(askingClause(question).replace(TAG_QUESTION, '').replace(CONTRAST_NOT, ' ').replace(EXCEPTION, ' ').replace(WITH_NONE, 'without '));
    // ("You took no depreciation on that line? — No depreciation.", "You never called him? —
    // Never.": the question's own denial said over again denies the act, as asked.)
    const said: Polarity = negativeQuestion && echoesDenial(askingClause(question), answer) ? 'no' : negativeQuestion ? (polarity.polarity === 'yes' ? 'no' : 'yes') : polarity.polarity;
    // The clause that asks is the proposition; an opening clause before it ("Looking at the letter
    // itself, and setting aside what Mr. Voss told you, was a copy also sent by courier?") weighs as
    // a side remark — unless the asking clause points back at it ("As to the reallocation, did
    // Northwind consent to it?") or it points at the paper asked about ("On that log, was …"). An
    // opening that says when or on what condition only bounds the act, pointed back at or not
    // ("Before you handed the laptop back, was Dropbox ever installed on it?").
    const asking = askingClause(question);
    const opening = question.replace(PUT_TO_WITNESS, ' ').replace(asking, ' ');
    // ("Looking at paragraph 4 of that e-mail, was the Recycle Bin emptied before it came back?":
    // an opening that turns the witness to a part of a paper only says where to read, and a pronoun
    // in the clause that bounds the act — "before it came back" — points at nothing before.)
    const mainClause = asking.replace(BOUND_CLAUSE, ' ');
    const aside = WHEN_OPENING.test(opening) || PART_OF_PAPER_OPENING.test(opening) ? OPENING_WEIGHT : /\b(?:it|that|this|them|they|those|these)\b/i.test(mainClause) || pointsBack(opening, false) ? 1 : OPENING_WEIGHT;
    const base = input.context && bagOf(question).size < 2 ? bagOf(input.context, 0.35) : new Map<string, number>();
    const proposition = discount(withoutValueWords(bagOf(asking.replace(PUT_TO_WITNESS, ' '), 1, bagOf(opening, aside, base)), questionValues), common);
    // "Before Castellan's November 3 letter, had Northwind disputed …?": the letter sets when, the
    // proposition is the dispute — the bound's words weigh nothing unless said outside it too.
    // "Was any load salvaged rather than destroyed or rejected?": the alternatives set against the
    // proposition are not part of it.
    for (const phrase of [...boundPhrases(question, questionValues), ...(question.match(CONTRAST) ?? []), ...(question.match(CONTRAST_NOT) ?? []), ...(question.match(CONDITION) ?? []), ...(question.match(SOME_TIME) ?? [])]) {
      const outside = bagOf(question.replace(phrase, ' '));
      for (const w of bagOf(phrase).keys()) if (!outside.has(w)) proposition.delete(w);
    }
    // "Did you read it before it was filed?": the event that bounds the act says when; a source
    // stating the act ("I have read the foregoing Verified Complaint") need not name it — its own
    // words weigh half.
    for (const phrase of askingClause(question).match(EVENT_BOUND) ?? []) {
      const outside = bagOf(question.replace(phrase, ' '));
      for (const w of bagOf(phrase).keys()) if (!outside.has(w) && proposition.has(w)) proposition.set(w, proposition.get(w)! * 0.5);
    }
    // "Did you ever see the inspection report?": seeing it is the proposition, not the report — a
    // sentence about the report says nothing of whether the witness saw it. ("See" is a word too
    // common to match by; it stays in the proposition all the same.)
    if (/\b(?:see|saw|seen)\b/i.test(askingClause(question))) proposition.set('see', 1);
    // "Did Harbor give notice of the leak?": the proposition is the notice; "give" carries it, as in the subject.
    lighten(proposition, question);
    const deontic = askedDeontic(askingClause(question));
    const modal = MODAL.test(askingClause(question)) || deontic !== null;
    const without = withoutIn(askingClause(question).replace(WITH_NONE, 'without '));
    const condition = bagOf((question.match(CONDITION) ?? []).join(' ').replace(CONDITION_OPENING, ' '));
    const mention = MENTION_ASKED.exec(askingClause(question));
    // (Mentioning is the question's frame, not the proposition: the paper speaks of the rest.)
    if (mention) for (const w of bagOf(mention[2]!).keys()) proposition.delete(w);
    const paper = mention ? [...bagOf(mention[1]!).keys()] : [];
    const repeated = REPEAT_ASKED.test(askingClause(question));
    // "Were you copied on it?": a copy line names the witness, not "you" — the witness's surname is
    // the one copied.
    const surname = input.deponent?.trim().split(/\s+/).at(-1);
    if (surname && COPIED_YOU.test(askingClause(question))) for (const w of bagOf(surname).keys()) proposition.set(w, 1);
    const personal = PERSONAL_ASKED.test(askingClause(question));
    const states = [...new Set((asking.match(/\p{L}+(?:-\p{L}+)+/gu) ?? []).map((w) => w.toLowerCase()).filter((w) => oppositesOf(w).size > 0))];
    const order = orderAsked(question);
    const prior = priorTestimony(asking, said);
    // "Yes, I believe the floating docks are covered under the same sublimit.": the witness's own
    // words for what they affirm — a paper denying those ("Floating docks are not Covered
    // Property") denies it.
    const restated = said === 'yes' && !negativeQuestion ? restatedWords(answer, proposition) : null;
    claims.push({ kind: 'negation', polarity: said, ...(restated ? { restated } : {}), ...(prior ? { priorTestimony: prior } : {}), modal, ...(states.length > 0 ? { states } : {}), ...(order ? { order } : {}), ...(repeated ? { repeated } : {}), ...(personal ? { personal } : {}), ...(deontic ? { deontic } : {}), ...(without.size > 0 ? { without } : {}), ...(condition.size > 0 ? { condition } : {}), subject: proposition, values: questionValues, certainty: polarity.hedged ? 0.6 : 0.9, quote: answer.slice(0, 160), ...(polarity.qualified ? { qualified: true } : {}), ...(mention ? { mention: paper } : {}) });
    // "Did you go out to the depot yourself? — I did. Twice …": the yes counts the occasions too,
    // held against the witness's own later count (never a document's: `listed`).
    const count = said === 'yes' ? countAfterYes(answer) : null;
    const act = count ? occasionAct(proposition, question) : [];
    if (count && act.length > 0) {
      const value = { kind: 'quantity' as const, value: count.value, unit: [canonical('time')], quote: count.quote, start: count.start };
      claims.push({ kind: 'quantity', value, approximate: count.approximate, subject: proposition, certainty: 0.8, quote: count.quote, askedAbout: { words: proposition, question: proposition, type: 'how_many' }, listed: true, occasions: act });
    }
  } else if (polarity?.polarity !== 'yes' && STATEMENT_NEGATION.test(answer) && !NOT_A_DENIAL.test(answer) && answerValues.length === 0) {
    // "I never received it": a denial stated in the answer's own words, about the question's subject.
    const proposition = discount(bagOf(question, 0.7, bagOf(answer, 1)), common);
    claims.push({ kind: 'negation', polarity: 'no', subject: proposition, values: [], certainty: 0.75, quote: answer.slice(0, 160) });
  }
  // "Castellan's answer says Northwind tendered fewer than sixty percent … Is that right? — No.": a
  // party's pleading put to the witness is a position the witness may dispute, not a fact the
  // answer contradicts.
  // ("Northwind's position is that …", "Castellan contends that …": a side's position, the same.)
  if (PLEADING_PUT.test(question) || POSITION_PUT.test(question)) for (const c of claims) c.disputes = true;
  if (SITE_ASKED.test(askingClause(question))) for (const c of claims) if (c.kind === 'place') c.siteAsked = true;
  const own = OWN_ASKED.test(askingClause(question));
  for (const c of claims) if (c.kind !== 'negation' && (own || c.joined || c.postStart || c.reportsTo || c.worksAt || c.hours || c.team || c.occasions)) c.personal = true;
  return claims;
}

/**
 * "Did the notice say anything about consent?", "Does the letter mention Tidewater?", "Did the
 * e-mail identify who had the trailers?", "Did it ask for the operator's trip sheet?": whether a paper
 * speaks of something (a paper asking for a thing names it). Group 1 is the paper,
 * group 2 the verb of mentioning.
 */
const MENTION_ASKED = /^\s*(?:did|does|do|has|had)\s+(?:(?:the|this|that|its|their|his|her|your|[\w’'-]+['’]s)\s+)?(?:[\w-]+\s+){0,3}?(notice|letter|e-?mail|memo|report|agreement|contract|log|document|complaint|schedule|demand|it)\s+(?:ever\s+|actually\s+|even\s+|anywhere\s+|itself\s+|also\s+)?(mention|say anything (?:at all )?about|talk about|refer to|reference|identify|name|discuss|address|bring up|raise|cite|ask (?:for|about)|request|seek|call for|demand|include|list)\b/i;

/** "With nothing in writing", "with no notice": what an act is done without. */
const WITH_NONE = /\bwith\s+(?:nothing|no)\s+/gi;

/** A side's position put to the witness: "Northwind's position is that …", "Castellan contends that …". */
const POSITION_PUT = /\b(?:position|contention|theory)\s+(?:is|was|has\s+been)\s+that\b|\b(?:contends|contended|maintains|alleges|alleged|asserts|takes\s+the\s+position)\s+that\b/i;

/** A party's pleading or brief put to the witness as what it says: "Castellan's answer says", "the complaint alleges". */
const PLEADING_PUT = /\b(?:complaint|answer|counterclaim|brief|motion|memorandum|pleading|petition|affirmative defenses?)\s+(?:says|said|states|stated|alleges|alleged|claims|claimed|contends|contended|asserts|asserted|takes the position)\b/i;

/** Whether the witness is listed beside a name: "Doug and me", "me and Janet", "Janet and I". */
function withWitness(answer: string, v: Value): boolean {
  return /^\s*,?\s*(?:and|&)\s+(?:me|I|myself)\b/i.test(answer.slice(v.start + v.quote.length)) || /\b(?:me|I|myself)\s+(?:and|&)\s*$/i.test(answer.slice(0, v.start));
}

/** Words everywhere in a case: its name's words (the parties) and the deponent's name. */
export function commonWords(caseName: string, deponent: string): Set<string> {
  const out = new Set<string>();
  for (const w of bagOf(`${caseName} ${deponent}`).keys()) out.add(w);
  // (And the words for the lawsuit itself: "when was the complaint filed in this case".)
  for (const w of ['freight', 'logistics', 'inc', 'llc', 'company', 'witness', 'deposition', 'exhibit', 'case', 'matter', 'lawsuit', 'litigation']) out.add(canonical(w));
  return out;
}
