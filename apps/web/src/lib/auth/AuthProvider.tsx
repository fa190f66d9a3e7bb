import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { TOKEN_REFRESH_INTERVAL_MS, type SignupRequest, type TokenResponse, type User } from '@app/contract';
import { ApiError, api, connectAuthBridge, refreshTokensOnce } from '../api-client';
import { auditClient, logAuditEvent } from '../audit';
import { notify } from '../toast';
import { AuthContext, type AuthContextValue, type AuthStatus, type LoginOutcome } from './auth-context';
import { endSessionOnServer, forgetSession, persistTokenResponse, refreshStoredSession, refreshWasRefused } from './auth-session';
import { loadOrganization, type FirmSummary } from './organization';
import { rebuildUser } from './rebuild-user';
import { sessionTokens, setCurrentUserId } from './session-store';
import { TOKEN_STORAGE_KEY, loadSession } from './token-storage';
import { TOKEN_STORAGE_FAILED, isTokenExpired } from './tokens';

const AUDIT_FLUSH_ON_LOGOUT_MS = 1500;

function isTwoFactorChallenge(error: unknown): error is ApiError & { body: { challenge: string } } {
  if (!(error instanceof ApiError) || error.code !== 'two_factor_required') return false;
  const body = error.body as { challenge?: unknown } | undefined;
  return typeof body?.challenge === 'string';
}

