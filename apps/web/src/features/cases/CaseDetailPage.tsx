import { CaseDetailScreen } from './detail/CaseDetailScreen';

/** The route's lazy-loaded entry (app/router/routes.tsx imports it by this name). */
export function CaseDetailPage() {
  return <CaseDetailScreen />;
}
