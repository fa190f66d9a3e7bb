import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { TokenResponse } from '@app/contract';
import { PageSpinner } from '../../components/PageSpinner';
import { api } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/auth-context';
import { notify } from '../../lib/toast';
import { safeReturnPath } from './return-path';

/**
 * Where the server sends the browser after Google: trades the one-time ticket for tokens
 * (POST /auth/google/exchange), then continues to where the person was going.
 */
export function GoogleCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { signInWithTokens } = useAuth();
  const ticket = params.get('ticket');
  const returnTo = safeReturnPath(params.get('return_to'));
  const started = useRef(false);

  useEffect(() => {
    // One exchange only: the ticket is single-use (React strict mode runs effects twice).
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        if (!ticket) throw new Error('missing ticket');
        const response = await api.post<TokenResponse>('/auth/google/exchange', { ticket }, { auth: false });
        await signInWithTokens(response, 'welcome-back');
        await navigate(returnTo, { replace: true });
      } catch {
        notify.error('Google login failed. Please try again.');
        await navigate('/login', { replace: true });
      }
    })();
  }, [ticket, returnTo, navigate, signInWithTokens]);

  return <PageSpinner label="Signing you in with Google..." />;
}
