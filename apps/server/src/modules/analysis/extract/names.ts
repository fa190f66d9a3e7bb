import nlp from 'compromise';
import type { PersonRole } from '@app/contract';
import { roleAt } from './roles.js';
import { SIGN_OFF } from './sign-off.js';

export type NameType = 'person' | 'organization' | 'place';

export interface FoundName {
  type: NameType;
  /** Cleaned name ("Raymond Voss", "Castellan Logistics LLC"); honorifics removed. */
  value: string;
  quote: string;
  start: number;
  end: number;
  /** For people: the role the paper gives them where they are named (roles.ts). */
  role?: PersonRole;
  /** For people named with their mailbox ("Jim Lokay <jim@…>", e-mail headers): the address. */
  address?: string;
}

const CAP = String.raw`(?:[A-Z][A-Za-z'’\-]*\.?|[A-Z](?:\.[A-Z])+\.?|&)`;
const ORG_SUFFIX = String.raw`(?:Inc\.|Inc\b|LLC|L\.L\.C\.|LLP|L\.L\.P\.|Corp\.|Corporation|Co\.|Company|Ltd\.|Limited|Group|Cooperative|Bank|Partners|P\.C\.|PLLC|L\.P\.|N\.A\.|Holdings|Association|Authority|Agency|University|Hospital|Foundation)`;
/** "Castellan Logistics LLC", "Harper & Lane LLP", "Hudson Valley Dairy Cooperative". */
const ORG = new RegExp(String.raw`\b${CAP}(?:,? (?:${CAP}|of|for|the))*?,? ${ORG_SUFFIX}`, 'g');
/**
 * A body named by its kind, then "of" what it is for: "Office of Manufacturing Quality", "Department
 * of Transportation", "University of Vermont" (one name, not "Office" and a place after it).
 */
const UNIT_OF = /\b(?:Office|Department|Division|Bureau|Center|Centre|Board|Commission|Institute|University|College|School|Ministry|Agency|Administration|Council) of (?:the )?[A-Z][A-Za-z'’-]+(?: (?:and |& )?[A-Z][A-Za-z'’-]+)*/g;
/** The kinds of practice a name ends in: "Associates", "Engineering", "Laboratories". */
const PRACTICE_KINDS = ['Associates', 'Consultants', 'Consulting', 'Engineering', 'Engineers', 'Laboratories', 'Pharmaceuticals', 'Orthopaedics', 'Orthopedics'];
/**
 * The trades a practice is named for: a name only with a word of its own before the trade
 * ("Prospect Park Physical Therapy", "Halden Data Recovery"), not a heading's "Physical Therapy"
 * or "Data Recovery".
 */
const TRADES: ReadonlySet<string> = new Set(['Therapy', 'Dental', 'Dentistry', 'Chiropractic', 'Radiology', 'Imaging', 'Rehabilitation', 'Pharmacy', 'Services', 'Recovery', 'Robotics', 'Automation', 'Insurance', 'Adjusters']);
/**
 * A practice named for what it does: "Northeast Forensic Engineering", "Brooklyn Orthopaedic
 * Associates", "Clearwater Laboratories" — capitalised words before the kind of practice, none of
 * them an office's ("Vice President of Engineering", "Quality Engineering" are a post and a team).
 */
const PRACTICE = new RegExp(String.raw`\b((?:[A-Z][A-Za-z'’\-]+ ){1,4})(${[...PRACTICE_KINDS, ...TRADES].join('|')})\b`, 'g');
/** Words of a trade's own name ("Physical Therapy", "Data Recovery"): no practice's name on their own. */
const TRADE_WORD = /^(?:Physical|Occupational|Speech|Mental|Behavioral|Behavioural|Family|General|Data|Forensic|Medical|Diagnostic|Cosmetic|Pediatric|Paediatric|Sports|Industrial|Mutual|Life|Health|Property|Casualty|Financial|Technical|Support|Professional|Legal|Emergency|Social)$/;
/** "Mr. Voss", "Judge Jesse M. Furman", "Dr. Anita Marsh". */
const TITLED = /\b(?:Mr|Ms|Mrs|Dr|Hon|Prof)\. ?((?:[A-Z][a-z'’-]+(?:[A-Z][a-z'’]+)?|[A-Z]\.)(?: (?:[A-Z][a-z'’-]+(?:[A-Z][a-z'’]+)?|[A-Z]\.))*)|\b(?:Judge|Justice|Magistrate Judge) ((?:[A-Z][a-z'’-]+(?:[A-Z][a-z'’]+)?|[A-Z]\.)(?: (?:[A-Z][a-z'’-]+(?:[A-Z][a-z'’]+)?|[A-Z]\.))*)/g;
/** E-mail headers and signatures: "Elena Ruiz <eruiz@northwindfreight.example>". */
const MAILBOX = /\b([A-Z][a-z'’-]+(?:[A-Z][a-z'’]+)?(?: [A-Z]\.)?(?: [A-Z][a-z'’-]+(?:[A-Z][a-z'’]+)?){1,2}) <([^>\s]+@[^>\s]+)>/g;
/**
 * A "person" whose last word names a facility or a place ("Henry Hub", "Katy Hub", "Waha Station",
 * "Elm Street") is a place: trading points and addresses read like first and last names.
 */
