import type { ComponentType } from 'react';
import { PageSpinner } from '../../components/PageSpinner';
import { useAuth } from '../../lib/auth/auth-context';
import { PublicLayout } from '../public/PublicLayout';
import { AppShell } from '../shell/AppShell';

/**
 * Any other path: the not-found page inside the shell for signed-in users. A visitor
 * who is not signed in sees it in the public layout (its child route) instead of a sign-in detour.
 */
export function NotFoundRoute({ page: Page }: { page: ComponentType<{ signedIn: boolean }> }) {
  const { status } = useAuth();
  if (status === 'loading') return <PageSpinner label="Verifying access..." fullScreen />;
  if (status === 'authenticated') {
    return (
      <AppShell>
        <Page signedIn />
      </AppShell>
    );
  }
  return <PublicLayout />;
}
