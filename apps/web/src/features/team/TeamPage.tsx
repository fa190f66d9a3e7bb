import { TeamScreen } from './TeamScreen';

/** The route's lazy-loaded entry (app/router/routes.tsx imports it by this name). */
export function TeamPage() {
  return <TeamScreen />;
}
