import type { CaseGap, SourceRef } from '@app/contract';
import { sourceOf } from './extract/entities.js';
import type { CaseMaterial, DocMaterial } from './load.js';

/**
 * Thirty days: courts' usual response windows (answers, discovery responses, meet-and-confer
 * follow-ups) run 14–30 days, so an active matter that goes a month without a dated paper
 * usually hides a missing production, an unlogged call, or a deadline nobody chased.
 */
export const CORRESPONDENCE_GAP_DAYS = 30;
/** A deadline this close with nothing filed is worth a warning before it passes. */
const UPCOMING_DAYS = 14;
const DAY = 86_400_000;

const days = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / DAY);
const docSource = (d: DocMaterial, quote: string): SourceRef => ({ document_id: d.row.id, filename: d.row.filename, page_number: 1, quote });

/**
 * Silence in the file: spans with no dated document at all. Any dated paper of the case counts
 * (filings, letters, e-mails, transcripts): months between a complaint and its answer with only
 * pleadings exchanged are not silence to a lawyer, so counting only e-mails and letters raised
 * alarms over active periods.
 */
function correspondenceGaps(material: CaseMaterial): CaseGap[] {
  const dated = material.docs.filter((d) => d.date).sort((a, b) => a.date!.localeCompare(b.date!));
  // Silence counts from when the firm had the matter: the years between a contract's signing and
  // the dispute are its history, not a lapse in the file.
  const opened = material.caseRow.openedAt ?? null;
  const gaps: CaseGap[] = [];
  for (let i = 1; i < dated.length; i += 1) {
    const before = dated[i - 1]!;
    const after = dated[i]!;
    const from = opened && opened > before.date! ? opened : before.date!;
    const length = days(from, after.date!);
    if (length <= CORRESPONDENCE_GAP_DAYS) continue;
    gaps.push({
      kind: 'correspondence_gap',
      title: `No correspondence or filing for ${length} days`,
      detail: `No document of the case is dated between ${from === before.date ? `${before.date} (${before.row.filename})` : `the matter's opening on ${from}`} and ${after.date} (${after.row.filename}); gaps over ${CORRESPONDENCE_GAP_DAYS} days are listed.`,
      severity: length > 90 ? 'high' : length > 60 ? 'medium' : 'low',
      period_start: from,
      period_end: after.date,
      sources: [docSource(before, before.row.filename), docSource(after, after.row.filename)],
    });
  }
  return gaps;
}

const EXHIBIT = /\b(?:([A-Z][a-z]+)\s)?Exhibit\s([A-Z]{1,2}|\d{1,3})\b/g;
const NOT_DEPONENT = new Set(['See', 'As', 'And', 'The', 'Marked', 'Attached', 'Enclosed', 'Plaintiff', 'Defendant', 'In', 'On', 'Under', 'To', 'With', 'Hereto']);

function exhibitPresent(material: CaseMaterial, label: string): boolean {
  const re = new RegExp(`\\bexhibit[\\s_-]*${label}\\b`, 'i');
  return material.docs.some((d) => re.test(d.row.filename) || re.test(d.text.slice(0, 200)));
}

function missingExhibits(material: CaseMaterial): CaseGap[] {
  const found = new Map<string, { sources: SourceRef[] }>();
  for (const d of material.docs) {
    for (const f of d.findings) {
      for (const m of f.page.text.matchAll(EXHIBIT)) {
        const deponent = m[1] && !NOT_DEPONENT.has(m[1]) ? `${m[1]} ` : '';
        const name = `${deponent}Exhibit ${m[2]}`;
        // The document that IS the exhibit names itself at the top.
        if (m.index < 200 && new RegExp(`exhibit[\\s_-]*${m[2]}\\b`, 'i').test(d.row.filename)) continue;
        const entry = found.get(name) ?? { sources: [] };
        if (entry.sources.length < 3) entry.sources.push(sourceOf(f, m.index, m.index + m[0].length, m[0]));
        found.set(name, entry);
      }
    }
  }
  const gaps: CaseGap[] = [];
  for (const [name, { sources }] of found) {
    const label = name.split(' ').at(-1)!;
    if (exhibitPresent(material, label)) continue;
    gaps.push({
      kind: 'missing_exhibit',
      title: `${name} is referred to but not in the file`,
      detail: `${sources.length === 1 ? 'A document refers' : `${sources.length} passages refer`} to ${name}, and no document of the case is named or headed as it.`,
      severity: 'medium',
      period_start: null,
      period_end: null,
      sources,
    });
  }
  return gaps;
}

const ATTACHING = /\b(?:attached(?:\s(?:is|are|please find))?|attaching|enclosed(?:\sis|\sare)?|see attached)\b/i;

