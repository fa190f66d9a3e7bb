import { useParams, useSearchParams } from 'react-router';
import { FeatureUnavailable } from '../../components/FeatureUnavailable';

/** Routes of spec §2 whose features arrive in later issues; each says so plainly. */
export const UPCOMING_FEATURES = {
  cases: { title: 'Case Management', description: 'Case management will list the firm’s matters with their clients, docket numbers, status and priority, and let you create and assign cases.' },
  'case-detail': { title: 'Case details', description: 'This page will show one case with its documents, events and people.' },
  upload: { title: 'Document Upload', description: 'Document upload will take files into a case, with resumable uploads and processing progress.' },
  search: { title: 'Search & Analysis', description: 'Search & Analysis will search across cases, documents and people, and analyse documents and cases.' },
  transcription: { title: 'Transcription', description: 'Transcription will turn audio and video recordings into searchable transcripts.' },
  deposition: { title: 'Deposition Assistant', description: 'The Deposition Assistant will help prepare questions and follow a deposition as it happens.' },
  discovery: { title: 'Discovery Documents', description: 'Discovery Documents will track discovery requests and productions.' },
} as const;

export type UpcomingFeature = keyof typeof UPCOMING_FEATURES;

export function ComingSoonPage({ feature }: { feature: UpcomingFeature }) {
  const { caseId } = useParams();
  const [params] = useSearchParams();
  const info = UPCOMING_FEATURES[feature];
  // /cases/{caseId} accepts ?document= and ?event=; name what was asked for so a shared link is not a mystery.
  const asked = [caseId && `case ${caseId}`, params.get('document') && `document ${params.get('document')}`, params.get('event') && `event ${params.get('event')}`]
    .filter(Boolean)
    .join(', ');
  return <FeatureUnavailable title={info.title} description={asked ? `${info.description} (Link to ${asked}.)` : info.description} />;
}
