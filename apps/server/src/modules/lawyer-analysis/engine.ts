import {
  DEFAULT_FIRM_TIME_ZONE,
  calendarDaysBetween,
  deadlineDate,
  deadlineDistance,
  type CaseGap,
  type ExtractedEntity,
  type KeyWitness,
  type LawyerAnalysisContent,
  type LawyerFinding,
  type NextStep,
  type UpcomingDeadline,
} from '@app/contract';
import { analyseCase, caseEntities } from '../analysis/case-analysis.js';
import type { CaseMaterial } from '../analysis/load.js';
import { findGaps } from '../analysis/gaps.js';

/*
 * The offline lawyer-analysis engine (engine "local"): rules over what the existing analyses already
 * find (entities, gaps, the case's events and documents). No model is involved; the web labels it
 * "Offline analysis (rule-based)". A configured model only rewrites the summary (model.ts).
 */

/** Hearings, depositions and trials this close are worth preparing for now. */
const PREPARE_DAYS = 14;
/** How far ahead (and back, for missed ones) the deadlines list looks. */
const DEADLINES_AHEAD_DAYS = 30;
const DEADLINES_BACK_DAYS = 14;
const WITNESSES = 8;
const MAX_STEPS = 20;
const CALENDAR_TYPES = new Set(['deadline', 'hearing', 'trial', 'deposition']);

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
/** Calendar days from one date to another, counted as every deadline is (contract deadline-days.ts). */
export const daysBetween = calendarDaysBetween;
const plural = (n: number, word: string, many = `${word}s`) => `${n} ${n === 1 ? word : many}`;
const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 80);
const RANK = { high: 0, medium: 1, low: 2 } as const;

/** A gap's key names what it is about, not its wording of the day, so the next version matches it. */
const gapKey = (gap: CaseGap) => `${gap.kind}:${slug(gap.title)}${gap.period_end ? `:${gap.period_end}` : ''}`;
const fromGap = (gap: CaseGap): LawyerFinding => ({ key: gapKey(gap), title: gap.title, detail: gap.detail, severity: gap.severity, sources: gap.sources.slice(0, 3) });

function strengths(material: CaseMaterial, gaps: CaseGap[], entities: ExtractedEntity[]): LawyerFinding[] {
  const out: LawyerFinding[] = [];
  const contracts = material.docs.filter((d) => d.kind === 'contract');
  if (contracts.length > 0) {
    out.push({
      key: 'strength:contract-in-file',
      title: 'The agreement is in the file',
      detail: `${plural(contracts.length, 'contract document')} (${contracts.slice(0, 3).map((d) => d.row.filename).join(', ')}): the terms the case turns on are in writing.`,
      severity: 'high',
      sources: contracts.slice(0, 3).map((d) => ({ document_id: d.row.id, filename: d.row.filename, page_number: 1, quote: d.row.filename })),
    });
  }
  const letters = material.docs.filter((d) => d.kind === 'email' || d.kind === 'correspondence');
  if (letters.length >= 2 && !gaps.some((g) => g.kind === 'correspondence_gap')) {
    out.push({
      key: 'strength:correspondence-continuous',
      title: 'Correspondence runs without long gaps',
      detail: `${plural(letters.length, 'letter or e-mail', 'letters and e-mails')} with no silence longer than 30 days: the record of who said what, and when, is complete.`,
      severity: 'medium',
      sources: [],
    });
  }
  const citations = entities.filter((e) => e.type === 'citation');
  if (citations.length > 0) {
    out.push({
      key: 'strength:authorities-cited',
      title: `${plural(citations.length, 'authority', 'authorities')} already cited`,
      detail: `The documents cite ${citations.slice(0, 4).map((c) => c.value).join(', ')}${citations.length > 4 ? ' and more' : ''}.`,
      severity: 'medium',
      sources: citations.slice(0, 3).flatMap((c) => c.sources.slice(0, 1)),
    });
  }
  const parties = material.caseRow.parties;
  if (parties.length > 0 && material.docs.length > 0 && !gaps.some((g) => g.kind === 'party_without_documents')) {
    out.push({
      key: 'strength:parties-documented',
      title: 'Every party appears in the documents',
      detail: `All ${plural(parties.length, 'party', 'parties')} of the case are named in its documents.`,
      severity: 'medium',
      sources: [],
    });
  }
  const dates = entities.filter((e) => e.type === 'date' && e.normalized).map((e) => e.normalized!).sort();
  if (dates.length > 1) {
    out.push({
      key: 'strength:dated-record',
      title: 'A dated record',
      detail: `The documents date events from ${dates[0]} to ${dates.at(-1)}, enough to build a chronology.`,
      severity: 'low',
      sources: [],
    });
  }
  const largest = entities.filter((e) => e.type === 'money').sort((a, b) => Number(b.normalized) - Number(a.normalized))[0];
  if (largest) {
    out.push({
      key: 'strength:amounts-documented',
      title: 'The sums are documented',
      detail: `The largest amount mentioned is ${largest.value}${largest.sources[0] ? ` (${largest.sources[0].filename})` : ''}.`,
      severity: 'low',
      sources: largest.sources.slice(0, 1),
    });
  }
  return out;
}

