/** An exhibit the testimony mentions, with the segments (by index) that mention it. */
export interface ExhibitMention {
  label: string;
  /** Normalised: no leading zeros, suffix upper case and after a hyphen ("012a" → "12-A"). */
  number: string;
  segmentIndexes: number[];
}

/** Who offered it, as reporters write it before "Exhibit". */
const PARTY = String.raw`(?:(Plaintiffs?['’]?s?|Defendants?['’]?s?|Deposition|Depo\.?|Joint|Government['’]?s?|Respondents?['’]?s?|Petitioners?['’]?s?|Trial)\s+)?`;
/** 12, 012, 12-A, 12A, 12-1 or a single capital letter (Exhibit A, Exhibit B-2). */
const NUMBER = String.raw`(\d{1,4}(?:-[A-Za-z0-9]{1,3}|[A-Za-z](?![A-Za-z]))?|[A-Za-z](?:-\d{1,3})?)(?![\w-])`;
const MENTION = new RegExp(String.raw`\b${PARTY}(?:Exhibit(s?)\s+|Ex\.\s*)(?:No\.?\s*|Number\s+|#\s*)?${NUMBER}`, 'gi');
/** ", 13", " and 13", ", and 13", " & 13" after "Exhibits 12". */
const LIST_ITEM = new RegExp(String.raw`^(?:\s*,\s*(?:and\s+)?|\s+and\s+|\s*&\s*)(?:No\.?\s*)?${NUMBER}`, 'i');

/** "012a" → "12-A", "12-a" → "12-A", "a" → "A". */
export function normalizeExhibitNumber(raw: string): string {
  const m = /^(\d+)(?:-?([A-Za-z0-9]+))?$/.exec(raw);
  if (!m) return raw.toUpperCase();
  const digits = String(Number(m[1]));
  return m[2] ? `${digits}-${m[2].toUpperCase()}` : digits;
}

function partyLabel(party: string | undefined): string {
  if (!party) return '';
  const p = party.replace(/\.$/, '');
  return `${p.charAt(0).toUpperCase()}${p.slice(1).toLowerCase()} `;
}

/** A lone letter counts only when written as a capital ("Exhibit A"), not "exhibit a copy". */
const plausible = (raw: string) => !/^[a-z](?:-\d+)?$/.test(raw);

/** The exhibits mentioned in the segments' text, in order of first mention. */
export function findExhibitMentions(texts: readonly string[]): ExhibitMention[] {
  const byNumber = new Map<string, ExhibitMention>();
  const add = (raw: string, party: string | undefined, index: number) => {
    if (!plausible(raw)) return;
    const number = normalizeExhibitNumber(raw);
    const found = byNumber.get(number);
    if (found) {
      if (!found.segmentIndexes.includes(index)) found.segmentIndexes.push(index);
      return;
    }
    byNumber.set(number, { label: `${partyLabel(party)}Exhibit ${number}`, number, segmentIndexes: [index] });
  };
  texts.forEach((text, index) => {
    for (const m of text.matchAll(MENTION)) {
      const [whole, party, plural, raw] = m;
      if (raw === undefined) continue;
      add(raw, party, index);
      if (!plural) continue;
      let rest = text.slice((m.index ?? 0) + whole.length);
      for (let item = LIST_ITEM.exec(rest); item?.[1] !== undefined; item = LIST_ITEM.exec(rest)) {
        add(item[1], party, index);
        rest = rest.slice(item[0].length);
      }
    }
  });
  return [...byNumber.values()];
}
