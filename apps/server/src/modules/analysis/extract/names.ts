import nlp from 'compromise';

export type NameType = 'person' | 'organization' | 'place';

export interface FoundName {
  type: NameType;
  /** Cleaned name ("Raymond Voss", "Castellan Logistics LLC"); honorifics removed. */
  value: string;
  quote: string;
  start: number;
  end: number;
}

const CAP = String.raw`(?:[A-Z][A-Za-z'’\-]*\.?|[A-Z](?:\.[A-Z])+\.?|&)`;
const ORG_SUFFIX = String.raw`(?:Inc\.|Inc\b|LLC|L\.L\.C\.|LLP|L\.L\.P\.|Corp\.|Corporation|Co\.|Company|Ltd\.|Limited|Group|Cooperative|Bank|Partners|P\.C\.|PLLC|L\.P\.|N\.A\.|Holdings|Association|Authority|Agency|University|Hospital|Foundation)`;
/** "Castellan Logistics LLC", "Harper & Lane LLP", "Hudson Valley Dairy Cooperative". */
const ORG = new RegExp(String.raw`\b${CAP}(?:,?\s(?:${CAP}|of|for|the))*?,?\s${ORG_SUFFIX}`, 'g');
/** "Mr. Voss", "Judge Jesse M. Furman", "Dr. Anita Marsh". */
const TITLED = /\b(?:Mr|Ms|Mrs|Dr|Hon|Prof)\.\s?((?:[A-Z][a-z'’-]+|[A-Z]\.)(?:\s(?:[A-Z][a-z'’-]+|[A-Z]\.))*)|\b(?:Judge|Justice|Magistrate Judge)\s((?:[A-Z][a-z'’-]+|[A-Z]\.)(?:\s(?:[A-Z][a-z'’-]+|[A-Z]\.))*)/g;
/** E-mail headers and signatures: "Elena Ruiz <eruiz@northwindfreight.example>". */
const MAILBOX = /\b([A-Z][a-z'’-]+(?:\s[A-Z]\.)?(?:\s[A-Z][a-z'’-]+){1,2})\s<[^>\s]+@[^>\s]+>/g;

/** Words that open a name in pleadings but are not part of it. */
const LEADING = /^(?:(?:Plaintiff|Defendant|Plaintiffs|Defendants|Counterclaimant|Respondent|Petitioner|The|the|and|by|of|to|from|with|for|Dear|Attention|Re|cc|CC|Attorneys|Counsel|Hon\.|Mr\.|Ms\.|Mrs\.|Dr\.|Judge)\s+|&\s*)+/;
const ORG_HINT = new RegExp(String.raw`\b${ORG_SUFFIX}$`);
/** Capitalised words compromise sometimes reads as a name. */
const NOT_NAMES = new Set(['court', 'plaintiff', 'defendant', 'agreement', 'section', 'exhibit', 'article', 'schedule', 'complaint', 'notice', 'the court', 'peak season', 'dear', 'sincerely', 'regards']);

const titleCase = (s: string) => s.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());

function clean(raw: string): string {
  const value = raw
    .replace(/\s+/g, ' ')
    .replace(/[\s,;:.'"()“”]+$/, () => (/\b(?:Inc|Co|Corp|Ltd|Jr|Sr|L\.L\.C|L\.L\.P|P\.C|N\.A|L\.P)\.$/.test(raw.trim()) ? '.' : ''))
    .replace(LEADING, '')
    .replace(/\s(?:of|and|in|on|at|to|for)$/i, '')
    .replace(/[’']s$/, '')
    .replace(/^(?:mr|ms|mrs|dr|hon)\.\s+/i, '')
    .trim();
  // Transcripts print speakers in capitals ("MS. NATARAJAN").
  return /[a-z]/.test(value) ? value : titleCase(value);
}

function capitalised(value: string): boolean {
  return value.split(/\s+/).every((w) => /^(?:[A-Z&]|of$|and$|the$|for$|de$|van$|von$)/.test(w));
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
      const value = clean(row.text);
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
  for (const m of text.matchAll(TITLED)) {
    const name = clean(m[1] ?? m[2] ?? '');
    if (!name) continue;
    const start = m.index;
    out.push({ type: 'person', value: name, quote: m[0], start, end: start + m[0].length });
  }
  for (const m of text.matchAll(MAILBOX)) {
    const start = m.index;
    out.push({ type: 'person', value: m[1]!, quote: m[1]!, start, end: start + m[1]!.length });
  }
  return out;
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
  // A "place" that is also someone's name elsewhere in the text is that person.
  const people = new Set(found.filter((f) => f.type === 'person').map((f) => f.value));
  return found.filter((f) => !(f.type === 'place' && people.has(f.value))).sort((a, b) => a.start - b.start);
}
