import { DOCUMENT_KIND_LABELS, type CaseAnalysis, type DocumentKind, type ExtractedEntity } from '@app/contract';
import { aggregateEntities } from './extract/entities.js';
import type { CaseMaterial } from './load.js';

const TOP = 15;

export function caseEntities(material: CaseMaterial): ExtractedEntity[] {
  return aggregateEntities(material.docs.flatMap((d) => d.findings));
}

export function documentMix(material: CaseMaterial): CaseAnalysis['document_mix'] {
  const counts = new Map<DocumentKind, number>();
  for (const d of material.docs) counts.set(d.kind, (counts.get(d.kind) ?? 0) + 1);
  return [...counts.entries()].map(([document_type, count]) => ({ document_type, count })).sort((a, b) => b.count - a.count || a.document_type.localeCompare(b.document_type));
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The matter in a paragraph: its fields, what the file holds, and its key dates, sums and people. */
export function analyseCase(material: CaseMaterial): Omit<CaseAnalysis, 'generated_at'> {
  const { caseRow: c, docs } = material;
  const entities = caseEntities(material);
  const people = entities.filter((e) => e.type === 'person').slice(0, TOP);
  const organizations = entities.filter((e) => e.type === 'organization').slice(0, TOP);
  const mix = documentMix(material);
  const parts: string[] = [];
  const against = c.opposingParty ? ` against ${c.opposingParty}` : '';
  const where = c.court ? ` before the ${c.court}` : '';
  parts.push(`${c.name} is a ${c.caseType.toLowerCase()} matter (${c.status.replace('_', ' ')}, ${c.priority} priority) for ${c.clientName}${against}${where}${c.docketNumber ? `, docket ${c.docketNumber}` : ''}.`);
  if (c.description) parts.push(c.description.trim().replace(/([^.])$/, '$1.'));
  if (docs.length > 0) {
    const mixText = mix.map((m) => `${m.count} ${DOCUMENT_KIND_LABELS[m.document_type].toLowerCase()}`).join(', ');
    parts.push(`The file holds ${plural(docs.length, 'processed document')} (${mixText}).`);
    const dates = entities.filter((e) => e.type === 'date' && e.normalized).map((e) => e.normalized!).sort();
    if (dates.length > 1) parts.push(`The documents speak of dates from ${dates[0]} to ${dates.at(-1)}.`);
    const largest = entities.filter((e) => e.type === 'money').sort((a, b) => Number(b.normalized) - Number(a.normalized))[0];
    if (largest) parts.push(`The largest sum mentioned is ${largest.value} (${largest.sources[0]?.filename ?? 'a document'}).`);
    if (people.length > 0) parts.push(`People mentioned most: ${people.slice(0, 5).map((p) => p.value).join(', ')}.`);
  } else {
    parts.push('No processed documents yet.');
  }
  return {
    case_id: c.id,
    engine: 'local',
    summary: parts.join(' '),
    key_people: people,
    key_organizations: organizations,
    document_mix: mix,
    document_count: docs.length,
  };
}
