import { DashboardScreen } from './DashboardScreen';

/** The route's lazy-loaded entry (app/router/routes.tsx imports it by this name). */
export function DashboardPage() {
  return <DashboardScreen />;
}
