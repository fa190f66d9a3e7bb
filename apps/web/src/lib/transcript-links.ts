/**
 * Links into /transcription from other pages: the document viewer, search and omnisearch send a
 * hit on a transcript document to the transcript itself. Kept below the features, so the viewer
 * need not import the transcription feature (which shows documents in that same viewer).
 */

/** Where a search hit on a transcript document opens it (links to it are drawn through lib/links.ts `transcriptLinkFor`). */
export function transcriptHitHref(documentId: string, page: number | null, q: string): string {
  const params = new URLSearchParams({ document: documentId });
  if (page !== null) params.set('page', String(page));
  if (q) params.set('q', q);
  return `/transcription?${params.toString()}`;
}

/** A document the search found is a transcript made on /transcription (its type, or the job it came from). */
export function isTranscriptDocument(doc: { detected_type: string | null; metadata?: Record<string, unknown> }): boolean {
  return doc.detected_type === 'transcript' || typeof doc.metadata?.transcription_job_id === 'string';
}