function missingAttachments(material: CaseMaterial): CaseGap[] {
  const gaps: CaseGap[] = [];
  for (const d of material.docs) {
    if (d.kind !== 'email') continue;
    const children = material.docs.some((c) => c.row.parentId === d.row.id);
    const count = typeof d.row.metadata.attachment_count === 'number' ? d.row.metadata.attachment_count : 0;
    if (children || count > 0) continue;
    const hit = d.findings.map((f) => ({ f, m: ATTACHING.exec(f.page.text) })).find((x) => x.m);
    if (!hit?.m) continue;
    gaps.push({
      kind: 'missing_attachment',
      title: `E-mail mentions an attachment but has none`,
      detail: `${d.row.filename} says "${hit.m[0]}", but no attachment arrived with it.`,
      severity: 'medium',
      period_start: d.date,
      period_end: null,
      sources: [sourceOf(hit.f, hit.m.index, hit.m.index + hit.m[0].length, hit.m[0])],
    });
  }
  return gaps;
}

/** "Dr. Anita Marsh" -> "anita marsh"; "Harbor Hotels Group, Inc." -> "harbor hotels group". */
function coreName(name: string): string {
  return name
    .replace(/^(?:Dr|Mr|Ms|Mrs|Hon|Prof)\.\s*/i, '')
    .replace(/,?\s(?:Inc\.?|LLC|LLP|L\.P\.|LP|Corp\.?|Corporation|Co\.|Ltd\.?|P\.C\.|PLLC)$/i, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

function partiesWithoutDocuments(material: CaseMaterial): CaseGap[] {
  const texts = material.docs.map((d) => d.text.toLowerCase().replace(/\s+/g, ' '));
  return material.caseRow.parties
    .filter((p) => {
      const core = coreName(p.name);
      return core.length > 2 && !texts.some((t) => t.includes(core));
    })
    .map((p) => ({
      kind: 'party_without_documents' as const,
      title: `No document mentions ${p.name}`,
      detail: `${p.name} (${p.role.replace('_', ' ')}) is a party to the case, but none of its ${material.docs.length} processed documents names them.`,
      severity: p.role === 'plaintiff' || p.role === 'defendant' ? ('high' as const) : ('low' as const),
      period_start: null,
      period_end: null,
      sources: [],
    }));
}

const STOP = new Set(['the', 'and', 'for', 'due', 'of', 'to', 'by', 'a', 'an', 'on', 'in', 'with', 'be', 'must', 'no', 'later', 'than']);
const keywords = (s: string) => (s.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((w) => !STOP.has(w));

/** A filing answers a deadline when it is dated in the 60 days up to it and shares its words. */
function answered(material: CaseMaterial, deadline: string, subject: string[]): boolean {
  const from = new Date(Date.parse(deadline) - 60 * DAY).toISOString().slice(0, 10);
  const shares = (text: string) => subject.filter((w) => text.toLowerCase().includes(w)).length >= Math.min(2, subject.length);
  if (material.events.some((e) => e.eventType === 'filing' && e.startsAt.toISOString().slice(0, 10) <= deadline && e.startsAt.toISOString().slice(0, 10) >= from && shares(`${e.title} ${e.description ?? ''}`))) {
    return true;
  }
  return material.docs.some((d) => d.date !== null && d.date <= deadline && d.date >= from && shares(d.text));
}

/**
 * Deadlines on the case's own calendar with no filing answering them. Only the calendar counts:
 * a date a document mentions after "no later than" may be a contract term, a proposal, or a date
 * the court later moved, and alerting on it raised "deadline passed" for dates the case never held.
 */
function deadlinesWithoutFilings(material: CaseMaterial, today: string): CaseGap[] {
  const gaps: CaseGap[] = [];
  const soon = new Date(Date.parse(today) + UPCOMING_DAYS * DAY).toISOString().slice(0, 10);
  for (const e of material.events) {
    if (e.eventType !== 'deadline' || e.status === 'completed' || e.status === 'cancelled') continue;
    const date = e.startsAt.toISOString().slice(0, 10);
    if (date > soon || answered(material, date, keywords(e.title))) continue;
    const passed = date < today;
    gaps.push({
      kind: 'deadline_without_filing',
      title: passed ? `Deadline passed without a filing: ${e.title}` : `Deadline coming up with nothing filed yet: ${e.title}`,
      detail: `${e.title} (${date}) has no filing event or dated document answering it.`,
      severity: passed ? 'high' : 'medium',
      period_start: null,
      period_end: date,
      sources: [],
    });
  }
  return gaps;
}

/** What is missing from a case file, most severe first. */
export function findGaps(material: CaseMaterial, today = new Date().toISOString().slice(0, 10)): CaseGap[] {
  const rank = { high: 0, medium: 1, low: 2 };
  return [
    ...correspondenceGaps(material),
    ...missingExhibits(material),
    ...missingAttachments(material),
    ...partiesWithoutDocuments(material),
    ...deadlinesWithoutFilings(material, today),
  ].sort((a, b) => rank[a.severity] - rank[b.severity]);
}
