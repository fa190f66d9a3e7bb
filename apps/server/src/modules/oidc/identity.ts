import * as client from 'openid-client';
import type { PendingFlow } from './flow-store.js';
import type { ProviderClient } from './provider-client.js';

/** Who the provider says signed in, reduced to what account matching needs. */
export interface ProviderIdentity {
  subject: string;
  /** Lower-cased; null when the provider shared none. */
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/**
 * Trades the authorization code for tokens (openid-client checks state, PKCE, the ID token's
 * signature, issuer, audience and nonce) and reads the identity. Google puts e-mail claims in the
 * ID token; issuers that keep them for the userinfo endpoint are asked there.
 */
export async function readIdentity(provider: ProviderClient, flow: PendingFlow, rawQuery: string): Promise<ProviderIdentity> {
  const configuration = await provider.configuration();
  const tokens = await client.authorizationCodeGrant(configuration, new URL(`${provider.redirectUri}?${rawQuery}`), {
    pkceCodeVerifier: flow.codeVerifier,
    expectedNonce: flow.nonce,
    expectedState: flow.state,
    idTokenExpected: true,
  });
  const idClaims = tokens.claims();
  if (!idClaims) throw new Error('the provider returned no ID token');
  const claims: Record<string, unknown> =
    typeof idClaims.email === 'string'
      ? idClaims
      : await client.fetchUserInfo(configuration, tokens.access_token, idClaims.sub);
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  const name = typeof claims.name === 'string' ? claims.name.trim().slice(0, 200) : '';
  return {
    subject: idClaims.sub,
    email: email || null,
    // Strictly the boolean true: a string "true" or a missing claim proves nothing.
    emailVerified: claims.email_verified === true,
    name: name || null,
  };
}
