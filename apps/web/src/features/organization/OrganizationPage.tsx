import { OrganizationScreen } from './OrganizationScreen';

/** The route's lazy-loaded entry (app/router/routes.tsx imports it by this name). */
export function OrganizationPage() {
  return <OrganizationScreen />;
}
