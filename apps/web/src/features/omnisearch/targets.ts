import type { OmnisearchResult } from '@app/contract';
import { looksLikeTranscriptName, transcriptHitHref } from '../transcription/transcript-url';

/**
 * Spec §2 result targets. A case party is a 'person' result too, but not a firm member, so
 * /team?person= could not show it: it opens the case's Parties tab instead. Members carry no
 * caseId (contract), which is how the two are told apart.
 */
export interface TargetOptions {
  /** The person may open /transcription: a transcript document opens there, at the words searched for. */
  transcripts?: boolean;
  q?: string;
}

export function resultTarget(result: OmnisearchResult, options: TargetOptions = {}): string {
  const id = encodeURIComponent(result.id);
  const caseId = result.caseId ? encodeURIComponent(result.caseId) : null;
  switch (result.type) {
    case 'case':
      return `/cases/${id}`;
    case 'document':
      if (options.transcripts && looksLikeTranscriptName(result.title)) return transcriptHitHref(result.id, null, options.q ?? '');
      return caseId ? `/cases/${caseId}?document=${id}` : '/cases';
    case 'event':
      return caseId ? `/cases/${caseId}?event=${id}` : '/cases';
    case 'person':
      return caseId ? `/cases/${caseId}?tab=parties` : `/team?person=${id}`;
  }
}
