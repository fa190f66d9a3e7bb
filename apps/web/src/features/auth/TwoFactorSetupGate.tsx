import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '../../lib/auth/auth-context';

/** Where a session restricted by the firm's two-factor rule is sent (ASVS 4.3.1). */
export const TWO_FACTOR_SETUP_PATH = '/two-factor-setup';

/**
 * In front of the signed-in app: someone the firm requires to use two-factor sign-in, who has not
 * enrolled yet, is taken to enrolment (every other API call would answer 403 anyway), carrying
 * where they were going.
 */
export function TwoFactorSetupGate({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const location = useLocation();
  if (user?.two_factor_setup_required) return <Navigate to={TWO_FACTOR_SETUP_PATH} replace state={{ from: location }} />;
  return <>{children}</>;
}
