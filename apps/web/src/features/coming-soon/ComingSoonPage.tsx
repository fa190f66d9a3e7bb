import { FeatureUnavailable } from '../../components/FeatureUnavailable';

/** Routes of spec §2 whose features arrive in later issues; each says so plainly. */
export const UPCOMING_FEATURES = {
  search: { title: 'Search & Analysis', description: 'Search & Analysis will search across cases, documents and people, and analyse documents and cases.' },
  discovery: { title: 'Discovery Documents', description: 'Discovery Documents will track discovery requests and productions.' },
} as const;

export type UpcomingFeature = keyof typeof UPCOMING_FEATURES;

export function ComingSoonPage({ feature }: { feature: UpcomingFeature }) {
  const info = UPCOMING_FEATURES[feature];
  return <FeatureUnavailable title={info.title} description={info.description} />;
}
