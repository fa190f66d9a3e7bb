import { CasesScreen } from './CasesScreen';

/** The route's lazy-loaded entry (app/router/routes.tsx imports it by this name). */
export function CasesPage() {
  return <CasesScreen />;
}
