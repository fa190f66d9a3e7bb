import { Navigate } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { useAuth } from '../../lib/auth/auth-context';
import type { ReactNode } from 'react';

/** '/': a spinner while auth loads; signed-in users go to /dashboard; others see the homepage. */
export function RootRoute({ homepage }: { homepage: ReactNode }) {
  const { status } = useAuth();
  if (status === 'loading') return <PageSpinner />;
  if (status === 'authenticated') return <Navigate to="/dashboard" replace />;
  return <>{homepage}</>;
}
