import type { FoundName } from './names.js';

/**
 * The people an e-mail's headers name (From, To, Cc), with their addresses: often the only place a
 * sender or recipient appears. Display names are put in reading order ("Lokay, Jim" → "Jim
 * Lokay"); a bare address gives a name only when its local part is clearly one
 * ("jim.lokay@…" → "Jim Lokay"). Mailing lists and role mailboxes stay out (no personal name).
 */
export interface HeaderParticipant {
  name: string;
  address: string | null;
}

const capitalise = (w: string) => (w.length === 0 ? w : w[0]!.toUpperCase() + w.slice(1).toLowerCase());

export function parseParticipant(raw: string): HeaderParticipant | null {
  const address = (/<([^<>\s]+@[^<>\s]+)>/.exec(raw)?.[1] ?? /[^\s<>"',;]+@[^\s<>"',;]+/.exec(raw)?.[0] ?? null)?.toLowerCase() ?? null;
  let name = raw.replace(/<[^>]*>/g, '').replace(/["']/g, '').trim();
  if (name.includes('@')) name = '';
  const comma = /^([A-Za-z'’-]+),\s*([A-Za-z'’-]+(?:\s+[A-Z]\.?)?)$/.exec(name);
  if (comma) name = `${comma[2]} ${comma[1]}`;
  if (!name && address) {
    const parts = address.split('@')[0]!.split(/[._]/).filter(Boolean);
    if (parts.length === 2 && parts.every((p) => /^[a-z]{2,}$/.test(p))) name = parts.map(capitalise).join(' ');
  }
  name = name.replace(/\s+/g, ' ').trim();
  // A person's name: two to four words, each starting with a letter ("Facilities", "All staff" are not).
  const wordsOf = name.split(' ');
  if (wordsOf.length < 2 || wordsOf.length > 4 || !wordsOf.every((w) => /^[A-Z][A-Za-z'’.-]*$/.test(w))) return null;
  return { name, address };
}

/** Header participants as names found on the page that prints the headers (offsets where printed). */
export function headerNames(text: string, email: { from?: unknown; to?: unknown; cc?: unknown }): FoundName[] {
  const raw = [email.from, email.to, email.cc].flatMap((v) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []));
  const out: FoundName[] = [];
  const seen = new Set<string>();
  for (const value of raw) {
    const p = parseParticipant(value);
    if (!p || seen.has(p.name.toLowerCase())) continue;
    seen.add(p.name.toLowerCase());
    const printed = text.indexOf(value);
    const at = printed >= 0 ? printed : 0;
    out.push({ type: 'person', value: p.name, quote: printed >= 0 ? value : p.name, start: at, end: at + (printed >= 0 ? value.length : 0), ...(p.address ? { address: p.address } : {}) });
  }
  return out;
}
