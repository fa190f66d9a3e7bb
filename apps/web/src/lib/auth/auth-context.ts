import { createContext, useContext } from 'react';
import type { SignupRequest, TokenResponse, User } from '@app/contract';
import type { FirmSummary } from './organization';

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export type LoginOutcome = { kind: 'signed-in'; user: User } | { kind: 'two-factor'; challenge: string };

export interface AuthContextValue {
  status: AuthStatus;
  user: User | null;
  organization: FirmSummary | null;
  /** E-mail and password; resolves `two-factor` when the account needs a second step. */
  login(email: string, password: string): Promise<LoginOutcome>;
  /** Second step with a TOTP or recovery code. */
  completeTwoFactor(challenge: string, code: string): Promise<User>;
  /** Creates a firm; signs in when the server returns tokens. */
  signup(payload: SignupRequest): Promise<User | null>;
  /** Signs in with tokens obtained elsewhere (Google ticket exchange, accepted invitation). */
  signInWithTokens(response: TokenResponse, greeting: 'welcome' | 'welcome-back'): Promise<User>;
  /** Ends the session; `expired` shows 'Session expired, please login again' instead. */
  logout(options?: { reason?: 'user' | 'expired' }): Promise<void>;
  /** Replaces the signed-in user after a profile change (PUT /auth/me). */
  updateUser(user: User): void;
  /** Re-reads the firm after it was edited. */
  reloadOrganization(): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
