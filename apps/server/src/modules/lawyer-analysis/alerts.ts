import type { LawyerAlertKind, LawyerAnalysisContent, LawyerSeverity } from '@app/contract';

export interface AlertDraft {
  kind: LawyerAlertKind;
  severity: LawyerSeverity;
  title: string;
  detail: string;
}

/** Witnesses past this rank are not worth an alert when they enter the list. */
const TOP_WITNESSES = 5;

/**
 * What a new version says that the previous one did not: new risks, new missing evidence, a new
 * key witness, a new date on the calendar, and risks that went away. The first analysis of a case
 * raises none: there is nothing it changed.
 */
export function alertsBetween(previous: LawyerAnalysisContent | null, next: LawyerAnalysisContent): AlertDraft[] {
  if (!previous) return [];
  const out: AlertDraft[] = [];
  const had = (items: { key: string }[]) => new Set(items.map((i) => i.key));
  const oldRisks = had(previous.risks);
  const newRisks = had(next.risks);
  for (const r of next.risks) if (!oldRisks.has(r.key)) out.push({ kind: 'new_risk', severity: r.severity, title: r.title, detail: r.detail });
  const oldMissing = had(previous.missing_evidence);
  for (const m of next.missing_evidence) {
    if (!oldMissing.has(m.key)) out.push({ kind: 'new_missing_evidence', severity: m.severity, title: m.title, detail: m.detail });
  }
  const oldWitnesses = new Set(previous.key_witnesses.map((w) => w.name));
  for (const w of next.key_witnesses.slice(0, TOP_WITNESSES)) {
    if (oldWitnesses.has(w.name)) continue;
    out.push({ kind: 'new_key_witness', severity: 'low', title: `${w.name} is now a key witness`, detail: `${w.name} is named ${w.mentions} times in the case's documents.` });
  }
  const oldDeadlines = new Set(previous.upcoming_deadlines.map((d) => d.event_id));
  for (const d of next.upcoming_deadlines) {
    if (!oldDeadlines.has(d.event_id)) out.push({ kind: 'new_deadline', severity: 'medium', title: `${d.title} on ${d.date}`, detail: `${d.title} is on the case calendar for ${d.date}.` });
  }
  for (const r of previous.risks) {
    if (!newRisks.has(r.key)) out.push({ kind: 'risk_resolved', severity: 'low', title: `No longer a risk: ${r.title}`, detail: 'The latest documents and events answer it.' });
  }
  return out;
}
