import type { OmnisearchResult, Role } from '@app/contract';
import { caseLinkFor, caseReadingLink, documentLinkFor, eventLinkFor, searchLinkFor, teamLinkFor, transcriptLinkFor } from '../../lib/links';

/**
 * Result targets, each where the person's role may go (lib/links, the route guards' rule):
 * a case page for associates and above, otherwise the same case, document or event on Search &
 * Analysis. A case party is a 'person' result too, but not a firm member, so /team?person= could
 * not show it: it opens the case's Parties tab instead. Members carry no caseId (contract), which
 * is how the two are told apart.
 */
export interface TargetOptions {
  /** A transcript document opens on /transcription at the words searched for, when the role may open that page. */
  transcripts?: boolean;
  q?: string;
}

export function resultTarget(role: Role, result: OmnisearchResult, options: TargetOptions = {}): string {
  const caseId = result.caseId;
  // Search & Analysis is open to every role: the last resort searches for what was chosen.
  const searchFor = () => searchLinkFor(role)?.({ q: result.title }) ?? '/dashboard';
  switch (result.type) {
    case 'case':
      return caseReadingLink(role, result.id) ?? searchFor();
    case 'document':
      if (options.transcripts && result.transcript) {
        const transcript = transcriptLinkFor(role);
        if (transcript) return transcript(result.id, null, options.q ?? '');
      }
      return (caseId ? documentLinkFor(role, caseId, result.id) : null) ?? searchFor();
    case 'event':
      return (caseId ? eventLinkFor(role, caseId, result.id) : null) ?? searchFor();
    case 'person':
      if (caseId) return caseLinkFor(role)?.(caseId, { tab: 'parties' }) ?? caseReadingLink(role, caseId) ?? searchFor();
      return teamLinkFor(role)?.(result.id) ?? searchFor();
  }
}