const PLACE_TAIL = /\s(?:Hub|Terminal|Station|Pipeline|Basin|Street|Avenue|Road|Boulevard|County|Plant|Harbor|Harbour|Airport|Refinery|Compressor|Interconnect|Citygate)$/;

/** Words that open the name of an office, not of a person ("General Counsel", "Chief Operating Officer"). */
const OFFICE_WORD = String.raw`(?:General|Chief|Director|Vice|Senior|Executive|Managing|Accounts|Legal|Human|Office|Department|Operations|President|Treasurer|Secretary|Customer|Claims|Risk|Contracts?|Facilities|Corporate|Quality|Compliance|Regulatory|Finance|Payroll|Engineering|Maintenance|Safety|Records|Procurement|Purchasing|Sales|Marketing|Manufacturing|Production|Shipping|Receiving|Accounting|Audit)\b`;

/** One word that is an office's ("Vice", "Quality"): no part of a practice's name. */
const OFFICE_RE = new RegExp(String.raw`^${OFFICE_WORD}$`);

/** A lower-case pattern source matching in any case: each letter becomes its class ("yours" → "[yY][oO]…"). */
const anyCase = (source: string) => source.replace(/[a-z]/g, (c) => `[${c}${c.toUpperCase()}]`);

/** A person by initial and surname, as trackers and logs write them: "K. Oduya", "S. Rao", "J.R. Ames". */
const INITIALED = String.raw`[A-Z]\.(?: ?[A-Z]\.)? [A-Z][a-z'’-]+(?:[A-Z][a-z'’]+)?`;
const PERSON = String.raw`[A-Z][a-z'’-]+(?:[A-Z][a-z'’]+)?(?: [A-Z]\.)?(?: [A-Z][a-z'’-]+(?:[A-Z][a-z'’]+)?){1,2}`;
/**
 * Where the paper itself says a person is named, which compromise misses in signature blocks and
 * captions: "/s/ Victoria Whitcombe", "By: Jane Roe", "Jane Roe, Esq.", "DEPOSITION OF KAREN LIU",
 * "Witness: Jane Roe".
 */
