import { SystemScreen } from './SystemScreen';

/** The route's lazy-loaded entry (app/router/routes.tsx imports it by this name). */
export function SystemPage() {
  return <SystemScreen />;
}
