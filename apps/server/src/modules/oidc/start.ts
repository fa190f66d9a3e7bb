import * as client from 'openid-client';
import type { AppDeps } from '../../deps.js';
import { saveFlow } from './flow-store.js';
import type { ProviderClient } from './provider-client.js';
import { safeReturnTo } from './return-to.js';

const SCOPE = 'openid email profile';

/**
 * Begins a sign-in: state, nonce and the PKCE verifier stay in the database (never in the
 * browser), and the URL to send the browser to is returned.
 */
export async function startGoogleSignIn(deps: AppDeps, provider: ProviderClient, returnTo: unknown): Promise<string> {
  const configuration = await provider.configuration();
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  await saveFlow(deps.db, { state, nonce, codeVerifier, returnTo: safeReturnTo(returnTo) });
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: provider.redirectUri,
    scope: SCOPE,
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  return url.href;
}