function risks(material: CaseMaterial, gaps: CaseGap[]): LawyerFinding[] {
  const out = gaps.filter((g) => g.kind === 'deadline_without_filing' || g.kind === 'party_without_documents').map(fromGap);
  if (material.docs.length === 0) {
    out.unshift({
      key: 'risk:no-documents',
      title: 'No processed documents yet',
      detail: 'Nothing in the file can support or test the claims until documents are uploaded and processed.',
      severity: 'high',
      sources: [],
    });
  }
  return out.sort((a, b) => RANK[a.severity] - RANK[b.severity]);
}

const missingEvidence = (gaps: CaseGap[]): LawyerFinding[] =>
  gaps.filter((g) => g.kind === 'missing_exhibit' || g.kind === 'missing_attachment' || g.kind === 'correspondence_gap').map(fromGap);

/**
 * The people who may testify: everyone named except the court and the lawyers (the presiding judge
 * is named on every order and would otherwise lead the list). Those the papers mark as witnesses
 * (deponents, declarants) come first, then by how often they are named.
 */
const NOT_WITNESSES = new Set(['judge', 'counsel']);
const WITNESS_FIRST = (e: ExtractedEntity) => (e.role === 'witness' ? 0 : 1);

function keyWitnesses(material: CaseMaterial, entities: ExtractedEntity[]): KeyWitness[] {
  const texts = material.docs.map((d) => d.text.toLowerCase());
  return entities
    .filter((e) => e.type === 'person' && !NOT_WITNESSES.has(e.role ?? 'other'))
    .sort((a, b) => WITNESS_FIRST(a) - WITNESS_FIRST(b) || b.count - a.count)
    .slice(0, WITNESSES)
    .map((p) => ({
      name: p.value,
      mentions: p.count,
      document_count: Math.max(1, texts.filter((t) => t.includes(p.value.toLowerCase())).length),
      sources: p.sources.slice(0, 3),
    }));
}

function upcomingDeadlines(material: CaseMaterial, today: string, timeZone: string): UpcomingDeadline[] {
  return material.events
    .filter((e) => CALENDAR_TYPES.has(e.eventType) && e.status === 'scheduled')
    .map((e) => {
      // An all-day deadline keeps its date; a timed one falls on its day in the firm's time zone.
      const date = deadlineDate({ starts_at: e.startsAt, all_day: e.allDay }, timeZone);
      return { event_id: e.id, title: e.title, date, days_left: daysBetween(today, date) };
    })
    .filter((d) => d.days_left >= -DEADLINES_BACK_DAYS && d.days_left <= DEADLINES_AHEAD_DAYS)
    .sort((a, b) => a.date.localeCompare(b.date));
}

