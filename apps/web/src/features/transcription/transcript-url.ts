/**
 * /transcription's address: `?job=` opens a transcript; `?document=&page=&q=` (a search hit on a
 * transcript document) finds its job and opens it at the segment of that page holding the words.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface TranscriptTarget {
  /** `?case=`: the case to choose (a link from elsewhere). */
  caseId: string | null;
  jobId: string | null;
  documentId: string | null;
  page: number | null;
  q: string;
}

export function readTranscriptTarget(params: URLSearchParams): TranscriptTarget {
  const id = (key: string) => {
    const value = params.get(key);
    return value && UUID.test(value) ? value : null;
  };
  const rawPage = params.get('page');
  const page = rawPage && /^\d{1,6}$/.test(rawPage) && Number(rawPage) > 0 ? Number(rawPage) : null;
  return { caseId: id('case'), jobId: id('job'), documentId: id('document'), page, q: (params.get('q') ?? '').slice(0, 500) };
}

/** Where a search hit on a transcript document opens it. */
export function transcriptHitHref(documentId: string, page: number | null, q: string): string {
  const params = new URLSearchParams({ document: documentId });
  if (page !== null) params.set('page', String(page));
  if (q) params.set('q', q);
  return `/transcription?${params.toString()}`;
}

export function withJob(current: URLSearchParams, jobId: string | null): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of ['job', 'document', 'page', 'q', 'case']) next.delete(key);
  if (jobId) next.set('job', jobId);
  return next;
}

/** The name the server gives a transcript document ("<recording> — transcript.txt"), for results that carry no type. */
export function looksLikeTranscriptName(filename: string): boolean {
  return / — transcript\.txt$/.test(filename);
}

/** A document the search found is a transcript made on /transcription (its type, or the job it came from). */
export function isTranscriptDocument(doc: { detected_type: string | null; metadata?: Record<string, unknown> }): boolean {
  return doc.detected_type === 'transcript' || typeof doc.metadata?.transcription_job_id === 'string';
}
