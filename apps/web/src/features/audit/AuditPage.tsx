import { AuditScreen } from './AuditScreen';

/** The route's lazy-loaded entry (app/router/routes.tsx imports it by this name). */
export function AuditPage() {
  return <AuditScreen />;
}