function nextSteps(material: CaseMaterial, gaps: CaseGap[], witnesses: KeyWitness[], deadlines: UpcomingDeadline[]): NextStep[] {
  const base = `/cases/${material.caseRow.id}`;
  const steps: NextStep[] = [];
  if (material.docs.length === 0) {
    steps.push({ key: 'step:upload', title: "Upload the case's documents", reason: 'The analysis has nothing to read yet.', priority: 'high', due_date: null, link: `${base}?tab=documents` });
  }
  for (const gap of gaps) {
    const key = `step:${gapKey(gap)}`;
    const documents = `${base}?tab=documents`;
    if (gap.kind === 'deadline_without_filing') {
      const passed = gap.severity === 'high';
      // An event's gap is titled "…: <event title>"; a document's deadline has no title of its own.
      const what = gap.title.match(/: (.+)$/)?.[1];
      const title = `${passed ? 'Deal with a missed deadline' : 'File before the deadline'}${what ? `: ${what}` : ''}`;
      steps.push({ key, title, reason: gap.detail, priority: passed ? 'high' : 'medium', due_date: gap.period_end, link: `${base}?tab=events` });
    } else if (gap.kind === 'missing_exhibit') {
      steps.push({ key, title: `Obtain ${gap.title.replace(/ is referred to but not in the file$/, '')}`, reason: gap.detail, priority: 'medium', due_date: null, link: documents });
    } else if (gap.kind === 'missing_attachment') {
      steps.push({ key, title: 'Ask for the missing attachment', reason: gap.detail, priority: 'medium', due_date: null, link: documents });
    } else if (gap.kind === 'party_without_documents') {
      steps.push({ key, title: `Collect documents about ${gap.title.replace(/^No document mentions /, '')}`, reason: gap.detail, priority: gap.severity, due_date: null, link: documents });
    } else if (gap.severity !== 'low') {
      steps.push({ key, title: 'Account for a silence in the correspondence', reason: gap.detail, priority: 'low', due_date: null, link: documents });
    }
  }
  // A deadline with nothing filed already has its step ("File before the deadline"): one step per date.
  const unfiled = gaps.filter((g) => g.kind === 'deadline_without_filing');
  for (const d of deadlines) {
    if (d.days_left < 0 || d.days_left > PREPARE_DAYS) continue;
    if (unfiled.some((g) => g.period_end === d.date && g.title.endsWith(d.title))) continue;
    steps.push({
      key: `step:prepare:${d.event_id}`,
      title: `Prepare for ${d.title}`,
      reason: `It is ${deadlineDistance(d.days_left)} (${d.date}).`,
      priority: d.days_left <= 3 ? 'high' : 'medium',
      due_date: d.date,
      link: `${base}?event=${d.event_id}`,
    });
  }
  const deposed = material.events.filter((e) => e.eventType === 'deposition').map((e) => `${e.title} ${e.description ?? ''}`.toLowerCase());
  for (const w of witnesses.slice(0, 3)) {
    const surname = w.name.split(' ').at(-1)!.toLowerCase();
    if (w.document_count < 2 || deposed.some((t) => t.includes(surname))) continue;
    steps.push({
      key: `step:depose:${slug(w.name)}`,
      title: `Consider deposing ${w.name}`,
      reason: `${w.name} is named ${plural(w.mentions, 'time')} across ${plural(w.document_count, 'document')}, and no deposition of them is on the calendar.`,
      priority: 'low',
      due_date: null,
      link: `${base}?tab=events`,
    });
  }
  return steps
    .sort((a, b) => RANK[a.priority] - RANK[b.priority] || (a.due_date ?? '9999').localeCompare(b.due_date ?? '9999'))
    .slice(0, MAX_STEPS);
}

/** The offline analysis of a case's material (today: the day deadlines are measured from, in the firm's time zone). */
export function buildOfflineAnalysis(material: CaseMaterial, today = isoDay(new Date()), timeZone = DEFAULT_FIRM_TIME_ZONE): LawyerAnalysisContent {
  const gaps = findGaps(material, today);
  const entities = caseEntities(material);
  const found = { strengths: strengths(material, gaps, entities), risks: risks(material, gaps), missing: missingEvidence(gaps) };
  const witnesses = keyWitnesses(material, entities);
  const deadlines = upcomingDeadlines(material, today, timeZone);
  const reading = `This offline reading finds ${plural(found.strengths.length, 'strength')}, ${plural(found.risks.length, 'risk')} and ${plural(found.missing.length, 'piece')} of missing evidence.`;
  return {
    summary: `${analyseCase(material).summary} ${reading}`,
    strengths: found.strengths,
    risks: found.risks,
    missing_evidence: found.missing,
    key_witnesses: witnesses,
    upcoming_deadlines: deadlines,
    next_steps: nextSteps(material, gaps, witnesses, deadlines),
    document_count: material.docs.length,
    event_count: material.events.length,
  };
}
