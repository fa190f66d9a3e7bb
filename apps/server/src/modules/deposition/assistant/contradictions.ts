import type { ClaimKind } from '@app/contract';
import type { StoredQuote } from '../../../db/schema/index.js';
import { answerPolarity, ON_BEHALF, TITLE_NOUNS, type Claim, type PolarityClaim, type ValueClaim } from './claims.js';
import { BEARS_WORDS, sentenceValues, sentencesFor, type SearchContext, type SourceSentence, type ValueKind } from './sources.js';
import { identifiersAgree } from './identifiers.js';
import { addressesAgree, findStreetAddresses, type StreetAddress } from './addresses.js';
import { courtsAgree, findCourt, type CourtValue } from './courts.js';
import { oppositeActsOf, oppositesOf } from './antonyms.js';
import { amountsAgree, measureOf, findPlaces, leadAgrees, clocksAgree, recurrencesAgree, rolesAgree, weekdaysAgree, broaderPlace, countsAgree, limitsAgree, quantitiesAgree, sitesAgree, placeLevel, datesAgree, findNames, mentionAt, namesAgree, stateOf, unitsMatch, withinBound, type DateValue, type NameValue, type Value } from './values.js';
import { alsoSaid, APPROXIMATE_WORDS, bagOf, canonical, contentWords, coverage, isNumberWord, isStopWord, isVerbForm, lexiconTags, nounAfter, otherDesignator, rawWords, type Bag } from './words.js';
import { nearCoverage } from './word-vectors.js';
import { actOf, isRequest, ruleSays, type Deontic } from './deontic.js';
import { stripName } from './referent-document.js';
import { sameAct } from './occasions.js';
import { priorTestimonyAgrees } from './prior-testimony.js';

/** A document's name's words (kept: the same few names are read for every value of every answer). */
const NAME_WORDS = new Map<string, string[]>();
function bagOfName(filename: string): string[] {
  let words = NAME_WORDS.get(filename);
  if (!words) {
    words = [...bagOf(filename).keys()];
    if (NAME_WORDS.size > 5000) NAME_WORDS.clear();
    NAME_WORDS.set(filename, words);
  }
  return words;
}

/**
 * An answer's claims against what the case already says: the documents (through the search
 * engine) and the earlier answers of this session. A contradiction is flagged only where a source
 * about the same subject states a different value (or the opposite yes/no) and no source at least
 * as close to the subject agrees — agreement and silence are not contradictions.
 */

/** An earlier answer of the session, with its claims. */
export interface EarlierAnswer {
  line: number;
  text: string;
  claims: Claim[];
}

export interface Contradiction {
  claim: Claim;
  kind: ClaimKind;
  /** 0..1: subject overlap × how sure the claim's reading is. */
  confidence: number;
  source: StoredQuote;
  /** The source's value as written ("October 11, 2023"), for the title. */
  sourceValue: string;
}

/** How much of the rest of a proposition a sentence saying its opposite act or state must hold. */
const OPPOSED_REST = 0.34;

/** A paper's own dated line, standing alone ("Dated: July 22, 2024", "Date: 03/08/2024"). */
const DATED_LINE = /^\s*(?:dated|date)\s*:?\s*[\w ,./-]{6,30}$/i;

/** How close to the claim's subject a source must be before its value counts, per kind. */
export const THRESHOLDS: Record<ClaimKind, number> = { date: 0.5, amount: 0.5, quantity: 0.5, name: 0.55, place: 0.55, negation: 0.45 };
/** A disagreeing source must be this much closer to the subject than the best agreeing one. */
const MARGIN = 0.05;
/**
 * An agreeing source this much closer to the subject than the disagreeing one cancels it (more for
 * yes/no: a partial match of a proposition agrees more easily than a value does).
 */
const CLEARLY_CLOSER: Record<'value' | 'negation', number> = { value: 0.1, negation: 0.15 };
/** How close a primary document stating the witness's value must be to outweigh a transcript or docket entry. */
const PRIMARY_AGREES = 0.35;
/** …and no further below the transcript's own closeness than this. */
const PRIMARY_GAP = 0.3;

const NEGATION_CUE = /^(?:not|never|no|none|neither|nor|without|deny|denies|denied|fail|failed|fails|failure|refused|refuses|n't|didn't|wasn't|hasn't|hadn't|doesn't|don't|cannot|can't)$/i;

export interface Candidate {
  score: number;
  agrees: boolean;
  quote: StoredQuote;
  sourceValue: string;
}

const WINDOW = 10;
/** How much nearer a table's row is when it holds the code the question names. */
const ROW_KEYED = 0.08;

const withoutWords = (bag: Bag, words: string[]): Bag => new Map([...bag].filter(([w]) => !words.includes(w)));

/** Whether two propositions' heaviest words (their acts and objects) are the same. */
function sameActs(a: Bag, b: Bag): boolean {
  const heavy = (bag: Bag) => {
    const top = Math.max(0, ...bag.values());
    return [...bag].filter(([, w]) => w >= top * 0.99).map(([w]) => w);
  };
  return heavy(a).every((w) => b.has(w)) && heavy(b).every((w) => a.has(w));
}

/** Two answers are about the same thing when each holds most of the other's subject. */
const mutual = (a: Bag, b: Bag): number => Math.min(coverage(a, b), coverage(b, a));
/** How close two of the witness's answers on when they joined the same employer are. */
const JOINED_SCORE = 0.75;
/** How near a count of a whole ("all twelve of them") is to an earlier count of the same things. */
const WHOLE_SCORE = 0.6;
/** Words of a head count or a holding that ask of nothing more than the things counted ("in that role, how many people report to you", "how many … do you own"). */
const ALL_OF_THEM = new Set(['people', 'person', 'staff', 'employee', 'report', 'team', 'own', 'have', 'total', 'role', 'position'].map(canonical));
/**
 * A count of things asked of nothing more than the things ("How many dispatchers do you have?",
 * "How many people report to you? — Nine dispatchers …"): the question's own words are the unit's
 * or a head count's.
 */
function countOfAll(c: ValueClaim): boolean {
  if (c.value.kind !== 'quantity' || c.value.unit.length === 0 || !c.askedAbout || c.whole) return false;
  const unit = c.value.unit;
  return [...c.askedAbout.words].every(([w, weight]) => weight < 1 || unit.includes(w) || ALL_OF_THEM.has(w));
}
/** How near a count of the same things held, asked twice in other words, is to the earlier count. */
const HOLDING_SCORE = 0.55;
/** Words of a holding or a head count, and of when it was held: how the things were had, not which things. */
const HOLDING_WORDS = new Set([...ALL_OF_THEM, ...['has', 'had', 'possess', 'employ', 'work', 'home', 'schedule', 'roster', 'payroll', 'total', 'altogether', 'today', 'now', 'currently', 'summer', 'winter', 'spring', 'fall', 'year', 'month', 'week', 'time', 'back', 'then', 'under', 'directly', 'any', 'many',
  // (The group they make and its size: "the group of examiners you work alongside, how big is it?")
  'group', 'unit', 'big', 'size', 'large', 'alongside', 'crew', 'side', 'beside'].map(canonical)]);
/** Units too general to say which things were counted ("three times", "two days", "five people"). */
const GENERAL_UNITS = new Set(['people', 'person', 'time', 'times', 'day', 'days', 'week', 'weeks', 'month', 'months', 'year', 'years', 'hour', 'hours', 'minute', 'minutes', 'percent', 'one', 'thing', 'item', 'page', 'th', 'st', 'nd', 'rd'].map(canonical));
/**
 * The same things held, counted twice ("Do you own any USB drives? — Two." and later "How many USB
 * drives did you have at home that summer? — Just the one."; "How big was your team in 2023? —
 * Eleven agents" and "How many agents were on your schedule in June of 2023? — Eight"): both count
 * the same particular things, and neither question asks of anything past having them and when.
 */
function sameHolding(a: ValueClaim, b: ValueClaim): boolean {
  const [x, y] = [a.value, b.value];
  if (x.kind !== 'quantity' || y.kind !== 'quantity' || !a.askedAbout || !b.askedAbout) return false;
  const units = [...x.unit, ...y.unit];
  if (!x.unit.some((w) => y.unit.includes(w) && !GENERAL_UNITS.has(w))) return false;
  const rest = (c: ValueClaim) => [...c.askedAbout!.question].filter(([w, weight]) => weight >= 0.5 && !units.includes(w) && !HOLDING_WORDS.has(w));
  return rest(a).length === 0 && rest(b).length === 0;
}
/** How alike two questions' own words must be before their answers are the same fact asked twice. */
const ASKED_ALIKE = 0.55;
/**
 * The same employer or post, or one of them unnamed: "the company", "that title"; a shared word
 * ("Castellan", "manager", "controller") makes them one.
 */
const sameNamed = (a: string[], b: string[]): boolean => a.length === 0 || b.length === 0 || a.some((w) => b.includes(w));

/**
 * A table's row ("Provider: Prospect Park Physical Therapy; … Billed (USD): $27450; Paid by
 * no-fault / health plan: $19215; Outstanding lien: $8235"): the positions of the words heading
 * another figure's cell than the one at `at` — that figure's, never this one's.
 */