/**
 * Auth state machine: loading → authenticated | unauthenticated, with start-up restore,
 * login (with the optional second factor), logout, refresh every 25 minutes, and the API
 * client's session-expired hook.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<AuthStatus>('loading');
  const [user, setUser] = useState<User | null>(null);
  const [organization, setOrganization] = useState<FirmSummary | null>(null);
  const signingOut = useRef(false);
  const started = useRef(false);

  const applySignedIn = useCallback(async (next: User) => {
    setCurrentUserId(next.id);
    setUser(next);
    // A session restricted to two-factor enrolment may not read the firm; it is loaded after.
    setOrganization(next.two_factor_setup_required ? null : await loadOrganization(next));
    setStatus('authenticated');
  }, []);

  const clearLocalSession = useCallback(() => {
    forgetSession();
    setCurrentUserId(null);
    setUser(null);
    setOrganization(null);
    setStatus('unauthenticated');
    // Cached pages belong to the person who just left.
    queryClient.clear();
  }, [queryClient]);

  const logout = useCallback<AuthContextValue['logout']>(
    async ({ reason = 'user' } = {}) => {
      if (signingOut.current) return;
      signingOut.current = true;
      try {
        // Events recorded so far leave under the session they belong to.
        await Promise.race([auditClient.flush(), new Promise((r) => setTimeout(r, AUDIT_FLUSH_ON_LOGOUT_MS))]);
        if (reason === 'user') await endSessionOnServer();
        clearLocalSession();
        if (reason === 'expired') notify.error('Session expired, please login again');
        else notify.success('Successfully logged out');
      } finally {
        signingOut.current = false;
      }
    },
    [clearLocalSession],
  );

  // The API client reads tokens and asks for refreshes through this bridge.
  const logoutRef = useRef(logout);
  useEffect(() => {
    logoutRef.current = logout;
  }, [logout]);
  useEffect(() => {
    connectAuthBridge({
      getAccessToken: () => sessionTokens.get()?.accessToken ?? null,
      refreshSession: async () => {
        const refreshed = await refreshStoredSession();
        if (refreshed) setUser(refreshed);
      },
      onSessionExpired: () => {
        if (sessionTokens.get()) void logoutRef.current({ reason: 'expired' });
      },
      onTwoFactorSetupRequired: () => {
        setUser((current) => (current && !current.two_factor_setup_required ? { ...current, two_factor_setup_required: true } : current));
      },
    });
    return () => connectAuthBridge(null);
  }, []);

  // Start-up: stored tokens → refresh if expired → /auth/me → else rebuild → firm.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      const stored = await loadSession();
      if (!stored) return setStatus('unauthenticated');
      sessionTokens.set(stored.tokens);
      if (isTokenExpired(stored.tokens)) {
        try {
          await refreshTokensOnce();
        } catch {
          return clearLocalSession();
        }
      }
      let me: User;
      try {
        me = await api.get<User>('/auth/me');
      } catch (error) {
        const tokens = sessionTokens.get();
        if (!tokens || (error instanceof ApiError && error.status === 401)) return clearLocalSession();
        me = rebuildUser(tokens, stored.metadata);
      }
      await applySignedIn(me);
    })();
  }, [applySignedIn, clearLocalSession]);

  // Refresh every 25 minutes while a user is signed in.
  const userId = user?.id ?? null;
  useEffect(() => {
    if (!userId) return;
    const timer = setInterval(() => {
      refreshTokensOnce().catch((error: unknown) => {
        // An unreachable server is not a refused session: the next call's 401 will decide.
        if (refreshWasRefused(error)) void logoutRef.current({ reason: 'expired' });
      });
    }, TOKEN_REFRESH_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [userId]);

  // Signing out in another tab signs out here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === TOKEN_STORAGE_KEY && event.newValue === null && sessionTokens.get()) clearLocalSession();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [clearLocalSession]);

  const finishSignIn = useCallback(
    async (response: TokenResponse, greeting: 'welcome' | 'welcome-back') => {
      const signedIn = await persistTokenResponse(response);
      await applySignedIn(signedIn);
      logAuditEvent({ action: 'login', resource_type: 'authentication', resource_id: signedIn.id, resource_name: signedIn.email });
      notify.success(greeting === 'welcome' ? `Welcome, ${signedIn.full_name}!` : `Welcome back, ${signedIn.full_name}!`);
      return signedIn;
    },
    [applySignedIn],
  );

  const reportFailedLogin = useCallback((email: string, error: unknown) => {
    // The server accepted the credentials but this browser could not keep the tokens.
    if (error instanceof Error && error.message === TOKEN_STORAGE_FAILED) {
      notify.error(TOKEN_STORAGE_FAILED);
      return;
    }
    logAuditEvent({
      action: 'login_failed',
      resource_type: 'authentication',
      resource_name: email,
      outcome: 'failure',
      details: { reason: error instanceof ApiError ? (error.code ?? error.status) : 'network' },
    });
    notify.error('Login failed. Please check your credentials.');
  }, []);

  const login = useCallback<AuthContextValue['login']>(
    async (email, password): Promise<LoginOutcome> => {
      try {
        const response = await api.post<TokenResponse>('/auth/login', { email, password }, { auth: false });
        return { kind: 'signed-in', user: await finishSignIn(response, 'welcome-back') };
      } catch (error) {
        if (isTwoFactorChallenge(error)) return { kind: 'two-factor', challenge: error.body.challenge };
        reportFailedLogin(email, error);
        throw error;
      }
    },
    [finishSignIn, reportFailedLogin],
  );

  const completeTwoFactor = useCallback<AuthContextValue['completeTwoFactor']>(
    async (challenge, code) => {
      try {
        const response = await api.post<TokenResponse>('/auth/login/two-factor', { challenge, code }, { auth: false });
        return await finishSignIn(response, 'welcome-back');
      } catch (error) {
        reportFailedLogin('', error);
        throw error;
      }
    },
    [finishSignIn, reportFailedLogin],
  );

  const signup = useCallback<AuthContextValue['signup']>(
    async (payload: SignupRequest) => {
      try {
        const response = await api.post<Partial<TokenResponse>>('/auth/signup', payload, { auth: false });
        if (response.access_token && response.user) return await finishSignIn(response as TokenResponse, 'welcome');
        notify.success('Registration successful!');
        return null;
      } catch (error) {
        notify.error('Registration failed. Please try again.');
        throw error;
      }
    },
    [finishSignIn],
  );

  const userRef = useRef(user);
  useEffect(() => {
    userRef.current = user;
  }, [user]);
  const updateUser = useCallback((next: User) => {
    const previous = userRef.current;
    setUser(next);
    // Enrolment just lifted the firm's two-factor restriction: the firm can be read now.
    if (previous?.two_factor_setup_required && !next.two_factor_setup_required) void loadOrganization(next).then(setOrganization);
  }, []);
  const reloadOrganization = useCallback(async () => {
    if (user) setOrganization(await loadOrganization(user));
  }, [user]);

  const value = useMemo<AuthContextValue>(
    () => ({
      status,
      user,
      organization,
      login,
      completeTwoFactor,
      signup,
      signInWithTokens: finishSignIn,
      logout,
      updateUser,
      reloadOrganization,
    }),
    [status, user, organization, login, completeTwoFactor, signup, finishSignIn, logout, updateUser, reloadOrganization],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