const MARKED = [
  new RegExp(String.raw`(?:\/s\/|\bBy:)[ \t]*(?:\/s\/[ \t]*)?(${PERSON})`, 'g'),
  new RegExp(String.raw`\b(${PERSON}),? Esq\.`, 'g'),
  // Whoever signs off a letter ("Very truly yours,\n\nDaniel Lane"); the sign-off in any case, the
  // name as written. Any case by letter classes, not an inline `(?i:…)` group: that syntax is new to
  // V8, and once, in a test run sharing one process across files, "Sincerely, Alma Way" was read as
  // no sign-off at all (not reproduced since; the plain form leaves the newest engine path out).
  new RegExp(String.raw`(?:^|[\n.]\s*)${anyCase(SIGN_OFF)},?\s+(${PERSON})\b`, 'g'),
  new RegExp(String.raw`\b(?:Witness|Deponent|Declarant):[ \t]*(${PERSON})`, 'g'),
  // A tracker's or a form's field for the person responsible ("Owner: K. Oduya", "Approved by: Dana
  // Ruiz"): trackers and logs write people by initial and surname, which compromise does not know.
  new RegExp(String.raw`\b(?:Owner|Assignee|Responsible(?: party)?|Prepared by|Approved by|Reviewed by|Verified by|Performed by|Completed by|Author|Analyst|Investigator|Inspector|Custodian)s?:[ \t]*(?!${OFFICE_WORD})(${PERSON}|${INITIALED})(?![\w'’-])`, 'g'),
  // Whom a letter is for ("Attention: Ellen Park", "Attn: Raymond Voss, Chief Operating Officer"),
  // not an office named there ("Attention: General Counsel").
  new RegExp(String.raw`\b(?:Attention|Attn\.?):[ \t]*(?!${OFFICE_WORD})(${PERSON})`, 'g'),
  // A transcript's speakers: "MR. PIERCE:  Objection.", "BY MS. NATARAJAN:".
  /\b(?:MR|MS|MRS|DR)\. ([A-Z][A-Z'’-]{2,})(?=:)/g,
  /\b(?:DEPOSITION|DECLARATION|AFFIDAVIT|TESTIMONY) OF ((?:[A-Z][A-Z'’-]+|[A-Z]\.)(?: (?:[A-Z][A-Z'’-]+|[A-Z]\.)){1,3})\b/g,
];

/** Words that open a name in pleadings but are not part of it. */
const LEADING = /^(?:(?:Plaintiff|Defendant|Plaintiffs|Defendants|Counterclaimant|Respondent|Petitioner|The|the|and|by|of|to|from|with|for|Dear|Attention|Re|cc|CC|Attorneys|Counsel|Hon\.|Mr\.|Ms\.|Mrs\.|Dr\.|Judge)\s+|&\s*)+/;
const ORG_HINT = new RegExp(String.raw`\b${ORG_SUFFIX}$`);
/** Capitalised words compromise sometimes reads as a name. */
const NOT_NAMES = new Set(['court', 'plaintiff', 'defendant', 'agreement', 'section', 'exhibit', 'article', 'schedule', 'complaint', 'notice', 'the court', 'peak season', 'dear', 'sincerely', 'regards']);

/** A name written in capitals, in title case ("DEREK SANDOVAL" → "Derek Sandoval"; "HARPER & LANE LLP" keeps its LLP). */
export const titleCase = (s: string) =>
  s
    .toLowerCase()
    .replace(/\b[a-z]/g, (c) => c.toUpperCase())
    // Corporate suffixes stay in capitals ("Harper & Lane LLP", not "Llp").
    .replace(/\b(?:Llp|Llc|Pllc|Lp|Pc|Na)\b/g, (w) => w.toUpperCase());

/**
 * Heading and delivery words in capitals glued to the front of a name by the layout ("VIA FEDEX
 * PRIORITY OVERNIGHT Castellan Logistics LLC", "COMPLAINT AND DEMAND FOR JURY TRIAL Plaintiff …"):
 * a run of all-capital words followed by a word in mixed case is a heading, not the name's start.
 */
const CAPS_PREFIX = /^(?:[A-Z][A-Z'’&.-]+\s+)+(?=[A-Z][a-z])/;
/** A role or docket word after a name ends it ("Jesse M. Furman Cause No. …", "Karen Liu Plaintiff"). */
const ROLE_TAIL = /\s(?:Plaintiffs?|Defendants?|Petitioners?|Respondents?|Cause|Case|Civil|Docket|Index|No\.|Dated|Attorneys?|Counsel|Judge|Esq\.?|Witness|Deponent)\b.*$/;

function clean(raw: string): string {
  const value = raw
    .replace(/\s+/g, ' ')
    .replace(CAPS_PREFIX, '')
    .replace(ROLE_TAIL, '')
    .replace(/[\s,;:.'"()“”]+$/, () => (/\b(?:Inc|Co|Corp|Ltd|Jr|Sr|L\.L\.C|L\.L\.P|P\.C|N\.A|L\.P)\.$/.test(raw.trim()) ? '.' : ''))
    .replace(LEADING, '')
    .replace(/\s(?:of|and|in|on|at|to|for)$/i, '')
    .replace(/[’']s$/, '')
    .replace(/^(?:mr|ms|mrs|dr|hon)\.\s+/i, '')
    .trim();
  // Transcripts print speakers in capitals ("MS. NATARAJAN"); captions their parties ("DEFENDANT CASTELLAN …").
  return /[a-z]/.test(value) ? value : titleCase(value).replace(LEADING, '');
}

function capitalised(value: string): boolean {
  return value.split(/\s+/).every((w) => /^(?:[A-Z&]|of$|and$|the$|for$|de$|van$|von$)/.test(w));
}

/**
 * A name ends at a line break: the next line of a caption, letterhead or signature block is
 * something else. The first line that is not a heading in capitals is the name.
 */
function firstLine(raw: string): string {
  const lines = raw.split(/\n/).map((l) => l.trim()).filter(Boolean);
  return lines.find((l) => /[a-z]/.test(l)) ?? lines[0] ?? '';
}

interface Offset {
  text: string;
  offset: { start: number; length: number };
}

function compromiseNames(text: string): FoundName[] {
  const doc = nlp(text);
  const out: FoundName[] = [];
  const take = (type: NameType, rows: Offset[]) => {
    for (const row of rows) {
      const value = clean(firstLine(row.text));
      if (!value || !capitalised(value) || NOT_NAMES.has(value.toLowerCase())) continue;
      const at = text.indexOf(value, row.offset.start);
      const start = at >= 0 && at < row.offset.start + row.offset.length ? at : row.offset.start;
      const resolved: NameType = ORG_HINT.test(value) ? 'organization' : type;
      // Acronyms ("MLSA") and names cut short of a title ("Master Logistics Services" Agreement).
      if (resolved === 'organization' && type === 'organization' && (value.split(' ').length < 2 || /^\s+(?:Agreement|Act|Plan|Policy)\b/.test(text.slice(start + value.length)))) continue;
      // One word is too little to call someone a person (a first name in a greeting, a heading).
      if (resolved === 'person' && value.split(' ').length < 2) continue;
      out.push({ type: resolved, value, quote: value, start, end: start + value.length });
    }
  };
  take('person', doc.people().json({ offset: true }) as Offset[]);
  take('organization', doc.organizations().json({ offset: true }) as Offset[]);
  take('place', doc.places().json({ offset: true }) as Offset[]);
  return out;
}

function ruleNames(text: string): FoundName[] {
  const out: FoundName[] = [];
  for (const m of text.matchAll(ORG)) {
    const value = clean(m[0]);
    if (!value || value.split(' ').length < 2 || !/^[A-Z]/.test(value)) continue;
    const start = m.index + m[0].indexOf(value);
    out.push({ type: 'organization', value, quote: value, start, end: start + value.length });
  }
  for (const m of text.matchAll(UNIT_OF)) {
    if (out.some((o) => m.index < o.end && m.index + m[0].length > o.start)) continue;
    out.push({ type: 'organization', value: m[0], quote: m[0], start: m.index, end: m.index + m[0].length });
  }
  for (const m of text.matchAll(PRACTICE)) {
    const before = m[1]!.trim().split(' ');
    // (A sentence's capitalised first word, "The", is no part of the name.)
    while (before.length > 0 && /^(?:The|A|An|Our|Their|Its|His|Her|My|Your|This|That)$/.test(before[0]!)) before.shift();
    if (before.length === 0 || before.some((w) => OFFICE_RE.test(w))) continue;
    if (TRADES.has(m[2]!) && before.every((w) => TRADE_WORD.test(w))) continue;
    const value = `${before.join(' ')} ${m[0].slice(m[1]!.length)}`;
    const start = m.index + m[0].indexOf(before[0]!);
    if (out.some((o) => start < o.end && start + value.length > o.start)) continue;
    out.push({ type: 'organization', value, quote: value, start, end: start + value.length });
  }
  for (const m of text.matchAll(TITLED)) {
    const name = clean(m[1] ?? m[2] ?? '');
    if (!name) continue;
    const start = m.index;
    out.push({ type: 'person', value: name, quote: m[0], start, end: start + m[0].length });
  }
  for (const re of MARKED) {
    for (const m of text.matchAll(re)) {
      const raw = m[1]!;
      const start = m.index + m[0].lastIndexOf(raw);
      out.push({ type: 'person', value: clean(raw), quote: raw, start, end: start + raw.length });
    }
  }
  for (const m of text.matchAll(MAILBOX)) {
    const start = m.index;
    out.push({ type: 'person', value: m[1]!, quote: m[1]!, start, end: start + m[1]!.length, address: m[2]!.toLowerCase() });
  }
  return out;
}

/** Where the name itself sits (a titled match starts at "Hon." or "Judge", which roleAt must see before it). */
function nameSpan(text: string, f: FoundName): [number, number] {
  const at = text.indexOf(f.value, f.start);
  return at >= 0 && at < f.end ? [at, at + f.value.length] : [f.start, f.end];
}

/**
 * People, organisations and places. Legal rules first (corporate suffixes, honorifics, e-mail
 * headers), then compromise for the rest; where both found words at the same place, the rule wins.
 */
export function extractNames(text: string): FoundName[] {
  const rules = ruleNames(text);
  const found: FoundName[] = [...rules];
  for (const n of compromiseNames(text)) {
    const overlapping = found.filter((f) => n.start < f.end && n.end > f.start);
    if (overlapping.length > 0) continue;
    found.push(n);
  }
  // A "place" or "organisation" that is also someone's name in the text is that person.
  for (const f of found) if (f.type === 'person' && PLACE_TAIL.test(f.value)) f.type = 'place';
  const people = new Set(found.filter((f) => f.type === 'person').map((f) => f.value));
  return found
    .filter((f) => f.type === 'person' || !people.has(f.value))
    .map((f) => (f.type === 'person' ? { ...f, role: roleAt(text, ...nameSpan(text, f)) } : f))
    .sort((a, b) => a.start - b.start);
}