function otherFigureHeadings(s: SourceSentence, at: number): Set<number> {
  const out = new Set<number>();
  let from = 0;
  for (const cell of s.text.split('; ')) {
    const to = from + cell.length;
    const colon = cell.indexOf(': ');
    if (colon >= 0 && !(at >= from && at < to) && /^[$\d(]/.test(cell.slice(colon + 2))) for (const t of s.tokens) if (t.at >= from && t.at < from + colon) out.add(t.at);
    from = to + 2;
  }
  return out;
}

/** The claim subject's share among the words near a value (the sentence may be about several things). */
function localScore(subject: Bag, s: SourceSentence, at: number, listed = true): number {
  const idx = s.tokens.findIndex((t) => t.at >= at);
  const centre = idx < 0 ? s.tokens.length : idx;
  // "consisting of spoiled freight ($1,486,210.00), premiums paid to replacement carriers
  // ($918,350.00)": a figure in brackets is its label's, the words since the list's last item.
  if (listed && /\(\s*$/.test(s.text.slice(Math.max(0, at - 3), at))) {
    const before = s.text.slice(0, at - 1);
    const from = Math.max(-1, ...[...before.matchAll(/[);:]|,\s/g)].map((m) => m.index));
    const label = s.tokens.filter((t) => t.at > from && t.at < at).map((t) => t.w);
    return coverage(subject, new Set([...label, ...s.lead]));
  }
  // "Claim No.: GSM-PR-23-118845 Date of Loss: 09/29/2023": a field's value belongs to its label,
  // the words since the line's last value or colon, as a bracketed figure to its list item's.
  const label = fieldLabel(s, at);
  if (label) {
    // ("What total did it claim?" against "Amount claimed: $2,875,000.00": the words that name a
    // figure name any figure.)
    const words = new Set([...label, ...s.lead, ...(label.some((w) => FIGURE_WORDS.has(w)) ? FIGURE_WORDS : [])]);
    return Math.max(coverage(subject, words), windowScore(subject, s, at, centre, listed));
  }
  // "the Agreement dated March 15, 2021": the date belongs to the words just before "dated".
  if (/\bdated\s*$/i.test(s.text.slice(Math.max(0, at - 8), at))) {
    return coverage(subject, new Set(s.tokens.slice(Math.max(0, centre - 4), centre).map((t) => t.w)));
  }
  return windowScore(subject, s, at, centre, listed);
}

/** Words naming a figure, whichever: a field labelled with one holds the figure the others ask for. */
const FIGURE_WORDS = new Set(['amount', 'total', 'sum', 'figure'].map(canonical));

/** A field's label ("Date of Loss: ", "Amount of Policy at time of loss: ") just before `at`: its words. */
const FIELD_LABEL = /(?:^|[:;]\s*|\S*\d\S*\s+)((?:[A-Za-z][\w'’&/.()-]*\s+){0,6}[A-Za-z][\w'’&/.()-]*)\s*:\s*$/;
function fieldLabel(s: SourceSentence, at: number): string[] | null {
  const before = s.text.slice(Math.max(0, at - 80), at);
  const m = FIELD_LABEL.exec(before);
  if (!m) return null;
  const from = at - before.length + m.index + m[0].lastIndexOf(m[1]!);
  const words = s.tokens.filter((t) => t.at >= from && t.at < at).map((t) => t.w);
  return words.length > 0 ? words : null;
}

/** The claim subject's share among the words within a window of a value, nearer words weighing more. */
function windowScore(subject: Bag, s: SourceSentence, at: number, centre: number, listed: boolean): number {
  // Nearer words count more: in "spoiled freight ($1,486,210.00), premiums paid to replacement
  // carriers ($918,350.00)" each sum belongs to the words just before it.
  const near: Bag = new Map();
  const others = s.row ? otherFigureHeadings(s, at) : null;
  for (let k = Math.max(0, centre - WINDOW); k < Math.min(s.tokens.length, centre + WINDOW); k += 1) {
    if (others?.has(s.tokens[k]!.at)) continue;
    const distance = k < centre ? centre - k : k - centre + 1;
    let weight = distance <= 3 ? 1 : Math.max(0.4, 1 - 0.1 * (distance - 3));
    // Across a comma or semicolon (not a date's "October 2, 2023") is the list's next item.
    const between = k < centre ? s.text.slice(s.tokens[k]!.at, at) : s.text.slice(at, s.tokens[k]!.at);
    // (Names are not listed so: "its Director of Capacity Planning, Karen Liu" is one phrase.)
    if (listed && /[;,](?!\s*\d{4}\b)/.test(between.replace(/\d,\d/g, ''))) weight *= 0.5;
    const w = s.tokens[k]!.w;
    near.set(w, Math.max(near.get(w) ?? 0, weight));
  }
  for (const w of s.lead) near.set(w, 1);
  return coverage(subject, near);
}

/** Which of a sentence's values a value is compared with: a time of day with its times of day. */
const valueKind = (v: Value): ValueKind =>
  v.kind === 'date' && v.clock !== undefined ? 'clock' : v.kind === 'date' && v.recurs ? 'recurrence' : v.kind === 'name' && v.nameType === 'role' ? 'role' : v.kind === 'place' && v.nameType === 'direction' ? 'direction' : v.kind === 'place' && v.nameType === 'site' ? 'site' : v.kind;

/** A claim's date as a day, not one end of a period (the rest of the claim as it was). */
function dayOf<T extends { value: Value }>(claim: T): T {
  return claim.value.kind === 'date' && claim.value.range ? { ...claim, value: { ...claim.value, range: undefined } } : claim;
}

/** Whether two sums are for the same period, one with none said taken as a year's (a salary, a budget). */
const samePeriod = (a: string | undefined, b: string | undefined): boolean => (a ?? 'year') === (b ?? 'year');

function valuesAgree(claim: ValueClaim, v: Value): boolean | null {
  const c = claim.value;
  // How often ("Fridays", "monthly") is compared only with how often.
  if (c.kind === 'date' && v.kind === 'date' && (c.recurs || v.recurs)) return c.recurs && v.recurs ? recurrencesAgree(c.recurs, v.recurs) : null;
  // A time of day is compared only with another ("at noon" against "12:01 a.m.").
  // (A window's start is not compared with a window's end.)
  if (c.kind === 'date' && v.kind === 'date' && (c.clock !== undefined || v.clock !== undefined)) return c.clock !== undefined && v.clock !== undefined && !(c.range && v.range && c.range !== v.range) ? clocksAgree(c, v, claim.approximate) : null;
  // A day is not compared with one end of a period (nor a period's start with another's end).
  // A day asked as one end of a period ("when did the peak season begin") is also compared with a
  // date stated alone ("beginning October 2").
  // "A Thursday": only the weekday was said.
  if (c.kind === 'date' && v.kind === 'date' && (c.weekday !== undefined || v.weekday !== undefined)) return weekdaysAgree(c, v);
  if (c.kind === 'date' && v.kind === 'date') return c.range === v.range || (c.range && !v.range) ? datesAgree(c, v, claim.approximate) : null;
  // A price per mile is not a sum, nor a price per load.
  // (Nor is a premium over a rate the rate: "a dollar eighty-five a mile over the Northwind rate".)
  // (A year's figure against one with no period said — "his salary", "the budget" — is the same
  // figure: a salary or a budget unqualified is a year's.)
  // (A sum said by its leading figures, "six forty-eight", is compared by the written sum's lead.)
  if (c.kind === 'amount' && v.kind === 'amount' && (c.digits !== undefined || v.digits !== undefined)) {
    if (c.currency !== v.currency || !samePeriod(c.per, v.per) || Boolean(c.relative) !== Boolean(v.relative)) return null;
    return c.digits !== undefined && v.digits !== undefined ? c.digits.startsWith(v.digits) || v.digits.startsWith(c.digits) : c.digits !== undefined ? leadAgrees(c.digits, v.amount, claim.approximate) : leadAgrees(v.digits!, c.amount, claim.approximate);
  }
  if (c.kind === 'amount' && v.kind === 'amount') return c.currency === v.currency && samePeriod(c.per, v.per) && Boolean(c.relative) === Boolean(v.relative) ? (limitsAgree({ value: c.amount, ...(c.limit ? { limit: c.limit } : {}) }, { value: v.amount, ...(v.limit ? { limit: v.limit } : {}) }, claim.approximate) ?? amountsAgree(c.amount, v.amount, claim.approximate)) : null;
  // A rate ("46 a day") is not a count ("74 trailers moved"), nor a rate per another thing.
  if (c.kind === 'quantity' && v.kind === 'quantity' && (c.per ?? null) !== (v.per ?? null)) return null;
  // "Seven. There are two more over in development": a count beyond another, not how many in all.
  if (c.kind === 'quantity' && v.kind === 'quantity' && (INCREMENT.test(c.quote) || INCREMENT.test(v.quote))) return null;
  if (c.kind === 'quantity' && v.kind === 'quantity') return unitsMatch(c.unit, v.unit) ? (limitsAgree(c, v, claim.approximate) ?? countsAgree(c, v, claim.approximate)) : null;
  // A code against a code of its series only ("oh-three" against "QC-HPLC-05"), never against a name.
  if (c.kind === 'name' && v.kind === 'name' && (c.nameType === 'identifier' || v.nameType === 'identifier')) return c.nameType === v.nameType ? identifiersAgree(c.value, v.value) : null;
  // A direction against a direction ("northbound" against "the southbound bus stop"), never against a place.
  if (c.kind === 'place' && v.kind === 'place' && (c.nameType === 'direction' || v.nameType === 'direction')) return c.nameType === v.nameType ? c.value === v.value : null;
  // A kind of place against a kind of place only ("my office" against "the loading dock"), never against a named one.
  if (c.kind === 'place' && v.kind === 'place' && (c.nameType === 'site' || v.nameType === 'site')) return c.nameType === v.nameType ? sitesAgree(c.value, v.value) : null;
  // A post against a post ("their general counsel" against "Northwind's Director of Transportation"), never against a name.
  if (c.kind === 'name' && v.kind === 'name' && (c.nameType === 'role' || v.nameType === 'role')) return c.nameType === v.nameType ? rolesAgree(c.value, v.value) : null;
  if ((c.kind === 'name' || c.kind === 'place') && v.kind === c.kind) {
    // A person named against an organisation is not the same question answered differently.
    if (c.nameType !== 'unknown' && v.nameType !== 'unknown' && c.nameType !== v.nameType) return null;
    // The question's own names are what it is about, not answers to it.
    if (claim.asked?.some((n) => namesAgree(n, v.value))) return null;
    if (c.kind === 'place' && (claim.alternatives ?? [c.value]).some((n) => broaderPlace(n, v.value))) return null;
    // "Which state?" against a city written with its state ("Easton, Pennsylvania", "Allentown, PA"): the state.
    if (c.kind === 'place' && placeLevel(c.value) === 'state' && placeLevel(v.value) === 'city') {
      const state = stateOf(v.value);
      return state ? (claim.alternatives ?? [c.value]).some((n) => (stateOf(`, ${n}`) ?? n.toLowerCase().replace(/^(?:the )?state of /, '')) === state) : null;
    }
    // "Which dock was the log from?" — "Port Newark.": a site named, against the site written.
    if (c.kind === 'place' && claim.siteAsked && placeLevel(v.value) === 'site' && placeLevel(c.value) === 'city') return (claim.alternatives ?? [c.value]).some((n) => namesAgree(n, v.value));
    if (c.kind === 'place' && placeLevel(c.value) !== placeLevel(v.value)) {
      // Another of the witness's places at this width may still meet it ("88 Marine Terminal Road in Brooklyn").
      const same = (claim.alternatives ?? []).filter((n) => placeLevel(n) === placeLevel(v.value));
      return same.some((n) => namesAgree(n, v.value)) ? true : null;
    }
    // "Jersey City" against "Hoboken, New Jersey": a city met only by the words of the state written
    // after another city is not met.
    if (c.kind === 'place' && placeLevel(v.value) === 'city' && v.value.includes(',')) {
      const met = (claim.alternatives ?? [c.value]).filter((n) => namesAgree(n, v.value));
      if (met.length > 0 && met.every((n) => !n.includes(',') && !namesAgree(n, cityPart(v.value)) && namesAgree(n, v.value.slice(v.value.indexOf(',') + 1).trim()))) return false;
    }
    // "Ray" against "Mr. Voss": a first name alone and a surname alone cannot be told apart.
    if (c.kind === 'name' && (claim.alternatives ?? [c.value]).every((n) => firstAgainstSurname(n, v.quote) || firstAgainstSurname(n, v.value))) return null;
    return (claim.alternatives ?? [c.value]).some((n) => namesAgree(n, v.value));
  }
  return null;
}

/** A count of more beyond others: "two more", "three extra", "five additional", "two fewer" (not "forty or more", "two more than"). */
const INCREMENT = /^(?!\S+(?:[\s-]\S+)?\s+or\s)\S+(?:[\s-]\S+)?\s+(?:more|extra|additional|fewer|less)\b(?!\s+than\b)/i;

/** A city's own name, before the state written after it ("Hoboken" of "Hoboken, New Jersey"). */
const cityPart = (place: string): string => place.split(',')[0]!.trim();

/** One name a lone given name ("Ray"), the other a title and surname ("Mr. Voss"). */
function firstAgainstSurname(a: string, b: string): boolean {
  const titled = /^(?:mr|ms|mrs|dr|miss|judge|prof)\.?\s+\S+$/i;
  const lone = /^[A-Z][a-z'’-]+$/;
  return (lone.test(a.trim()) && titled.test(b.trim())) || (lone.test(b.trim()) && titled.test(a.trim()));
}

const documentQuote = (s: SourceSentence): StoredQuote => ({
  source: 'document',
  text: s.text.length > 400 ? `${s.text.slice(0, 397)}…` : s.text,
  document_id: s.documentId,
  filename: s.filename,
  page_number: s.pageNumber,
  line: null,
});
const testimonyQuote = (e: EarlierAnswer): StoredQuote => ({ source: 'testimony', text: e.text, document_id: null, filename: null, page_number: null, line: e.line });

/**
 * The part a name plays where it is written: "To:", "cc:", "Attention:", "Dear", "sent … to",
 * "sent Ms. Kowalski an e-mail" mark whom a letter went to; "From:", "by", "Sincerely," mark who wrote or signed it.
 */
export function roleAt(text: string, at: number): 'sender' | 'recipient' | 'copy' | null {
  const before = text.slice(Math.max(0, at - 30), at);
  if (/(?:\bcc|\bbcc|\bcopy to|\bcopied to)\s*:?\s*(?:[\p{L}.,' ]+;\s*)?(?:(?:mr|ms|mrs|dr)\.?\s+)?$/iu.test(before)) return 'copy';
  if (/(?:\bto|\battention|\battn\.?|\bdear|\baddressed to|\bcopy to|\bcopied to)\s*:?\s*(?:(?:mr|ms|mrs|dr)\.?\s+)?$/i.test(before)) return 'recipient';
  // "Rivera sent Ms. Kowalski an e-mail": whom something was sent, said without "to".
  if (/\b(?:sent|e-?mailed|mailed|forwarded|faxed|handed)\s+(?:(?:mr|ms|mrs|dr)\.?\s+)?$/i.test(before) && /^[\p{L}.'’ -]{2,40}?\s+(?:an?|the|his|her|their|its)\s+(?:e-?mail|letter|notice|memo|copy|note|message|spreadsheet|report)\b/iu.test(text.slice(at, at + 60))) return 'recipient';
  if (/(?:\bfrom|\bby|\bsincerely|\bregards|\byours|\bsigned|\s\/s\/)\s*[:,]?\s*(?:(?:mr|ms|mrs|dr)\.?\s+)?$/i.test(before)) return 'sender';
  return null;
}

/**
 * Whom an act is done to: a name after the act's word in the same clause ("Mr. Voss instructed
 * Castellan's Director of Capacity Planning, Karen Liu, to move …"), unless "by" marks it as the
 * doer ("was instructed by Mr. Voss").
 */
function doneTo(act: string[], s: SourceSentence, at: number): boolean {
  const pivot = s.tokens.find((t) => act.includes(t.w));
  if (!pivot || pivot.at >= at) return false;
  const between = s.text.slice(pivot.at, at);
  return !/[.;:]\s/.test(between) && !/\bby\s+(?:(?:mr|ms|mrs|dr)\.?\s+)?$/i.test(between);
}

/** A participle and "by" just before a name: "prepared by Pat Moreno". */
const ACT_BY = /\b([a-z]+)\s+by\s+(?:(?:mr|ms|mrs|dr)\.?\s+)?$/i;
/** A doer's noun just before a name: "operator Tom Reyes", "helper Luis Ortega" (not a post: "manager Tom Reyes"). */
const DOER_BEFORE = /\b([a-z]+(?:er|or))\s+(?:(?:mr|ms|mrs|dr)\.?\s+)?$/;
const POSTS = new RegExp(String.raw`^(?:${TITLE_NOUNS}|member|partner|owner|officer|customer|employer|employee|leader|founder|holder|shareholder|lawyer|teacher|trader|broker|dealer|carrier|buyer|seller|lender|borrower|landlord|worker|user)$`, 'i');

/**
 * A name the paper ties to another act than the one asked: "Change Order 7 was prepared by Pat
 * Moreno and approved by Lisa Grant" names Pat Moreno as its preparer, not its approver; "inspector
 * J. Alvarez; operator Tom Reyes" names Tom Reyes as the operator, not the one who inspected.
 */
function boundToOtherAct(act: string[], text: string, at: number): boolean {
  const before = text.slice(Math.max(0, at - 40), at);
  const by = ACT_BY.exec(before);
  if (by && lexiconTags(by[1]!).includes('VBN')) return !act.includes(canonical(by[1]!.toLowerCase()));
  const doer = DOER_BEFORE.exec(before);
  const noun = doer?.[1]!.toLowerCase() ?? '';
  const verb = noun.replace(/(?:er|or)$/, '');
  // (A noun made of a verb the lexicon knows — "helper", "operator", "inspector" — and no post.)
  if (doer && lexiconTags(noun)[0] === 'NN' && [verb, `${verb}e`].some((v) => lexiconTags(v).includes('VB')) && !POSTS.test(noun)) {
    const root = canonical(verb);
    return !act.some((a) => root.startsWith(a.slice(0, 4)) || a.startsWith(root.slice(0, 4)));
  }
  return false;
}

/** The verb a date is written after: "installed on 07/25/2024", "removed in July". */
const VERB_ON = /\b([a-z]+)\s+(?:on|in|at|as of)\s+(?:or about\s+)?$/i;
const actBefore = (text: string, at: number): string | null => {
  const verb = VERB_ON.exec(text.slice(Math.max(0, at - 40), at))?.[1]?.toLowerCase();
  return verb && lexiconTags(verb).some((t) => t === 'VBN' || t === 'VBD') ? canonical(verb) : null;
};
/**
 * Whether a date is written after another act than the one asked, where the sentence dates the asked
 * act too: "The Dropbox client was installed on 07/25/2024 and removed on 07/30/2024" to "when was it
 * installed?" — the removal's date is not the installation's.
 */
function datedByOtherAct(subject: Bag, text: string, v: Value, values: Value[]): boolean {
  const own = actBefore(text, v.start);
  if (!own || subject.has(own)) return false;
  return values.some((o) => o !== v && o.kind === 'date' && subject.has(actBefore(text, o.start) ?? ''));
}

/** Words asking when an e-mail went or came: sent, received, written, dated, the e-mail itself. */
const MAIL_DATED = ['send', 'receive', 'write', 'date', 'email', 'notice', 'bear', 'forward', 'reply', 'respond'].map(canonical);

/** A due date's own words before it: "Due: 12/31/2024", "due by November 15", "no later than", "deadline". */
const DUE_BEFORE = /\b(?:due(?: on| by)?:?|deadline:?|no later than)\s+$/i;
/** …or any deadline, "by October 31" and "on or before" too (for a period's end, which no deadline is). */
const DEADLINE_BEFORE = new RegExp(String.raw`\b(?:by|on or before)\s+$|${DUE_BEFORE.source}`, 'i');
/** Words asking for a deadline: when a thing was due, supposed, required, expected or scheduled to be done. */
const DEADLINE_ASKED = ['due', 'deadline', 'supposed', 'suppose', 'required', 'require', 'expected', 'expect', 'scheduled', 'schedule', 'target', 'planned', 'plan', 'promised', 'committed', 'obligated'].map(canonical);

/** A clause that times one act by another: "after the claim arose", "before the storm hit". */
const TIME_CLAUSE = /\b(?:after|before|since|until|till)\b[^,;.]*/gi;

/**
 * The clauses timing something else by the act asked, where every word of that act the sentence
 * holds as a verb stands in one of them (else null): a date outside them is the other act's.
 * Read once per sentence.
 */
function actOnlyInTimeClauses(subject: Bag, s: SourceSentence): (readonly [number, number])[] | null {
  const clauses = [...s.text.matchAll(TIME_CLAUSE)].map((m) => [m.index, m.index + m[0].length] as const);
  if (clauses.length === 0) return null;
  const verbs = s.tokens.filter((t) => subject.has(t.w) && isVerbForm((/^[\p{L}']+/u.exec(s.text.slice(t.at))?.[0] ?? '').toLowerCase()));
  return verbs.length > 0 && verbs.every((t) => insideAny(clauses, t.at)) ? clauses : null;
}
/** Whether an offset falls in one of the spans. */
function insideAny(spans: readonly (readonly [number, number])[], at: number): boolean {
  return spans.some(([a, b]) => at >= a && at < b);
}

/** A letter's copy line ("cc: Thomas Beckett; …"): whom it was copied to, not who signed it. */
const COPY_LINE = /(?:^|\s)cc:\s/i;

/** A name written in the other role than the question asks about (the recipient for "who signed it"). */
function otherRole(claim: ValueClaim, text: string, at: number, s?: SourceSentence): boolean {
  if (claim.kind !== 'name' && claim.kind !== 'place') return false;
  if (claim.act && s && doneTo(claim.act, s, at)) return true;
  if (claim.act && claim.kind === 'name' && boundToOtherAct(claim.act, text, at)) return true;
  if (claim.post && otherPost(claim.post, text, at)) return true;
  if (!claim.role) return false;
  const role = roleAt(text, at);
  // Whoever was copied received it too: "who received the e-mail" is met by its Cc line.
  if (role === 'copy' && claim.role === 'recipient' && claim.subject.has('receive')) return false;
  if (role !== null) return role !== claim.role;
  // A letter's heading names whom it went to (its sender signs at the end); in a signature block
  // that marks its signer ("By: /s/ Victoria Whitcombe"), the other names typed under it did not sign.
  if (s?.heading && claim.kind === 'name') return claim.role !== 'recipient';
  // A place in the letterhead is where the letter came from; one under the date, where it went.
  if (s?.heading && claim.kind === 'place' && (claim.role === 'sender' || claim.role === 'recipient')) return (claim.role === 'sender') !== Boolean(s.letterhead);
  if (s?.closing && claim.role === 'sender' && /\/s\/|\bBy:/.test(text)) return true;
  // A closing or a signature block names who signed, never whom the paper went to (a copy line does).
  if (s?.closing && claim.role === 'recipient' && !COPY_LINE.test(text)) return true;
  return false;
}

/**
 * Whether a source names the person at `at` with a post other than the one asked ("Intake by: Janet
 * Kowalski, HR Manager" to "who was the property manager?"): a title set after the name whose words
 * share none of the post's.
 */
function otherPost(post: string[], text: string, at: number): boolean {
  const after = text.slice(at).replace(/^(?:[A-Z][\w.'’-]*\s*)+/, '');
  const m = POST_AFTER.exec(after);
  return m !== null && !contentWords(m[1]!).some((w) => post.includes(w));
}
const POST_AFTER = new RegExp(String.raw`^,\s*((?:[A-Z][\w&'’-]*\s+){1,4})(?:${TITLE_NOUNS.split('|').map((t) => t[0]!.toUpperCase() + t.slice(1)).join('|')})\b`);

/** What a source naming someone in the role asked (sender, recipient, copy) adds to its closeness. */
const ROLE_NAMED = 0.1;

/** How much of a question's subject a letter's title must hold for its heading to bear on it. */
const HEADING_COVER = 0.34;

/** How near (in content words) a value must be to the name its question is about. */
const NAMED_NEAR = 6;

/** Whether one of the question's own names is beside a value (or anywhere in a short sentence, a table row, a transcript answer's question). */
function namedNear(proper: string[], s: SourceSentence, at: number): boolean {
  // A document named for it ("Exhibit 12 - Damages Schedule (Marsh)") is about it throughout.
  if (s.lead.some((w) => proper.includes(w)) || bagOfName(s.filename).some((w) => proper.includes(w))) return true;
  if (s.row || s.tokens.length <= 2 * NAMED_NEAR + 2) return s.tokens.some((t) => proper.includes(t.w)) || goesOnAbout(proper, s);
  const idx = s.tokens.findIndex((t) => t.at >= at);
  const centre = idx < 0 ? s.tokens.length : idx;
  const near = s.tokens.slice(Math.max(0, centre - NAMED_NEAR), centre + NAMED_NEAR);
  const hit = near.find((t) => proper.includes(t.w));
  if (!hit) return goesOnAbout(proper, s);
  // "terminated by Greenleaf Organics and Hudson Valley Dairy Cooperative ($1,634,000.00)": a
  // figure for two named together is neither's own.
  const around = s.text.slice(Math.max(0, hit.at - 60), Math.min(s.text.length, at + 10));
  return !/\b[A-Z][\w'’]+(?:\s+[A-Z][\w'’]+)*\s+(?:and|&)\s+[A-Z][\w'’]+/.test(around);
}

/**
 * "The Dropbox desktop client was installed on 07/25/2024 … We see sync activity for 212 files": a
 * sentence naming nothing of its own (no capitalised word past its first) goes on about what the
 * sentence before named.
 */
function goesOnAbout(proper: string[], s: SourceSentence): boolean {
  return !s.tokens.some((t) => proper.includes(t.w)) && proper.some((w) => s.bag.get(w) === 0.5) && !/\b[A-Z][a-z'’]/.test(s.text.replace(OPENING_WORD, ''));
}
/** A sentence's opening word when it names nothing: a pronoun, an article, a conjunction. */
const OPENING_WORD = /^\W*(?:we|it|they|he|she|this|that|these|those|the|a|an|there|our|its|his|her|their|in|on|at|for|and|but|so|then|also|each|all|both)\b/i;

/** Nouns that ask for a measure without naming its unit: "how much data", "how high". */
const MEASURE_NOUNS: Record<string, string[]> = {
  data: ['data', 'size', 'volume', 'storage'].map(canonical),
  length: ['height', 'depth', 'length', 'high', 'deep', 'tall', 'distance', 'far'].map(canonical),
};
/**
 * "How much data was that in total? — Roughly thirty gigabytes" against "38.6 GB in total": a
 * sentence stating a size in a unit of the measure asked speaks of it, though it never says "data".
 */
function withMeasureNouns(claim: ValueClaim, s: SourceSentence): SourceSentence {
  if (claim.value.kind !== 'quantity') return s;
  const measure = measureOf(claim.value.unit)?.[0];
  const nouns = measure ? MEASURE_NOUNS[measure] : undefined;
  if (!nouns || !nouns.some((w) => claim.subject.has(w))) return s;
  if (!sentenceValues(s, 'quantity').some((v) => v.kind === 'quantity' && measureOf(v.unit)?.[0] === measure)) return s;
  const add = (bag: Bag): Bag => new Map([...bag, ...nouns.map((w): [string, number] => [w, 1])]);
  return { ...s, bag: add(s.bag), ...(s.titled ? { titled: add(s.titled) } : {}), lead: [...s.lead, ...nouns] };
}

/** How near a month must be written to a sum for the sum to be that month's. */
const MONTH_NEAR = 50;

/**
 * Whether the month a sum is written under is none of the asked ones ("May 2024 storage invoice:
 * $45,750" for April): the nearest month before it within a few words (a label comes first: "April
 * invoice: $38,500, due May 5" is April's), else the nearest after it ("$38,500 for April").
 */
function besideOtherMonth(asked: DateValue[], s: SourceSentence, at: number): boolean {
  const dates = sentenceValues(s, 'date').filter((d): d is DateValue => d.kind === 'date' && d.granularity !== 'year');
  const before = dates.filter((d) => d.start < at && at - (d.start + d.quote.length) <= MONTH_NEAR).sort((a, b) => b.start - a.start)[0];
  const after = dates.filter((d) => d.start > at && d.start - at <= MONTH_NEAR).sort((a, b) => a.start - b.start)[0];
  const near = before ?? after;
  if (!near) return false;
  const month = (d: DateValue) => d.date.slice(5, 7);
  const year = (d: DateValue) => d.date.slice(0, 4);
  return !asked.some((q) => month(q) === month(near) && (!q.yearKnown || !near.yearKnown || year(q) === year(near)));
}

/** A value that pins a fact down: a day, a sum (not "November", not "two"). */
const pinning = (v: Value): boolean => (v.kind === 'date' && v.granularity === 'day') || v.kind === 'amount';

/**
 * The names of a sentence that states the question's own value ("Which customer threatened to
 * leave by December 8?" against "Greenleaf Organics is threatening to move its business by
 * December 8."): the extractor's, and any run of two or more capitalised words — a firm the
 * extractor does not know by a suffix is still a name where the sentence is already pinned to the
 * question's fact by its value.
 */
function namesStatingGiven(s: SourceSentence): Value[] {
  const cached = s.values.get('name-given');
  if (cached) return cached;
  const strict = sentenceValues(s, 'name');
  // (Not a term in quotes: `(the "Dedicated Reefer Capacity")` names a concept.)
  const loose = findNames(s.text, true).filter((n) => n.nameType === 'unknown' && n.value.split(/\s+/).length >= 2 && !/["“‘']\s*$/.test(s.text.slice(0, n.start)) && !strict.some((x) => n.start < x.start + x.quote.length && n.start + n.quote.length > x.start));
  const out = [...strict, ...loose];
  s.values.set('name-given', out);
  return out;
}

/** Whether the sentence says the act after a name at `at` was done on behalf of a party other than the one asked. */
function otherBehalf(party: string[], text: string, at: number): boolean {
  // (Up to the next clause: "Beckett signed for Northwind and Voss on Castellan's behalf".)
  const m = ON_BEHALF.exec(text.slice(at, at + 160).split(/;|\.\s|\s(?:and|while|whereas)\s/)[0]!);
  if (!m) return false;
  const words = rawWords(m[1] ?? m[2] ?? '').map((w) => canonical(w.toLowerCase()));
  return words.length > 0 && !words.some((w) => party.includes(w));
}

/**
 * A subject word a sentence does not use counts for its nearest word there in meaning (word
 * vectors, word-vectors.ts) when that is at least this near, at this share of its weight: "lawyer"
 * meets "attorney", "cargo" "freight", "price" "rate", "commence" "start" — less than the word
 * itself. (Chosen on the development sets: at 0.45 / 0.8 false flags came in; at 0.6 / 0.5 little
 * was gained. Reading only sentences holding a quarter of the subject already lost no hit there and
 * kept five live sessions' p95 under 300 ms.)
 */
const NEAR_FLOOR = 0.5;
const NEAR_SHARE = 0.6;
/** …read only in a sentence already holding this much of the subject in its own words. */
const NEAR_LEAST = 0.25;

/**
 * A day of the week said of a day the question dates: each source stating that day bears on it —
 * the calendar says which weekday it was — whatever other words it shares with the question.
 */
function weekdayCandidates(claim: ValueClaim, asked: DateValue, sentences: SourceSentence[]): Candidate[] {
  const out: Candidate[] = [];
  for (const s of sentences) {
    for (const v of sentenceValues(s, 'date')) {
      if (v.kind !== 'date' || v.granularity !== 'day' || !v.yearKnown || v.date !== asked.date || v.clock !== undefined) continue;
      const agrees = valuesAgree(claim, v);
      if (agrees !== null) out.push({ score: DATED_DAY_SCORE, agrees, quote: documentQuote(s), sourceValue: v.quote });
    }
  }
  return out;
}
/** How close a source stating the very day asked about is to "what day of the week was it?". */
const DATED_DAY_SCORE = 0.8;

/** A date stamped on a paper as it came in ("RECEIVED NOV 06 2023", "Filed: 02/12/2024"). */
const STAMPED = /\b(?:received|filed|docketed|entered|date stamped)\b[\s:;,-]*(?:on\s+)?$/i;
/** Question words asking when a paper arrived (their stems): a stamp's date answers them. */
const ARRIVAL_WORDS = ['receive', 'receipt', 'file', 'stamp', 'reach', 'docket', 'delivery', 'arrive', 'enter'].map(canonical);

/** Coming to know of something (learning, hearing, discovering: one canonical word). */
const LEARN = canonical('learn');

/** Words of a post or a job beginning ("hired", "employed" and "started with" are "join" already). */
const START_WORDS = ['become', 'join', 'promote', 'appoint', 'elect', 'assume'].map(canonical);

function valueCandidates(claim: ValueClaim, sentences: SourceSentence[], earlier: EarlierAnswer[]): Candidate[] {
  if (claim.weekdayOf) {
    const dated = weekdayCandidates(claim, claim.weekdayOf, sentences);
    if (dated.length > 0) return dated;
  }
  const out: Candidate[] = [];
  // (A code said is found among the sentence's codes, not spelled out in it: "oh-three" is no word of "QC-HPLC-05".)
  const names = (claim.kind === 'name' || claim.kind === 'place') && !(claim.value.kind === 'name' && claim.value.nameType === 'identifier') ? (claim.alternatives ?? [claim.quote]) : [];
  const facts = claim.proper && claim.proper.length > 0 ? withoutWords(claim.subject, claim.proper) : null;
  const signing = claim.kind === 'name' && claim.subject.has('sign');
  // "When did you first learn that the trailers were moving?": the date asked is the learning's; a
  // sentence dating the move does not date it.
  const learning = claim.kind === 'date' && (claim.subject.get(LEARN) ?? 0) >= 1;
  // "When did you become Front Office Manager?", "How long have you been with Harbor?": the date
  // the question asks is the one a post or a job began (the answer's "the same day I started at
  // Kessling" dates something else by it); a sentence naming only the post or the employer (a list
  // of people by their titles, a timesheet's rows) does not date it.
  const starting = claim.kind === 'date' && START_WORDS.some((w) => claim.askedAbout?.words.has(w));
  const nearCover = nearCoverage(claim.subject, NEAR_FLOOR, NEAR_SHARE, NEAR_LEAST);
  // The codes the question names ("CAPA-24-031"): a table's row keyed by one is the row asked about.
  const codes = [...claim.subject.keys()].filter((w) => /\d/.test(w) && /[a-z]/.test(w) && w.includes('-'));
  for (const said of sentences) {
    const s = withMeasureNouns(claim, said);
    const sentenceCover = nearCover(s.titled ?? s.bag);
    if (sentenceCover < 0.3) continue;
    const keyed = s.row === true && codes.some((c) => s.bag.has(c)) ? ROW_KEYED : 0;
    // Naming the same customer is not being about the same fact ("Greenleaf's termination letter"
    // against a spoilage log row of a Greenleaf load): some of the rest of the subject must be there.
    if (facts && facts.size > 0 && coverage(facts, s.bag) === 0) continue;
    // "Who signed the agreement?": a signature line standing on its own ("(Signed by Judge … on
    // 3/8/2024)" under a docket entry) signs what it is written under, not what the question names:
    // the sentence itself must say something of the question besides signing (a closing says it
    // through the letter's title).
    if (signing && !s.closing && !s.tokens.some((t) => t.w !== 'sign' && claim.subject.has(t.w))) continue;
    if (learning && !s.bag.has(LEARN)) continue;
    // "Dated: September 16, 2024" under a pleading dates that paper: "when was Harbor's answer
    // filed?" is not answered by the complaint's dated line, nor the complaint's date by the answer's.
    if (claim.kind === 'date' && DATED_LINE.test(s.text) && !s.referent && !bagOfName(s.filename).some((w) => (claim.subject.get(w) ?? 0) >= 0.5)) continue;
    if (starting && !START_WORDS.some((w) => s.bag.has(w))) continue;
    // A letter's heading bears on a question about that letter only ("the notice of breach" is not
    // the notice of termination's received stamp).
    if (s.heading && !s.referent && coverage(claim.subject, new Set(s.heading)) < HEADING_COVER) continue;
    // An e-mail's "Sent:" or "Date:" line dates its sending: asked how long a contract ran, the
    // header of an e-mail whose subject holds "terms" says nothing.
    if (claim.kind === 'date' && s.heading && /(?:^|\s)(?:Sent|Date):\s/.test(s.text) && !MAIL_DATED.some((w) => claim.subject.has(w))) continue;
    // A forwarded e-mail's header is about the forwarding: "who did the termination e-mail come
    // from" asks about the message forwarded, whose own header is further down.
    if (s.heading?.includes('forward') && !claim.subject.has('forward')) continue;
    // "How many pallets were in Room 6?": a sentence about Room 4 is about another room.
    if (otherDesignator(claim.designators, s.text)) continue;
    // "Which customer's termination letter is dated December 8?": a sentence giving another date is about another.
    if (claim.given && claim.given.length > 0 && !hasAgreeingValue(claim.given, s)) continue;
    // "Who signed the agreement for Northwind?": the block's line for Castellan names another role.
    if (claim.party && s.signedFor && !claim.party.some((w) => s.signedFor!.includes(w))) continue;
    // A closing names who signed the letter it closes: the question must be about that letter.
    // (The party signed for is not which paper: Northwind's letters all carry "Northwind".)
    if (s.closing && !s.referent && coverage(withoutWords(claim.subject, ['sign', 'copy', ...(claim.party ?? [])]), new Set(s.lead)) === 0) continue;
    // A name the extractor missed still agrees when the sentence spells it — as much as the
    // subject's words are near it: "cc: Thomas Beckett" under a letter is not who signed it.
    const mention = names.map((n) => mentionAt(n, s.text, claim.kind === 'name')).find((at) => at >= 0);
    if (mention !== undefined && !otherRole(claim, s.text, mention, s)) {
      const local = localScore(claim.subject, s, mention, false);
      if (local > 0) out.push({ score: 0.55 * sentenceCover + 0.45 * local + keyed, agrees: true, quote: documentQuote(s), sourceValue: names[0]! });
    }
    // A source naming another of the witness's listed places ("Red Hook and Port Elizabeth"
    // against "Red Hook cross-dock; Port Newark") is about the same list: its other values are
    // as close to the subject as the sibling it names.
    const siblingAt = claim.siblings?.map((n) => mentionAt(n, s.text, claim.kind === 'name')).find((at) => at >= 0);
    const siblingLocal = siblingAt !== undefined ? localScore(claim.subject, s, siblingAt, false) : 0;
    const values = claim.kind === 'name' && claim.given?.some(pinning) ? namesStatingGiven(s) : sentenceValues(s, valueKind(claim.value));
    // A sentence that states the witness's value among others ("on September 28 … beginning
    // October 2") agrees: its other values are about other things.
    // (So does one that states a period's end or start the witness gave: "January of twenty-three
    // through April nineteenth" against "engaged on May 20, 2024 to review data generated between
    // January 1, 2023 and April 19, 2024".)
    const spanEnd = Boolean(claim.span);
    const statesIt = (Boolean(claim.adopted) || spanEnd) && values.some((v) => valuesAgree(claim, v) === true && !otherRole(claim, s.text, v.start, s));
    const timed = claim.kind === 'date' ? actOnlyInTimeClauses(claim.subject, s) : null;
    for (const v of values) {
      const agrees = valuesAgree(claim, v);
      if (agrees === null || otherRole(claim, s.text, v.start, s) || (statesIt && !agrees)) continue;
      // "On a four and a half million building limit, what does the two percent come to?": the
      // limit a source states is what the question gave, not what the answer computed.
      if (!agrees && claim.premises && (v.kind === 'amount' || v.kind === 'quantity') && claim.premises.includes(v.kind === 'amount' ? v.amount : v.value)) continue;
      // "When was Dropbox installed?": in "installed on 07/25/2024 and removed on 07/30/2024" the
      // second date is the removal's, whether it agrees or not.
      if (v.kind === 'date' && datedByOtherAct(claim.subject, s.text, v, values)) continue;
      // A period's end is not a deadline: "through April nineteenth" against "complete the review by October 31".
      if (spanEnd && v.kind === 'date' && DEADLINE_BEFORE.test(s.text.slice(Math.max(0, v.start - 20), v.start))) continue;
      // Nor is when a thing was done, unless the deadline is what was asked: "Has a Data Integrity
      // Officer been appointed? — Yes, in November" against the tracker's "Due: 12/31/2024".
      if (v.kind === 'date' && DUE_BEFORE.test(s.text.slice(Math.max(0, v.start - 20), v.start)) && !DEADLINE_ASKED.some((w) => claim.subject.has(w))) continue;
      // "On March 28, 2024, and within ninety days after the claim arose, plaintiff served a notice":
      // the act asked ("when did it happen") is told only in a clause saying when something else was.
      if (v.kind === 'date' && timed && !insideAny(timed, v.start)) continue;
      // "What date does the letter bear?": a "RECEIVED NOV 06 2023" stamp dates its arrival, not the paper.
      if (v.kind === 'date' && STAMPED.test(s.text.slice(Math.max(0, v.start - 24), v.start)) && !ARRIVAL_WORDS.some((w) => claim.subject.has(w))) continue;
      // A state read from a city's address is not the state asked when the sentence names a state
      // of its own ("a Delaware limited liability company with offices at … Allentown, Pennsylvania").
      if (!agrees && v.kind === 'place' && claim.kind === 'place' && placeLevel(v.value) === 'city' && claim.value.kind === 'place' && placeLevel(claim.value.value) === 'state' && values.some((x) => x.kind === 'place' && placeLevel(x.value) === 'state')) continue;
      // Another of the places or names the witness listed is not this one's denial.
      if (!agrees && (v.kind === 'name' || v.kind === 'place') && claim.siblings?.some((n) => (v.nameType === 'identifier' ? identifiersAgree(n, v.value) === true : namesAgree(n, v.value)))) continue;
      // "88 Marine Terminal Road, Brooklyn, New York": the state of the witness's city is the same place.
      if (!agrees && claim.kind === 'place' && mention !== undefined && Math.abs(mention - v.start) <= 40) continue;
      // "Who signed for Northwind?": "Raymond Voss … signed the MLSA on Castellan's behalf" names
      // the signer for the other party.
      if (claim.party && v.kind === 'name' && otherBehalf(claim.party, s.text, v.start)) continue;
      // "What was the May storage invoice?": a sum written beside another month is another's.
      if (claim.months && (v.kind === 'amount' || v.kind === 'quantity') && besideOtherMonth(claim.months, s, v.start)) continue;
      // "The lost profits on the Greenleaf contract": a sum or date not beside Greenleaf (a total, or
      // another customer's row) is another subject's.
      if (claim.qualifiers && claim.kind !== 'name' && claim.kind !== 'place' && !namedNear(claim.qualifiers, s, v.start)) continue;
      const own = localScore(claim.subject, s, v.start, claim.kind !== 'name' && claim.kind !== 'place');
      const local = !agrees && own > 0 ? Math.max(own, siblingLocal) : own;
      // A value none of whose nearby words is about the subject is about something else in the sentence.
      if (local === 0) continue;
      // A sentence that puts the name in the very role asked ("e-mailed the letter to Tom Beckett"
      // to "whom did he send it to?") says more of it than its words alone show.
      const inRole = claim.kind === 'name' && claim.role !== undefined && roleAt(s.text, v.start) === claim.role;
      const score = 0.55 * sentenceCover + 0.45 * local + (inRole ? ROLE_NAMED : 0) + keyed;
      out.push({ score, agrees, quote: documentQuote(s), sourceValue: v.quote });
    }
  }
  // "What date does the letter bear?": the paper asked about says, not what the witness said of
  // another paper's date (unless the question is put again).
  const ofPaper = claim.kind === 'date' && BEARS_WORDS.some((w) => claim.subject.has(w)) && !claim.again;
  for (const e of ofPaper ? [] : earlier) {
    for (const c of e.claims) {
      if (c.kind === 'negation' || c.kind !== claim.kind) continue;
      if (otherDesignator(claim.designators, e.text)) continue;
      // Whom a letter went to is not who sent it: answers about names in different roles.
      if ((claim.kind === 'name' || claim.kind === 'place') && c.kind === claim.kind && (claim.role ?? null) !== (c.role ?? null) && (claim.adopted || (claim.role && c.role))) continue;
      // Two answers about different customers or firms are not about the same fact.
      const names = (x: ValueClaim) => x.qualifiers ?? [];
      if (names(claim).length > 0 && names(c).length > 0 && !names(claim).some((w) => names(c).includes(w))) continue;
      // Who signed for one party is not who signed for the other.
      if (claim.party && c.kind === 'name' && c.party && !claim.party.some((w) => c.party!.includes(w))) continue;
      // Naming the same customer is not answering about the same fact ("when did Hudson Valley
      // send its letter" is not "through when does Hudson Valley's loss run"): some of the rest
      // of the subject must be shared, as with a document.
      // (Not when the witness joined an employer or took up a post, asked in any words: "How long have
      // you worked in the Claims Division?" and "When did you join the Claims Division?" share only the name.)
      // (Nor how many times they went somewhere: "trips to Port Jefferson" and "go out to the site".)
      const oneFact = (claim.kind === 'date' && ((claim.joined && c.joined) || (claim.postStart && c.postStart))) || Boolean(claim.occasions && c.occasions && sameAct(claim.occasions, c.occasions));
      if (!oneFact && facts && facts.size > 0 && coverage(facts, c.subject) === 0) continue;
      // (How many work under the witness is compared by the number alone: "eleven" analysts and "six" people on the team.)
      const team = claim.team && c.team && claim.value.kind === 'quantity' && c.value.kind === 'quantity' ? quantitiesAgree(claim.value.value, c.value.value, claim.approximate) : null;
      // (So is how many times they did one thing, however each answer counted it: times, trips, visits.)
      const occasions = claim.occasions && c.occasions && sameAct(claim.occasions, c.occasions) && claim.value.kind === 'quantity' && c.value.kind === 'quantity' ? quantitiesAgree(claim.value.value, c.value.value, claim.approximate || c.approximate) : null;
      // (When they joined is one day however asked: "start working at" reads as a period's start,
      // "join" as a day, and the two are compared as days.)
      const agrees = team ?? occasions ?? (oneFact ? valuesAgree(dayOf(claim), dayOf(c).value) : valuesAgree(claim, c.value));
      if (agrees === null) continue;
      // When the witness joined the employer, said twice, is one fact however else each answer ran.
      // (And when they first saw or heard of the same thing.)
      // (And when they took up the post they hold, where the two name the same post.)
      const joined = claim.kind === 'date' && ((claim.joined && c.joined && sameNamed(claim.joined.employer, c.joined.employer)) || (claim.firstKnown && c.firstKnown && sameAct(claim.firstKnown, c.firstKnown)) || (claim.postStart && c.postStart && sameNamed(claim.postStart.post, c.postStart.post))) ? JOINED_SCORE : 0;
      // So is whom the witness reports to now ("Who do you report to?" and "Who signs off? — My
      // supervisor, Gail Brennan."), where they work, when their working day starts or ends, and
      // how many work under them.
      const superior = (claim.kind === 'name' && claim.reportsTo && c.reportsTo) || (claim.kind === 'place' && claim.worksAt && c.worksAt) || (claim.kind === 'date' && claim.hours && c.hours) || team !== null || occasions !== null ? JOINED_SCORE : 0;
      // (Asked again, the later question's subject held by the earlier answer's is enough: the
      // earlier exchange may have run on about more.)
      const again = claim.again ? coverage(claim.subject, c.subject) : 0;
      // The same thing asked twice, however differently each answer ran on around its value.
      // (Asked the same way — "When was the contract signed?" is not "How long did it run?" — and
      // in more than one word each: "the accident" alone is what every question in the set is about.)
      // (Or by the questions' words alone, where an answer ran on past its value in the same clause.)
      const alike = (x: Bag, y: Bag) => (x.size >= 2 && y.size >= 2 ? mutual(x, y) : 0);
      const asked = claim.askedAbout && c.askedAbout && claim.askedAbout.type === c.askedAbout.type ? Math.max(alike(claim.askedAbout.words, c.askedAbout.words), alike(claim.askedAbout.question, c.askedAbout.question)) : 0;
      // "All twelve of them" to how many of your dispatchers did something puts the dispatchers at
      // twelve: an earlier count of the dispatchers, asked of nothing more, bears on it (and the other way round).
      // (Of the same things: the people in the group are not the investigators counted before. The
      // witness's team counted before is such a whole: "All eight people in regulatory".)
      const whole = claim.value.kind === 'quantity' && c.value.kind === 'quantity' && ((claim.whole && (countOfAll(c) || c.team)) || (c.whole && (countOfAll(claim) || claim.team))) && unitsMatch(claim.value.unit, c.value.unit) && coverage(claim.subject, c.subject) > 0 ? WHOLE_SCORE : 0;
      const holding = claim.kind === 'quantity' && sameHolding(claim, c) ? HOLDING_SCORE : 0;
      out.push({ score: Math.max(joined, superior, again, whole, holding, asked >= ASKED_ALIKE ? asked : 0, mutual(claim.subject, c.subject)), agrees, quote: testimonyQuote(e), sourceValue: c.quote });
    }
  }
  return out;
}

/**
 * Whether a sentence denies the subject: the first content word after a negation ("has not
 * consented", "contains no minimum-volume commitment") is one of the subject's ("failed to pay
 * invoices" does not deny that invoices were disputed).
 */
function sentenceDenies(subject: Bag, s: SourceSentence): boolean {
  // (Each clause's share of the subject, and whether it denies anything, read once per sentence.)
  const clauses = s.text.includes(';') ? [...s.text.matchAll(/[^;]+/g)].map((m) => ({ at: m.index, end: m.index + m[0].length, cover: coverage(subject, bagOf(m[0])), denies: rawWords(m[0]).some((w) => NEGATION_CUE.test(w)) })) : [];
  for (const m of s.text.matchAll(/[\p{L}']+/gu)) {
    // "Did Alder refuse to renew?" — "Alder refused to renew": the refusal is what is asked, not its denial.
    if (!NEGATION_CUE.test(m[0]) || subject.has(canonical(m[0].toLowerCase()))) continue;
    // "Admits that Plaintiff's position was eliminated on August 9, 2023; denies that the elimination
    // was related to any complaint": another clause, denying nothing, states the proposition at least
    // as fully — the denial is of something said of it.
    if (clauses.length > 1 && affirmedElsewhere(clauses, m.index)) continue;
    // ("badge no. 40715", "bus No 6138": the number's abbreviation, no denial.)
    if (/^no\.?\s*#?\d/i.test(s.text.slice(m.index, m.index + 10))) continue;
    // Past a light verb to what it carries: "did not give, consent" denies consent; past a word of
    // evidence to what it is evidence of: "no evidence that any reported result was altered"
    // denies that one was.
    const after = s.tokens.filter((t) => t.at > m.index).slice(0, 2);
    const first = s.text.slice(after[0]?.at ?? 0).split(/[^\p{L}']/u)[0] ?? '';
    const next = after[0] && (LIGHT.test(first) || EVIDENCE_OF.test(first)) ? after[1] : after[0];
    if (next && next.at - m.index <= 40 && subject.has(next.w)) return true;
  }
  // A table's cell of nothing under a heading the question names: "Depreciation: $0.00" says there
  // was no depreciation on that line.
  for (const m of s.text.matchAll(ZERO_CELL)) if (contentWords(m[1]!).some((w) => subject.has(w))) return true;
  return false;
}
/** Whether a clause other than the one holding `at` states the subject, with no denial in it, at least as fully. */
function affirmedElsewhere(clauses: { at: number; end: number; cover: number; denies: boolean }[], at: number): boolean {
  const own = clauses.find((c) => at >= c.at && at < c.end)?.cover ?? 0;
  return clauses.some((c) => !(at >= c.at && at < c.end) && !c.denies && c.cover > 0 && c.cover >= own);
}

/** "Heading: 0", "Heading: $0.00", "Heading: none" — a row's cell, as tableRows writes it. */
const ZERO_CELL = /(?:^|;\s*)([^:;]{2,60}):\s*(?:\$?0(?:\.0+)?|none|nil|n\/a)\b(?![.,]?\d)/gi;

/** Acts that refuse what consent grants: "rejected", "declined", "turned down", "objected to". */
const REFUSAL = /\b(?:reject(?:s|ed|ing)?|refus(?:e|es|ed|ing)|declin(?:e|es|ed|ing)|den(?:y|ies|ied|ying)|turn(?:s|ed)? down|object(?:s|ed)? to|disapprov(?:e|es|ed|ing)|withh[eo]ld(?:s|ing)?)\b/i;

/** Whether a sentence refuses what a question about consent asks ("approve", "agree", "consent", "permit"). */
function opposesConsent(subject: Bag, s: SourceSentence): boolean {
  if (!subject.has('consent') || s.bag.has('consent')) return false;
  const m = REFUSAL.exec(s.text);
  return m !== null && !subject.has(canonical(m[0].toLowerCase().split(/\s+/)[0]!));
}

/**
 * The state a yes/no question asks ("still open?", "right-handed?") that a sentence states the
 * opposite of ("Status: Closed", "Plaintiff is left-handed."): the asked word, or null. Only where the
 * sentence does not also use the asked word — "open INV-24-0193 … Closed" says both.
 */
function opposedState(subject: Bag, s: SourceSentence, states: readonly string[] = []): string | null {
  // (A state asked in a hyphenated word is matched as said: "right-handed" against "left-handed".)
  const statesSaid = states.length > 0 ? states.filter((w) => !s.text.toLowerCase().includes(w)) : [];
  for (const m of s.text.matchAll(/[\p{L}][\p{L}'’-]*/gu)) {
    const word = m[0];
    const own = canonical(word);
    // ("was not closed" is no opposite.)
    if (/\b(?:not|never|no|n['’]t)\s+(?:\w+\s+)?$/i.test(s.text.slice(Math.max(0, m.index - 20), m.index))) continue;
    if (statesSaid.length > 0 && [...oppositesOf(word)].some((o) => statesSaid.includes(o))) return own;
    if (subject.has(own)) continue;
    for (const opposite of oppositesOf(word)) {
      const asked = canonical(opposite);
      if (subject.has(asked) && !s.bag.has(asked)) return asked;
    }
    // The opposite act ("Did the board approve the merger?" — "The board rejected the merger.").
    for (const asked of oppositeActsOf(word)) if (subject.has(asked) && !s.bag.has(asked)) return asked;
  }
  return null;
}

/** "before" or "after" and the words that follow it, as far as a source may name the event: "after payroll lock", "after the lock was run". */
const ORDER_WORDS = { before: /\bbefore\s+((?:[\p{L}'’-]+\s*){1,4})/giu, after: /\bafter\s+((?:[\p{L}'’-]+\s*){1,4})/giu } as const;

/**
 * Whether a sentence tells of the act on the other side of the event the question set it by:
 * "edited … after payroll lock" against "made before payroll locked" (and not where it also says the
 * question's side of it).
 */
function otherOrder(claim: PolarityClaim, s: SourceSentence): boolean {
  if (!claim.order) return false;
  const sideOf = (word: 'before' | 'after'): boolean => {
    for (const m of s.text.matchAll(ORDER_WORDS[word])) {
      const next = new Set(bagOf(m[1]!).keys());
      if (claim.order!.event.filter((w) => next.has(w)).length * 2 >= claim.order!.event.length) return true;
    }
    return false;
  };
  return sideOf(claim.order.word === 'before' ? 'after' : 'before') && !sideOf(claim.order.word);
}

/** A rule saying what an act counts as: "shall not constitute a breach", "will be deemed acceptance", "is treated as a resignation". */
const COUNTS_AS = /\b(?:shall|will|does|do|is|are)\s+(not\s+)?(?:constitute|be deemed(?: to be)?|be considered|be treated as|amount to|qualify as|be regarded as)\b/i;
/** How much of each side a rule must hold: the question's condition before the verb, what it asks after. */
const COUNTS_AS_COVER = 0.6;

/**
 * "If Northwind withheld a disputed amount, was that a breach of the agreement?" against "Withholding
 * a disputed amount shall not constitute a breach of this Agreement.": a rule that says what the
 * act of the question's condition counts as answers the question, yes or no — though it is a rule,
 * which a question about what happened is otherwise not read against.
 */
function countsAs(claim: PolarityClaim, s: SourceSentence): Candidate | null {
  const m = claim.condition ? COUNTS_AS.exec(s.text) : null;
  if (!m || !claim.condition || s.lead.length > 0 || s.text.includes('?')) return null;
  const act = coverage(claim.condition, bagOf(s.text.slice(0, m.index)));
  const what = coverage(claim.subject, bagOf(s.text.slice(m.index + m[0].length)));
  if (act < COUNTS_AS_COVER || what < COUNTS_AS_COVER) return null;
  const says = m[1] ? 'no' : 'yes';
  return { score: (act + what) / 2, agrees: says === claim.polarity, quote: documentQuote(s), sourceValue: says };
}

/** Words of evidence: what a negation before them denies is what follows ("no indication of tampering"). */
const EVIDENCE_OF = /^(?:evidence|indication|indications|sign|signs|record|records|trace|traces|proof|suggestion)$/i;

/** Verbs that carry their object's meaning ("give consent", "make a payment", "take delivery"). */
const LIGHT = /^(?:give|gave|given|giving|make|made|making|take|took|taken|have|had|get|got|do|did|provide|provided|issue|issued)$/i;

/**
 * Ways a thing is sent, one at a time: a sentence saying it went by courier denies that it went
 * by e-mail, and the reverse.
 */
const CHANNELS = ['email', 'courier', 'hand', 'fax', 'phone', 'mail'];

function otherChannel(subject: Bag, s: SourceSentence): boolean {
  const asked = CHANNELS.filter((c) => subject.has(c));
  if (asked.length !== 1) return false;
  const said = CHANNELS.filter((c) => s.bag.has(c) && (s.bag.get(c) ?? 0) >= 1);
  return said.length > 0 && !said.includes(asked[0]!);
}

/**
 * A letter's delivery line ("VIA ELECTRONIC MAIL", "By FedEx Priority Overnight") says how that
 * letter was sent. Read only in the document the question is about (referent-document.ts): "was
 * it also sent by courier?" asked of the notice that says "VIA ELECTRONIC MAIL" is answered no.
 */
const DELIVERY_LINE = /^\s*(?:sent\s+)?(?:via|by)\s+[A-Za-z]/i;
const DELIVERY_LINE_LENGTH = 60;
/** How close a referent's delivery line is to a question about how it was sent. */
const DELIVERY_LINE_SCORE = 0.8;
const SENDING = ['send', 'deliver', 'serve', 'transmit', 'dispatch'].map((w) => canonical(w));

/**
 * Classes of post: a letter sent "VIA CERTIFIED MAIL, RETURN RECEIPT REQUESTED" did not go by
 * ordinary first-class post, and the reverse. (Canonical words; "post" asked is the mail.)
 */
const TRACKED_MAIL = ['certified', 'registered', 'receipt'].map(canonical);
const ORDINARY_MAIL = ['ordinary', 'regular', 'first-class', 'class', 'standard'].map(canonical);
const POST = canonical('post');

/** Whether the question asks one class of post and the delivery line names only the other. */
function otherMailClass(subject: Bag, line: Bag): boolean {
  const has = (bag: Bag, words: string[]) => words.some((w) => bag.has(w));
  if (has(subject, ORDINARY_MAIL)) return has(line, TRACKED_MAIL) && !has(line, ORDINARY_MAIL);
  if (has(subject, TRACKED_MAIL)) return !has(line, TRACKED_MAIL);
  return false;
}

function deliveryLine(claim: PolarityClaim, s: SourceSentence): Candidate | null {
  if (!s.referent || s.text.length > DELIVERY_LINE_LENGTH || !DELIVERY_LINE.test(s.text)) return null;
  const asked = CHANNELS.filter((c) => claim.subject.has(c) || (c === 'mail' && claim.subject.has(POST)));
  if (asked.length !== 1 || !SENDING.some((w) => claim.subject.has(w))) return null;
  const said = CHANNELS.filter((c) => s.bag.has(c));
  if (said.length === 0) return null;
  // ("Sent by ordinary first-class post, right?" against "VIA CERTIFIED MAIL": by post, but not so.)
  const says = said.includes(asked[0]!) && !(asked[0] === 'mail' && otherMailClass(claim.subject, s.bag)) ? 'yes' : 'no';
  return { score: DELIVERY_LINE_SCORE, agrees: says === claim.polarity, quote: documentQuote(s), sourceValue: says };
}

/**
 * The copy line of the paper the question is about ("cc: Dana Whitaker, Coastal Claims Partners", an
 * e-mail's "Cc:" header) names who was copied on it: "Were you copied on it? — No" (the witness's
 * surname stands for "you", claims.ts) is answered yes by the line that names them. (A name missing
 * from it says nothing: the person may be an addressee.)
 */
const COPY = canonical('copy');
function copyLine(claim: PolarityClaim, s: SourceSentence): Candidate | null {
  if (!s.referent || !claim.subject.has(COPY) || !COPY_LINE.test(s.text)) return null;
  const own = bagOf(s.text);
  const title = new Set(bagOfName(s.filename));
  const named = [...claim.subject.keys()].filter((w) => w !== COPY && own.has(w) && !title.has(w));
  if (named.length === 0) return null;
  return { score: DELIVERY_LINE_SCORE, agrees: claim.polarity === 'yes', quote: documentQuote(s), sourceValue: 'yes' };
}

/** A transcript's answer line. */
const TRANSCRIPT_ANSWER = /^(?:A\.|THE WITNESS:)\s*/;
/** A transcript answer that is no answer ("Not that I know of", "I don't recall"). */
const NON_ANSWER = /\b(?:not that i|i (?:do not|don'?t) (?:know|recall|remember)|not to my|no idea|not sure)\b/i;

/** Rules and demands ("shall", "must", "demands that") say what ought to be, not what happened. */
const NORMATIVE_WORDS = /\b(?:shall|must|should|demands? that|demanding|requires?|required|permits?|permitted|allows?|entitled|if|unless|provided that|pursuant|reserves?(?: all)? (?:its |their )?rights)\b/i;
/** (The modal "may" is written in lower case, or opens a sentence before a verb: "May 2" and "the May invoice" are a month.) */
const normative = (text: string): boolean => NORMATIVE_WORDS.test(text) || /\bmay\b|^May\s+[a-z]/.test(text);

/**
 * Whether a sentence can bear on a proposition with values ("cured within thirty days"): it states
 * the same ones, or none of their kind ("Castellan did not cure." after the demand to cure within
 * thirty days) — a sentence stating other values is about another occasion.
 */
function hasAgreeingValue(values: Value[], s: SourceSentence): boolean {
  return values.every((v) => {
    if (v.kind === 'quantity' && v.unit.length === 0) return true;
    const kind = v.kind;
    const own = sentenceValues(s, valueKind(v));
    // "Before the November letter, had Northwind disputed …?": a dispute dated October 20 is within it.
    if (v.kind === 'date' && v.bound) return own.length === 0 || own.some((sv) => sv.kind === 'date' && withinBound(v, sv));
    return own.length === 0 || own.some((sv) => valuesAgree({ kind, value: v, approximate: false, subject: new Map(), certainty: 1, quote: v.quote }, sv) === true);
  });
}

/**
 * A defined term's own clause ('"Confidential Information" means all non-public information …,
 * including … calibration data'): it states what the term reaches, so a question asking whether
 * the definition reaches, covers or includes something is about it even in other words.
 */
const DEFINES = /["“][^"”]{2,80}["”]\s+(?:means|shall mean|includes|shall include|refers to|is defined as|has the meaning)\b/i;
const DEFINING = new Set(['definition', 'define', 'defined', 'reach', 'cover', 'covered', 'include', 'encompass', 'extend', 'mean', 'meaning'].map(canonical));

/**
 * A sentence's words, with those of its document's title that the subject names ("On that log, was
 * any load salvaged?" against a row of "Red Hook spoilage log.csv": the row is the log's; "was
 * Dropbox ever installed on the laptop?" against "The Dropbox desktop client was installed on
 * 07/25/2024" in "Preliminary findings - Thorne laptop VR-LT-0419.eml": a title says what every
 * sentence under it is about) — and a definition's, when the subject asks what a term reaches.
 */
function withTitle(subject: Bag, s: SourceSentence): Bag {
  const defines = DEFINES.test(s.text);
  const titled = [...subject.keys()].filter((w) => !s.bag.has(w) && (bagOfName(s.filename).includes(w) || (defines && DEFINING.has(w))));
  return titled.length === 0 ? s.bag : new Map([...s.bag, ...titled.map((w): [string, number] => [w, 1])]);
}

/**
 * A time limit stated ("by August 11, 2023", "within twenty-one (21) days", "no later than…"): the
 * sentence sets a deadline though it never says the word.
 */
const TIME_LIMIT = /\b(?:by|no later than|not later than|on or before|within|until)\s+(?:the (?:close|end) of\b|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d|\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|fourteen|fifteen|twenty|thirty|forty|forty-five|sixty|ninety)\b[\s-])/i;
const DEADLINE_WORDS = new Set(['deadline', 'due', 'limit'].map(canonical));
const ASKING_WORDS = new Set(['ask', 'request'].map(canonical));

/**
 * The words the question uses that a sentence says by its form rather than its words: a time limit
 * sets a deadline; a sentence that bids ("Please return…", "Return the laptop") asks for it.
 */
function saidByForm(subject: Bag, text: string, lead = ''): string[] {
  const out: string[] = [];
  const asked = (set: Set<string>) => [...subject.keys()].filter((w) => set.has(w));
  if (TIME_LIMIT.test(text)) out.push(...asked(DEADLINE_WORDS));
  // (An item of a demand's list is asked for by the words that introduce the list: "We demand that
  // the Authority preserve … the following: … (2) event-data logs".)
  if (isRequest(text) || (lead && isRequest(lead))) out.push(...asked(ASKING_WORDS));
  return out;
}

/** How much of what a paper is asked to mention one of its sentences must speak of. */
const MENTION_COVER = 0.6;

/** A sentence that tells of a repetition or a count of times. */
const REPEATED_SAID = /\b(?:again|twice|times|second|third|repeated(?:ly)?|multiple|several|once|each|every|both|more than one|another)\b/i;

/**
 * Words a sentence denies by the prefix "non-" ("non-binding", "non-refundable", "non-exclusive"),
 * canonical. Not a thing named so ("a non-compete", "the non-disclosure agreement"): a covenant
 * not to compete is a paper of its own, and signing one affirms it.
 */
function prefixNegated(text: string): string[] {
  const out: string[] = [];
  // "Left unlocked", "an unapproved invoice", "unreported": "un-" before a participle the lexicon
  // knows denies that participle (not a word the lexicon knows as a verb of its own: "understood",
  // "united").
  for (const m of text.matchAll(/\bun([a-z]{3,}(?:ed|en|t))\b/gi)) {
    const whole = lexiconTags(m[0]);
    if (lexiconTags(m[1]!).includes('VBN') && !whole.some((t) => t.startsWith('VB'))) out.push(canonical(m[1]!.toLowerCase()));
  }
  for (const m of text.matchAll(/\bnon-([a-z]+)\b(?:\s+([a-z]+))?/gi)) {
    if (/^(?:compete|competition|disclosure|solicit|solicitation|disparagement)$/i.test(m[1]!) || /^(?:agreements?|covenants?|clauses?|provisions?|obligations?)$/i.test(m[2] ?? '')) continue;
    out.push(canonical(m[1]!.toLowerCase()));
  }
  return out;
}

function polarityCandidates(claim: PolarityClaim, sentences: SourceSentence[], earlier: EarlierAnswer[]): Candidate[] {
  const out: Candidate[] = [];
  // A rule asked about ("can notice be given by e-mail alone?", "did the agreement require
  // consent?") is read against the rules themselves and the earlier answers: a document's
  // account of what was done does not say what was allowed.
  if (claim.deontic) out.push(...ruleCandidates(claim, claim.deontic, sentences));
  for (const s of claim.modal ? [] : sentences) {
    const delivery = deliveryLine(claim, s) ?? copyLine(claim, s) ?? countsAs(claim, s);
    if (delivery) {
      out.push(delivery);
      continue;
    }
    // "Did Alder approve the sublease?" — "Alder rejected the sublease": the opposite act stands for
    // the act, denied; so does the opposite state ("right-handed?" — "Plaintiff is left-handed.").
    const opposite = opposesConsent(claim.subject, s) ? 'consent' : (opposedState(claim.subject, s, claim.states) ?? (otherOrder(claim, s) ? (claim.order?.word ?? null) : null));
    // ("Harbor's answer admits that his position was eliminated?" — "Denies that the General Manager
    // position is the same as Plaintiff's former position": the opposite act of something else. The
    // sentence's own words must hold a good part of the rest of the proposition.)
    const opposedWord = opposite !== null && coverage(withoutWords(claim.subject, [opposite]), s.bag) >= OPPOSED_REST ? opposite : null;
    const opposed = opposedWord !== null;
    // (An item of a demand's list is demanded in the list's own words, as fully as its own: "We demand
    // that the Authority preserve, and suspend any routine deletion of, the following: (1) all video …".)
    // (The item must be the one asked about: some word of the question past the list's own is the item's.)
    const leadWords = s.listLead && isRequest(s.listLead) ? bagOf(s.listLead) : null;
    const itemWords = leadWords ? bagOf(s.text) : null;
    const itemAsked = leadWords !== null && itemWords !== null && [...claim.subject.keys()].some((w) => !leadWords.has(w) && itemWords.has(w));
    const demanded = leadWords && itemAsked ? new Map([...withTitle(claim.subject, s), ...leadWords]) : null;
    const words = demanded ?? withTitle(claim.subject, s);
    // "A non-binding letter of intent" says the letter does not bind: the word after "non-" is
    // the proposition's, denied.
    const negated = prefixNegated(s.text).filter((w) => claim.subject.has(w));
    const implied = [...(opposedWord ? [opposedWord] : []), ...negated, ...saidByForm(claim.subject, s.text, s.listLead)];
    const score = coverage(claim.subject, implied.length > 0 ? new Map([...words, ...implied.map((w): [string, number] => [w, 1])]) : words);
    if (score < 0.45 || s.text.includes('?') || normative(s.text)) continue;
    // "Was CCleaner run more than once?" — "CCleaner was run on 07/30/2024 at 22:14." tells of the
    // run, not of how many there were.
    if (claim.repeated && !REPEATED_SAID.test(s.text)) continue;
    // Values in the proposition ("within thirty days") must be the sentence's when it states any.
    if (claim.values.length > 0 && !hasAgreeingValue(claim.values, s)) continue;
    // A transcript's answer says yes or no as a witness does; its non-answers say neither.
    // (A transcript's answer, not every line read under words of its own: a letter's copy line
    // "cc: Thomas Beckett; …" says he was copied, though it says no yes.)
    const testimony = s.lead.length > 0 && TRANSCRIPT_ANSWER.test(s.text);
    const answered = testimony ? answerPolarity(s.text.replace(TRANSCRIPT_ANSWER, '')) : null;
    if (testimony && (!answered || NON_ANSWER.test(s.text))) continue;
    // "Did the notice say anything about consent?": a sentence of that paper speaking of it says
    // yes, whatever it says of it. (Another paper's, or a witness's account of it, says nothing.)
    if (claim.mention) {
      if (s.lead.length > 0 || !(s.referent || claim.mention.some((w) => bagOfName(s.filename).includes(w))) || score < MENTION_COVER) continue;
      out.push({ score, agrees: claim.polarity === 'yes', quote: documentQuote(s), sourceValue: 'yes' });
      continue;
    }
    const says = answered ? answered.polarity : opposed || negated.length > 0 || sentenceDenies(claim.restated ? new Map([...claim.subject, ...claim.restated]) : claim.subject, s) || otherChannel(claim.subject, s) ? 'no' : 'yes';
    // Affirming part of a proposition does not affirm it ("e-mailed" is not "sent by courier");
    // denying a part of it denies it.
    if (says === 'yes' && score < 0.75) continue;
    out.push({ score, agrees: says === claim.polarity, quote: documentQuote(s), sourceValue: says });
  }
  for (const e of earlier) {
    for (const c of e.claims) {
      // Whether the witness has testified before is one fact, however each question put it.
      if (c.kind === 'negation' && claim.priorTestimony && c.priorTestimony) {
        const agrees = priorTestimonyAgrees(claim.priorTestimony, c.priorTestimony);
        if (agrees !== null) out.push({ score: JOINED_SCORE, agrees, quote: testimonyQuote(e), sourceValue: c.polarity });
        continue;
      }
      // What the rules allow ("can notice be given by e-mail?") is not what was done.
      if (c.kind !== 'negation' || Boolean(c.modal) !== Boolean(claim.modal)) continue;
      // Two yes/no answers bear on each other only when each question holds the other's act: "did
      // Castellan ask for consent" is not "did Northwind consent".
      const score = mutual(claim.subject, c.subject) * (sameActs(claim.subject, c.subject) ? 1 : 0.75);
      out.push({ score, agrees: c.polarity === claim.polarity, quote: testimonyQuote(e), sourceValue: c.polarity });
    }
  }
  return out;
}

/**
 * A question about what was required or allowed, against the sentences that lay down rules
 * ("shall", "may", "shall not … without"): how close each is to the act asked, and what its rule
 * says of it (deontic.ts). A rule that affirms needs most of the act, as a fact does.
 */
function ruleCandidates(claim: PolarityClaim, deontic: Deontic, sentences: SourceSentence[]): Candidate[] {
  const act = actOf(claim.subject);
  const out: Candidate[] = [];
  // (A rule is stated in the paper's words and asked in the examiner's: "free to put the set-aside
  // trailers to work for a different customer" against "shall not reallocate any Dedicated Reefer
  // Capacity to any other customer". Near words count, as for a value's sentence, only among the
  // sentences that lay down rules.)
  const near = nearCoverage(act, NEAR_FLOOR, NEAR_SHARE, NEAR_LEAST);
  for (const s of sentences) {
    if (!(normative(s.text) || isRequest(s.text)) || s.text.includes('?') || s.lead.length > 0) continue;
    const score = Math.max(coverage(act, s.bag), near(s.bag));
    if (score < 0.45) continue;
    if (claim.values.length > 0 && !hasAgreeingValue(claim.values, s)) continue;
    let says = ruleSays(deontic, act, claim.without ?? new Map(), s, claim.condition);
    // "Did it require notice by e-mail?" against "delivered by hand or by overnight courier".
    if (says === 'yes' && otherChannel(act, s)) says = 'no';
    if (!says || (says === 'yes' && score < 0.75)) continue;
    out.push({ score, agrees: says === claim.polarity, quote: documentQuote(s), sourceValue: says });
  }
  return out;
}

/**
 * Each source on its own: a document (or the earlier testimony) contradicts the answer when it
 * states another value about the subject, at least as close to it as anything in the same source
 * that agrees. Another source agreeing does not cancel it (the documents may disagree among
 * themselves, and the witness may agree with one and not the other).
 */
/** A party's paper: what it says is that party's position. */
const PLEADING = /\b(?:complaint|answer|counterclaim|memorandum|motion|brief|reply|petition|pleading|docket|interrogator(?:y|ies)|requests? for)\b/i;

/** A transcript's or a docket's file: what was said and filed, even when marked as an exhibit. */
const TESTIMONY_FILE = /\b(?:deposition|dep\.|transcript|hearing|docket)\b/i;
const testimonyFile = (quote: StoredQuote): boolean => quote.source === 'document' && TESTIMONY_FILE.test(quote.filename ?? '');
/** A pleading's or a transcript's file: a paper restating the facts, not stating them. */
const restating = (quote: StoredQuote): boolean => testimonyFile(quote) || (quote.source === 'document' && PLEADING.test(quote.filename ?? ''));

/**
 * How much a source's word counts when several disagree with the answer: the session's exhibits
 * and the primary documents (agreements, notices, letters, e-mails, schedules) state the facts;
 * pleadings and motions restate them; other transcripts are someone else's testimony.
 */
export function sourceWeight(quote: StoredQuote, exhibits: ReadonlySet<string>): number {
  if (quote.source === 'testimony') return 0;
  if (quote.document_id && exhibits.has(quote.document_id)) return 0.1;
  const name = quote.filename ?? '';
  // Testimony and the court's docket record what was said and filed, not the facts.
  if (TESTIMONY_FILE.test(name)) return -0.05;
  if (PLEADING.test(name)) return 0;
  return 0.06;
}

export function decide(claim: Claim, candidates: Candidate[], exhibits: ReadonlySet<string> = new Set()): Contradiction | null {
  const groups = new Map<string, { agree: number; disagree: Candidate | null }>();
  for (const c of candidates) {
    const key = c.quote.document_id ?? 'testimony';
    const g = groups.get(key) ?? { agree: 0, disagree: null };
    if (c.agrees) g.agree = Math.max(g.agree, c.score);
    else if (!g.disagree || c.score > g.disagree.score) g.disagree = c;
    groups.set(key, g);
  }
  let bestDisagree: Candidate | null = null;
  const qualifying: Candidate[] = [];
  for (const g of groups.values()) {
    // A value the witness only said yes to (it was the question's) needs a closer source; so does
    // a sum said only by its leading figures ("six twelve"), which could be a sum of any size.
    const threshold = THRESHOLDS[claim.kind] + (claim.kind !== 'negation' && (claim.adopted || (claim.value.kind === 'amount' && claim.value.digits !== undefined)) ? 0.1 : 0);
    if (!g.disagree || g.disagree.score < threshold || g.disagree.score < g.agree + MARGIN) continue;
    qualifying.push(g.disagree);
    const rank = (c: Candidate) => c.score + sourceWeight(c.quote, exhibits);
    if (!bestDisagree || rank(g.disagree) > rank(bestDisagree)) bestDisagree = g.disagree;
  }
  if (!bestDisagree) return null;
  // Cancelled when a source clearly closer to the subject agrees (the disagreeing sentence is
  // about something else), or when only another witness's testimony disagrees and a primary
  // document states the witness's value.
  const bestAgree = Math.max(0, ...candidates.filter((c) => c.agrees).map((c) => c.score));
  if (bestDisagree.quote.source === 'document' && bestAgree >= bestDisagree.score + CLEARLY_CLOSER[claim.kind === 'negation' ? 'negation' : 'value']) return null;
  // (A primary document that only names the witness's value in passing — a custodian list naming
  // Derek Sandoval — does not outweigh a transcript answering the very question.)
  const primaryBar = Math.max(PRIMARY_AGREES, bestDisagree.score - PRIMARY_GAP);
  // (Another witness's transcript is testimony though it was marked as an exhibit.)
  if (testimonyFile(bestDisagree.quote) && candidates.some((c) => c.agrees && c.score >= primaryBar && sourceWeight(c.quote, exhibits) > 0 && !testimonyFile(c.quote))) return null;
  // A pleading restates the facts as its party puts them ("damages of not less than $2,826,385.00"):
  // where only pleadings and transcripts disagree and a primary paper at least as close states the
  // witness's value, the paper answers.
  if (qualifying.every((c) => restating(c.quote)) && candidates.some((c) => c.agrees && c.score >= bestDisagree.score && sourceWeight(c.quote, exhibits) > 0 && !restating(c.quote))) return null;
  // Decided on the strongest source; cited from the session's exhibits when one of them also
  // states a different value: the exhibit is what the examining lawyer has in front of the witness.
  const cited = qualifying.filter((c) => c.quote.document_id && exhibits.has(c.quote.document_id)).sort((a, b) => b.score - a.score)[0] ?? bestDisagree;
  return {
    claim,
    kind: claim.kind,
    confidence: Math.round(Math.min(1, cited.score * claim.certainty) * 100) / 100,
    source: cited.quote,
    sourceValue: cited.sourceValue,
  };
}

/** Words of hedging: how sure the witness is, never what the answer is about. */
const HEDGE = new Set([...APPROXIMATE_WORDS, 'somewhere', 'guess', 'guessing', 'estimate', 'ballpark', 'believe', 'figure']);
/**
 * Seasons date an answer ("in the spring of two thousand sixteen"): like a month or a number in
 * words, part of the value, and no word to find the documents by.
 */
const SEASONS = new Set(['spring', 'summer', 'autumn', 'winter']);
/** Fewer search words than this of the question's and answer's own, and the claims' subject fills up the search. */
const FEW_WORDS = 3;

/** The words an answer's subject is searched by: the strongest, not the parties' names. */
export function searchWords(subject: Bag, common: Set<string>, raw: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const [i, w] of raw.entries()) {
    const lower = w.toLowerCase();
    if (lower.length < 3 || common.has(lower) || seen.has(lower) || (isStopWord(lower) && !nounAfter(raw[i - 1] ?? '', lower)) || HEDGE.has(lower) || isNumberWord(lower) || SEASONS.has(lower) || /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/.test(lower)) continue;
    seen.add(lower);
    out.push(lower);
    if (out.length >= 7) break;
  }
  // The documents' own words for the same thing: "contract" finds the Agreement, "fix" the cure.
  for (const w of [...out]) {
    for (const other of alsoSaid(w)) {
      if (seen.has(other) || out.length >= 11) continue;
      seen.add(other);
      out.push(other);
    }
  }
  // A question of few words of its own ("And how long were they on site?") is about what the
  // exchange before named: its claims' subject fills the search up (by weight, and in the order said
  // where weights tie: the question before comes before its answer).
  if (out.length < FEW_WORDS) {
    const lent = [...subject].filter(([w]) => !common.has(w) && !seen.has(w) && !isStopWord(w)).sort((a, b) => b[1] - a[1]);
    for (const [w] of lent.slice(0, 6 - out.length)) out.push(w);
  }
  return out;
}

/**
 * Subject words weighed by how rare they are among the sentences read for this answer: the words
 * every retrieved sentence shares ("notice") tell them apart less than the rarer ones ("sent").
 */
export function weighByRarity(subject: Bag, sentences: SourceSentence[], proper: readonly string[] | null = null): Bag {
  if (sentences.length < 4) return subject;
  const out: Bag = new Map();
  for (const [w, weight] of subject) {
    const df = sentences.reduce((n, s) => n + (s.bag.has(w) ? 1 : 0), 0);
    // For a figure or a date (`proper` given), a word none of the sentences read uses is the
    // asker's or the witness's own wording ("what do you attribute", "the amount on that line"):
    // it cannot tell one source from another, so it weighs little. A name stays heavy: no source
    // naming it is no source about it. (Not for names and yes/no: there the unmatched words are
    // what tells whom or which act the question is about — "their CEO", "on whose behalf".)
    if (df === 0 && proper && !proper.includes(w)) out.set(w, weight * UNATTESTED);
    else out.set(w, weight * (0.5 + Math.log((sentences.length + 1) / (df + 1)) / Math.log(sentences.length + 1)));
  }
  return out;
}

/** What a subject word no sentence read uses weighs, against its own weight. */
const UNATTESTED = 0.4;

export function candidatesFor(claim: Claim, sentences: SourceSentence[], earlier: EarlierAnswer[]): Candidate[] {
  if (claim.kind !== 'negation' && claim.address) return addressCandidates(claim, claim.address, sentences);
  if (claim.kind !== 'negation' && claim.court) return courtCandidates(claim.court, sentences);
  if (claim.kind === 'negation') return polarityCandidates({ ...claim, subject: weighByRarity(claim.subject, sentences) }, sentences, earlier);
  return valueCandidates({ ...claim, subject: weighByRarity(claim.subject, sentences, claim.kind === 'name' || claim.kind === 'place' ? null : (claim.proper ?? [])) }, sentences, earlier);
}

/**
 * The referent's sentences hold its name's words: "Who signed it?" after "the notice of breach" is
 * asked of the notice's every line, its signature block included, which never says "notice".
 */
const SIGNATURE_WORDS = ['sign', 'signature', 'block'].map((w) => canonical(w));

export function withReferentName(sentences: SourceSentence[], referentIds: string[] | null): SourceSentence[] {
  if (!referentIds || referentIds.length === 0) return sentences;
  return sentences.map((s) => {
    if (!referentIds.includes(s.documentId)) return s;
    const name = bagOf(stripName(s.filename));
    // Its closing is its signature: "who signed it", "looking at the signature block".
    if (s.closing) for (const w of SIGNATURE_WORDS) name.set(w, 1);
    // Its date line is the date it bears ("What date does it bear?"): only the letter asked about's,
    // or every letter's date line would answer for the one meant.
    if (s.dateLine) for (const w of BEARS_WORDS) name.set(w, 1);
    // A letter's heading is read under its title and its kind: "the declination letter" names
    // "Declination of Coverage", whose file name says "denial of claim".
    if (s.heading) for (const w of [...s.heading, canonical('letter')]) name.set(w, 1);
    // What the paper says, states or puts is what each of its sentences does ("the complaint you
    // read puts the investment at what figure?"). (Not the date it bears: that is its date line's.)
    for (const w of PAPER_TELLS) if (!name.has(w) && !BEARS_WORDS.includes(w)) name.set(w, 1);
    // (The date is the line's one value: "bear" is as near it as words can be.)
    return { ...s, bag: new Map([...name, ...s.bag]), ...(s.titled ? { titled: new Map([...name, ...s.titled]) } : {}), ...(s.dateLine ? { lead: [...s.lead, ...BEARS_WORDS] } : {}), referent: true };
  });
}

/**
 * The court a pleading's caption names ("UNITED STATES DISTRICT COURT" with "DISTRICT OF NEW
 * JERSEY" on the line below): the court the case is pending in. One per document, its first.
 */
function courtCandidates(said: CourtValue, sentences: SourceSentence[]): Candidate[] {
  const out: Candidate[] = [];
  const seen = new Set<string>();
  for (const [i, s] of sentences.entries()) {
    if (seen.has(s.documentId) || !CAPTION_COURT.test(s.text) || s.text.length > CAPTION_LINE) continue;
    // (The line below names its district or county: "DISTRICT OF NEW JERSEY".)
    const next = sentences[i + 1];
    const below = next && next.documentId === s.documentId && next.pageNumber === s.pageNumber && /\b(?:district|county|state)\b/i.test(next.text) && next.text.length <= CAPTION_LINE ? [s.text, next.text] : [s.text];
    const written = findCourt(below.join('\n'));
    if (!written?.system) continue;
    seen.add(s.documentId);
    out.push({ score: CAPTION_SCORE, agrees: courtsAgree(said, written), quote: documentQuote(s), sourceValue: below.join(', ') });
  }
  return out;
}
/** A caption's court line: short, naming a court. */
const CAPTION_COURT = /\bCOURT\b|\b(?:District|Superior|Supreme|County|Circuit) Court\b/;
const CAPTION_LINE = 90;
/** How close a caption is to "which court is this case pending in?": it says just that. */
const CAPTION_SCORE = 0.8;

/** How close an address written for the person or the role asked is to "what address does it give for you?". */
const ADDRESS_LINE_SCORE = 0.8;
/** Words between a name and an address that make it another's: the name's lawyers, an agent. */
const OTHERS_ADDRESS = /\b(?:represented by|attorneys?|counsel|care of|c\/o|law (?:firm|offices?))\b/i;
/** How far before an address (in characters, on its page) the name it is written for may stand. */
const ADDRESS_REACH = 200;

/**
 * The addresses the documents write for the one asked about: after the person's name ("Grace
 * Okafor, 214 Lefferts Avenue"; "Dr. Alan Prescott … 2800 Centennial Parkway" two lines below),
 * or, with no name asked, those on the same street in the paper the question is about — its
 * recipient's block when asked where it was sent, its letterhead when asked where it came from.
 * A paper giving another street, number or town for it contradicts the answer; one giving the
 * same agrees.
 */
function addressCandidates(claim: ValueClaim, said: StreetAddress, sentences: SourceSentence[]): Candidate[] {
  const out: Candidate[] = [];
  const whose = claim.addressOf ?? [];
  for (const [i, s] of sentences.entries()) {
    // (Not a transcript's answer: what a witness said of an address is testimony, not the paper's.
    // A letter's heading lines carry its title words as their lead, and are the paper's.)
    if (s.text.includes('?') || (s.lead.length > 0 && !s.heading)) continue;
    // With neither a name nor the paper asked about, only a letterhead ("according to your letterhead")
    // — or, asked of no paper at all ("what's the marina's street address?"), an address on the
    // street the witness named (below): its number or town misremembered.
    if (whose.length === 0 && !s.referent && !(claim.addressRole === 'sender' && s.letterhead) && claim.addressRole !== undefined) continue;
    if ((claim.addressRole === 'recipient' && s.letterhead) || (claim.addressRole === 'sender' && s.referent && !s.letterhead)) continue;
    const written = findStreetAddresses(s.text);
    if (written.length === 0) continue;
    // (The block the question points to — the recipient's under the date of the paper asked about,
    // its letterhead for the sender — is the address asked, whatever street it is on.)
    const pointed = claim.addressRole !== undefined && s.referent && s.heading && (claim.addressRole === 'sender') === Boolean(s.letterhead);
    // The lines above it on the same page, nearest last: a letter's address block.
    const above: string[] = [];
    for (let j = i - 1; j >= 0 && above.join(' ').length < ADDRESS_REACH; j -= 1) {
      const prev = sentences[j]!;
      if (prev.documentId !== s.documentId || prev.pageNumber !== s.pageNumber) break;
      above.unshift(prev.text);
    }
    for (const a of written) {
      // (Nor, with no name asked, another street: a paper writes several parties' addresses; the
      // one meant is the one on the same street, its number or town misremembered.)
      if (whose.length === 0 && a.street !== said.street && !pointed) continue;
      if (whose.length > 0) {
        const before = `${above.join(' ')} ${s.text.slice(0, a.start)}`;
        const near = before.slice(-ADDRESS_REACH);
        if (!whose.some((n) => mentionAt(n, near) >= 0)) continue;
        // (Nor is an address someone else's written after the name: another address between them,
        // or the name's lawyers — "Grace Okafor, 214 Lefferts Avenue … Attorneys: Harper & Lane LLP, …".)
        const between = near.slice(Math.max(...whose.map((n) => mentionAt(n, near))));
        if (findStreetAddresses(between).length > 0 || OTHERS_ADDRESS.test(between)) continue;
      }
      out.push({ score: ADDRESS_LINE_SCORE, agrees: addressesAgree(said, a), quote: documentQuote(s), sourceValue: a.quote });
    }
  }
  return out;
}

/** How close a line of the paper itself that marks a name's role ("Attn:", "cc:", its closing) is to "who was it addressed to?". */
const ROLE_LINE_SCORE = 0.8;

/**
 * "What city did it go to?" of the letter asked about: the places of its heading, under the date for
 * where it went, in the letterhead for where it came from — however little of the question's words
 * those lines hold.
 */
function headingPlaces(claim: ValueClaim, sentences: SourceSentence[]): Candidate[] {
  const out: Candidate[] = [];
  for (const s of sentences) {
    if (!s.referent || !s.heading || s.text.length > ROLE_LINE_LENGTH || (claim.role === 'sender') !== Boolean(s.letterhead)) continue;
    for (const v of sentenceValues(s, 'place')) {
      const agrees = valuesAgree(claim, v);
      if (agrees !== null) out.push({ score: ROLE_LINE_SCORE, agrees, quote: documentQuote(s), sourceValue: v.quote });
    }
  }
  return out;
}

/**
 * The referent's own lines that say who played the role asked ("Attn: Thomas Beckett" for whom it
 * was addressed to, its closing for who signed it): about that paper, whatever other words the
 * question uses ("who at Northwind was it addressed to").
 */
function roleLines(claim: Claim, sentences: SourceSentence[]): Candidate[] {
  // (A place the question put and the witness said yes to — "did it go to Castellan by courier?" —
  // is not where the witness says it went.)
  if (claim.kind === 'place' && (claim.role === 'recipient' || claim.role === 'sender')) return claim.adopted ? [] : headingPlaces(claim, sentences);
  // (An organisation said — "She's director of the Office of Manufacturing Quality" — is no person
  // put in the role: the lines name who signed, not the body they sign for.)
  if (claim.kind !== 'name' || !claim.role || (claim.value.kind === 'name' && claim.value.nameType === 'organization')) return [];
  const out: Candidate[] = [];
  for (const s of sentences) {
    const addressees = claim.role === 'recipient' ? addresseeLine(claim, s) : null;
    if (addressees) {
      out.push(addressees);
      continue;
    }
    if (!s.referent || s.text.length > ROLE_LINE_LENGTH) continue;
    // "Who signed it for Northwind?": a signature block's line for another party is another signer.
    if (claim.party && s.signedFor && !claim.party.some((w) => s.signedFor!.includes(w))) continue;
    for (const v of sentenceValues(s, 'name')) {
      if (v.kind !== 'name' || v.nameType === 'organization') continue;
      // (A person named in a letter's heading below its letterhead, not on its "Re:" line, is whom it
      // is addressed to: the inside address, "Dear Dr. Prescott:".)
      const role = roleAt(s.text, v.start) ?? (s.closing && !COPY_LINE.test(s.text) ? 'sender' : s.heading && !s.letterhead && !s.closing && !COPY_LINE.test(s.text) && !SUBJECT_LINE.test(s.text) ? 'recipient' : null);
      if (role !== claim.role) continue;
      const agrees = valuesAgree(claim, v);
      if (agrees !== null) out.push({ score: ROLE_LINE_SCORE, agrees, quote: documentQuote(s), sourceValue: v.quote });
    }
  }
  return out;
}
/** A name that may be a person's (not a firm's, a place's or a post's): what "to whom" and "who did it" ask. */
const personLike = (v: Value): v is NameValue => v.kind === 'name' && (v.nameType === 'person' || v.nameType === 'unknown');

/** A paper's "To:" line (an e-mail's header, a memo's "TO:"): every addressee, however long the line. */
const TO_LINE = /^\s*to\s*:\s*\S/i;

/**
 * "To whom did you address it? — To Daniel Lane and to Sandra Whitlock." against the paper's own "To:"
 * line: that line names every addressee, so each name the witness gives is held against it alone —
 * one it names agrees, one it does not is no addressee (the other names of the answer are no
 * alternatives here).
 */
function addresseeLine(claim: ValueClaim, s: SourceSentence): Candidate | null {
  if (!s.referent || !TO_LINE.test(s.text) || !personLike(claim.value)) return null;
  const asked = claim.value.value;
  const named = sentenceValues(s, 'name').filter(personLike);
  if (named.length === 0) return null;
  const agrees = named.some((v) => namesAgree(asked, v.value));
  return { score: ROLE_LINE_SCORE, agrees, quote: documentQuote(s), sourceValue: named.map((v) => v.value).join('; ') };
}

/** A letter's subject line ("Re: Grace Okafor - incident of …", "Subject: …"): what it is about, not whom it is to. */
const SUBJECT_LINE = /^\s*(?:re|subject|subj)\s*[:.]/i;
/** A line that marks a role is short: a heading's "Attn:" line, a closing, a copy line. */
const ROLE_LINE_LENGTH = 90;

/**
 * A question about the document named before ("Who signed it for Northwind?" after "Let's turn to
 * the notice of breach"): when that document bears on the claim, it decides — another paper of the
 * case agreeing (the agreement Beckett did sign for Northwind) answers another question. The earlier
 * testimony still counts. Where the document says nothing of it, every source does, as before.
 */
export function aboutReferent(claim: Claim, sentences: SourceSentence[], earlier: EarlierAnswer[], referentIds: string[] | null): Candidate[] {
  if (!referentIds || referentIds.length === 0) return candidatesFor(claim, sentences, earlier);
  // The words of the exchange before that pointed at it ("the notice of breach … when did
  // Castellan receive it?") have done their work: the question is the rest.
  const asked = claim.kind !== 'negation' && claim.leaned ? { ...claim, subject: withoutWords(claim.subject, claim.leaned) } : claim;
  const all = candidatesFor(asked, sentences, earlier);
  // (Its own sentences are read with those words too: they are the paper's.)
  const own = [...all, ...(asked === claim ? [] : candidatesFor(claim, sentences, [])), ...roleLines(claim, sentences), ...placeOfPaper(claim, sentences), ...executedAt(claim, sentences), ...fieldLines(claim, sentences)].filter((c) => c.quote.document_id !== null && referentIds.includes(c.quote.document_id));
  if (!own.some((c) => c.score >= THRESHOLDS[claim.kind])) own.push(...onlyClock(claim, sentences.filter((s) => referentIds.includes(s.documentId))));
  if (!own.some((c) => c.score >= THRESHOLDS[claim.kind])) return all;
  return [...own, ...all.filter((c) => c.quote.source === 'testimony')];
}

/** A form's field naming who did a thing: "Intake by: Janet Kowalski", "Prepared by: …", "Approved by: …". */
const DONE_BY_FIELD = /\b([A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*)?)\s+by\s*:\s*([^;|\n]+)/g;

/**
 * "Who did the intake? — Douglas Pryor" against the referent's "Intake by: Janet Kowalski, HR
 * Manager": a form's "<act> by:" field whose act is the question's names who did it, however long
 * the line the form's fields were read into.
 */
function fieldLines(claim: Claim, sentences: SourceSentence[]): Candidate[] {
  if (claim.kind !== 'name' || claim.role || !personLike(claim.value)) return [];
  const asked = claim.value.value;
  const act = new Set([...claim.subject.keys(), ...(claim.act ?? [])]);
  const out: Candidate[] = [];
  for (const s of sentences) {
    if (!s.referent) continue;
    for (const m of s.text.matchAll(DONE_BY_FIELD)) {
      if (![...bagOf(m[1]!).keys()].some((w) => act.has(w))) continue;
      const named = findNames(m[2]!, false).filter(personLike);
      if (named.length === 0) continue;
      out.push({ score: ROLE_LINE_SCORE, agrees: named.some((v) => namesAgree(asked, v.value)), quote: documentQuote(s), sourceValue: named[0]!.value });
    }
  }
  return out;
}

/**
 * "Which facility is it from?" of a paper whose own name places it ("Red Hook spoilage log - October
 * 2023"): the places its name gives (any of them agrees; none of them, the answer is another site).
 */
function placeOfPaper(claim: Claim, sentences: SourceSentence[]): Candidate[] {
  if (claim.kind !== 'place' || !claim.paperPlace) return [];
  const out: Candidate[] = [];
  const seen = new Set<string>();
  for (const s of sentences) {
    if (!s.referent || seen.has(s.documentId)) continue;
    seen.add(s.documentId);
    const title = s.filename.replace(/\.[a-z0-9]{2,5}$/i, '');
    const places = findPlaces(title, true);
    if (places.length === 0) continue;
    const verdicts = places.map((p) => valuesAgree(claim, p));
    if (verdicts.every((v) => v === null)) continue;
    const agrees = verdicts.some((v) => v === true);
    out.push({ score: ROLE_LINE_SCORE, agrees, quote: { ...documentQuote(s), text: title }, sourceValue: places.map((p) => p.value).join(', ') });
  }
  return out;
}

/**
 * A sworn paper's closing line: "Executed on September 19, 2024, in Princeton, New Jersey." (the form
 * of every unsworn declaration under penalty of perjury), "Signed at Newark", "Dated at Boston,
 * Massachusetts, this 3rd day of May", "Sworn to … at Riverhead".
 */
const EXECUTION_LINE = /\b(?:executed|signed|dated|sworn(?: to)?(?: and subscribed)?|subscribed and sworn(?: to)?)\b[^.;]{0,60}?\b(?:at|in)\s+([A-Z][^.;]{1,60})/i;

/**
 * "Where did Ms. Whitlock sign her declaration? — At the lawyers' office in New York." of a paper
 * that says where it was executed: the place its execution line gives (however little of the
 * question's words the line holds: "executed" for "signed").
 */
function executedAt(claim: Claim, sentences: SourceSentence[]): Candidate[] {
  if (claim.kind !== 'place' || ![...claim.subject.keys()].some((w) => SIGNING_WORD.test(w))) return [];
  const out: Candidate[] = [];
  for (const s of sentences) {
    if (!s.referent) continue;
    const line = EXECUTION_LINE.exec(s.text);
    if (!line) continue;
    const places = findPlaces(line[1]!, true);
    const verdicts = places.map((p) => valuesAgree(claim, p));
    if (verdicts.every((v) => v === null)) continue;
    out.push({ score: ROLE_LINE_SCORE, agrees: verdicts.some((v) => v === true), quote: documentQuote(s), sourceValue: places.map((p) => p.value).join(', ') });
  }
  return out;
}
/** The signing words as the subject holds them (stemmed): sign, signed, execute, executed. */
const SIGNING_WORD = /^(?:sign|signatur|execut|countersign)/;

/** Words of a paper telling something: it says, states, gives, puts, lists, shows, records. */
const PAPER_TELLS = ['say', 'state', 'give', 'put', 'list', 'show', 'record', 'report', 'read', 'bear'].map((w) => canonical(w));

/**
 * "The proof of loss states a time of day for the loss. What time does it give?": a paper that
 * states one time of day, and only one, states the time asked of it, whatever words stand near it.
 * (Dates are not read so: a letter holds many.)
 */
function onlyClock(claim: Claim, own: SourceSentence[]): Candidate[] {
  if (claim.kind !== 'date' || claim.value.kind !== 'date' || claim.value.clock === undefined || claim.value.range) return [];
  // (Only asked of the paper — "what time does it give", "it puts the time at" — not of the witness's own day.)
  if (!PAPER_TELLS.some((w) => claim.subject.has(w))) return [];
  const times = own.flatMap((s) => sentenceValues(s, 'clock').filter((v) => v.kind === 'date' && !v.range).map((v) => ({ s, v })));
  const distinct = new Set(times.map(({ v }) => (v.kind === 'date' ? v.clock : null)));
  if (distinct.size !== 1) return [];
  const { s, v } = times[0]!;
  const agrees = valuesAgree(claim, v);
  // (Surer than the bar an adopted value must clear: "It puts the time at 9:42. That's accurate? — Yes.")
  return agrees === null ? [] : [{ score: THRESHOLDS.date + 0.15, agrees, quote: documentQuote(s), sourceValue: v.quote }];
}

/** The document sentence a flag cites (its quote opens with the sentence's text). */
const citedSentence = (c: Contradiction, sentences: SourceSentence[]): SourceSentence | undefined =>
  sentences.find((x) => x.documentId === c.source.document_id && x.pageNumber === c.source.page_number && c.source.text.startsWith(x.text.slice(0, 120)));

/**
 * Whether the sentence a value's flag cites states every value of that kind the answer gave ("About
 * forty-six a day, against the hundred and twenty." against "an average of 46 … trailers per day,
 * against the 120 trailers of Dedicated Reefer Capacity"): the answer restates the sentence, its
 * values only paired the other way round by the reading.
 */
export function statesAll(c: Contradiction, claims: Claim[], sentences: SourceSentence[]): boolean {
  const claim = c.claim;
  if (claim.kind === 'negation' || c.source.source !== 'document') return false;
  const same = claims.filter((x): x is ValueClaim => x.kind === claim.kind);
  // (Two values, not one said twice: "January. The twenty-second of January." is one date, and a
  // sentence giving it for another event and another date for the one asked still contradicts.)
  const distinct = same.filter((x, i) => !same.slice(0, i).some((y) => valuesAgree(y, x.value) === true || valuesAgree(x, y.value) === true));
  if (distinct.length < 2) return false;
  const s = citedSentence(c, sentences);
  if (!s) return false;
  const values = sentenceValues(s, valueKind(claim.value));
  // (The same figure, whatever rate the reading gave each: "the hundred and twenty" took the question's "a day".)
  const figure = (v: Value): number | null => (v.kind === 'quantity' ? v.value : v.kind === 'amount' ? v.amount : null);
  return same.every((x) => values.some((v) => valuesAgree(x, v) === true || (figure(v) !== null && figure(v) === figure(x.value))));
}

/**
 * Whether the answer also gave the very value the cited sentence states, for the same question
 * ("It was after Labor Day... the tenth. September tenth." against "September 10, 2024"; "Four twelve
 * six. Four hundred twelve thousand, six hundred." against "$412,600.00"): the witness worked round
 * to the paper's figure, and a value said on the way there is not the answer.
 */
export function alsoSaysSource(c: Contradiction, claims: Claim[], sentences: SourceSentence[]): boolean {
  const claim = c.claim;
  if ((claim.kind !== 'date' && claim.kind !== 'amount' && claim.kind !== 'quantity') || c.source.source !== 'document' || claim.adopted) return false;
  // Said after it and as exactly: "Late October, maybe October 30" ends on the thirtieth, and
  // "November first. October was the shoulder season" does not take back the first.
  const others = claims.filter((x): x is ValueClaim => x.kind === claim.kind && x !== claim && !x.adopted && x.value.start > claim.value.start);
  if (others.length === 0) return false;
  const s = citedSentence(c, sentences);
  if (!s) return false;
  const cited = sentenceValues(s, valueKind(claim.value)).filter((v) => v.quote === c.sourceValue);
  const asExact = (x: ValueClaim, v: Value) => x.value.kind !== 'date' || v.kind !== 'date' || x.value.granularity === v.granularity || x.value.granularity === 'day';
  return others.some((x) => cited.some((v) => asExact(x, v) && valuesAgree(x, v) === true));
}

/** The most that may stand between two figures said as alternatives: ", ", " or ", " to ", " - ". */
const ALTERNATIVE_GAP = 5;

/** A figure's size for comparing with a range's ends: a sum said by its leading figures is compared by its lead. */
function figureOf(v: Value, digits?: string): number | null {
  if (v.kind === 'quantity') return v.value;
  if (v.kind !== 'amount') return null;
  if (digits === undefined) return v.amount;
  const whole = String(Math.round(Math.abs(v.amount)));
  return whole.length < digits.length ? null : Math.abs(v.amount) / 10 ** (whole.length - digits.length);
}

/**
 * Two figures said one after the other as alternatives ("Eighteen-two, eighteen-three.", "Forty or
 * forty-five thousand") bound what the witness remembers: a written figure that either of them
 * agrees with, or that lies between them ($18,230.77), is what was said, not a contradiction of the
 * one that misses it.
 */
export function bracketsSource(c: Contradiction, claims: Claim[], sentences: SourceSentence[]): boolean {
  const claim = c.claim;
  if ((claim.kind !== 'amount' && claim.kind !== 'quantity') || c.source.source !== 'document') return false;
  const own = claim.value;
  const beside = (x: ValueClaim): boolean => {
    const [a, b] = x.value.start < own.start ? [x.value, own] : [own, x.value];
    return b.start - (a.start + a.quote.length) <= ALTERNATIVE_GAP && b.start >= a.start + a.quote.length;
  };
  // (Not a measure said in two units: "A month. Thirty days" is one length said twice, not a range
  // from one to thirty.)
  const sameUnit = (x: ValueClaim): boolean => {
    if (own.kind !== 'quantity' || x.value.kind !== 'quantity') return true;
    const [a, b] = [measureOf(own.unit), measureOf(x.value.unit)];
    return !a || !b || a[0] !== b[0] || a[1] === b[1];
  };
  const ends = claims.filter((x): x is ValueClaim => x !== claim && x.kind === claim.kind && !x.adopted && beside(x) && sameUnit(x));
  if (ends.length === 0) return false;
  const s = citedSentence(c, sentences);
  if (!s) return false;
  const cited = sentenceValues(s, valueKind(own)).filter((v) => v.quote === c.sourceValue);
  const digitsOf = (v: Value): string | undefined => (v.kind === 'amount' ? v.digits : undefined);
  return ends.some((x) =>
    cited.some((v) => {
      if (valuesAgree(x, v) === true) return true;
      // (Both ends said alike — both in full, or both by the same number of leading figures.)
      if (digitsOf(own)?.length !== digitsOf(x.value)?.length) return false;
      const said = (w: Value): number | null => (digitsOf(w) !== undefined ? Number(digitsOf(w)) : figureOf(w));
      const [low, high, written] = [said(own), said(x.value), figureOf(v, digitsOf(own))];
      return low !== null && high !== null && written !== null && Math.min(low, high) <= written && written <= Math.max(low, high) + (digitsOf(own) ? 1 : 0);
    }),
  );
}

/** Whether a sentence names the witness (any word of their name but a title or an initial). */
function namesWitness(text: string, deponent: string | undefined): boolean {
  if (!deponent) return true;
  const words = rawWords(deponent).filter((w) => w.length > 2 && !/^(?:mr|mrs|ms|dr|jr|sr)$/i.test(w));
  return words.length === 0 || words.some((w) => new RegExp(String.raw`\b${w.replace(/[^\p{L}'’-]/gu, '')}\b`, 'iu').test(text));
}

/**
 * Whether a document's sentence can speak of the witness as a person: it names them, or the paper is
 * theirs by its name and the sentence says "I" ("Pryor Deposition 2024-10-29.pdf": "I think Janet
 * mentioned it in late June" — not the same declaration's "seven engineers had write access").
 */
export function ownPaper(quote: StoredQuote, deponent: string | undefined): boolean {
  return namesWitness(quote.text, deponent) || (namesWitness(quote.filename ?? '', deponent) && /\b(?:I|my|me|myself)\b/.test(quote.text));
}

/**
 * "Which lawyers signed the complaint? — Daniel Lane and Priya Natarajan": a line naming only
 * another of the people or places the witness listed ("By: /s/ Daniel Lane") is that one's, not
 * this one's denial — whichever reading found it (a sentence's values, a signature or role line).
 */
export function namesSibling(claim: Claim, c: Candidate): boolean {
  if (c.agrees || (claim.kind !== 'name' && claim.kind !== 'place') || !claim.siblings?.length) return false;
  const named = c.sourceValue.split(/;\s*/).filter((n) => n.trim() !== '');
  return named.length > 0 && named.every((n) => claim.siblings!.some((sibling) => namesAgree(sibling, n)));
}

/**
 * Contradictions of one answer's claims. `words`: what to search the case's documents for (the
 * question's and answer's content words).
 */
export async function findContradictions(search: SearchContext | null, words: string[], claims: Claim[], earlier: EarlierAnswer[]): Promise<Contradiction[]> {
  const exhibits = new Set(search?.exhibitIds ?? []);
  if (claims.length === 0) return [];
  const sentences = withReferentName(search ? await sentencesFor(search, words) : [], search?.referentIds ?? null);
  const found: Contradiction[] = [];
  for (const claim of claims) {
    if (claim.kind !== 'negation' && claim.listed) continue;
    const all = aboutReferent(claim, sentences, earlier, search?.referentIds ?? null);
    const candidates = all.filter((c) => !(claim.disputes && PLEADING.test(c.quote.filename ?? '')) && !(claim.personal && c.quote.source === 'document' && !ownPaper(c.quote, search?.deponent)) && !namesSibling(claim, c));
    const c = decide(claim, candidates, exhibits);
    if (c && !statesAll(c, claims, sentences) && !alsoSaysSource(c, claims, sentences) && !bracketsSource(c, claims, sentences)) found.push(c);
  }
  // One flag per kind and source: the surest.
  const best = new Map<string, Contradiction>();
  for (const c of found) {
    const key = `${c.kind}:${c.source.document_id ?? c.source.line}`;
    if (!best.has(key) || best.get(key)!.confidence < c.confidence) best.set(key, c);
  }
  return [...best.values()];
}
