import { SettingsScreen } from './SettingsScreen';

/** The route's lazy-loaded entry (app/router/routes.tsx imports it by this name). */
export function SettingsPage() {
  return <SettingsScreen />;
}
