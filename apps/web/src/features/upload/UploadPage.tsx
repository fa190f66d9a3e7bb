import { UploadScreen } from './UploadScreen';

/** The route's lazy-loaded entry (app/router/routes.tsx imports it by this name). */
export function UploadPage() {
  return <UploadScreen />;
}
