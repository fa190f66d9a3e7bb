import type { OmnisearchResult } from '@app/contract';

/**
 * When the server answers with an error, the omnisearch shows four built-in sample
 * results filtered by the query. The dropdown labels them as samples so nobody mistakes them
 * for the firm's data; their ids lead nowhere real.
 */
export const SAMPLE_RESULTS: readonly OmnisearchResult[] = [
  { id: 'sample-case-1', type: 'case', title: 'Smith v. Johnson Manufacturing', subtitle: 'Contract dispute · Sample case', caseId: 'sample-case-1', relevance: 95 },
  { id: 'sample-document-1', type: 'document', title: 'Master Services Agreement.pdf', subtitle: 'Smith v. Johnson Manufacturing · Sample document', caseId: 'sample-case-1', relevance: 88 },
  { id: 'sample-person-1', type: 'person', title: 'John Smith', subtitle: 'Client · Sample person', caseId: null, relevance: 82 },
  { id: 'sample-event-1', type: 'event', title: 'Deposition of Sarah Johnson', subtitle: 'Deposition · Sample event', caseId: 'sample-case-1', relevance: 76 },
];

/** The samples whose title or subtitle contains the query, only the restricted case's when restricted. */
export function sampleResults(query: string, restrictToCaseId: string | null): OmnisearchResult[] {
  const needle = query.trim().toLowerCase();
  return SAMPLE_RESULTS.filter(
    (r) =>
      (r.title.toLowerCase().includes(needle) || r.subtitle.toLowerCase().includes(needle)) &&
      (restrictToCaseId === null || r.caseId === restrictToCaseId),
  );
}
