/**
 * /transcription's address: `?job=` opens a transcript; `?document=&page=&q=` (a search hit on a
 * transcript document, linked by lib/transcript-links.ts) finds its job and opens it at the
 * segment of that page holding the words.
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

export function withJob(current: URLSearchParams, jobId: string | null): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of ['job', 'document', 'page', 'q', 'case']) next.delete(key);
  if (jobId) next.set('job', jobId);
  return next;
}
