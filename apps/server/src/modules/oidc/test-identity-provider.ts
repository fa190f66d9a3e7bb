import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type AccountClaims } from 'oidc-provider';

/**
 * A real OpenID Provider (oidc-provider) on 127.0.0.1 for the Google sign-in tests. Sign-in is a
 * tiny interaction route instead of the dev login forms: visiting the interaction URL with
 * `?account=<id>` logs that account in and grants the requested scopes.
 */
export interface TestIdentityProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The settings that point a test server's Google sign-in at this provider (plain HTTP allowed). */
  serverEnv: Record<string, string>;
  /** Registers (or replaces) an account the provider can sign in. */
  addAccount(claims: AccountClaims & { email: string; email_verified: boolean; name?: string }): void;
  /** Follows the authorization URL as a browser would, signs `account` in, returns where it lands. */
  authorize(authorizationUrl: string, account: string): Promise<URL>;
  close(): Promise<void>;
}

export const TEST_REDIRECT_URI = 'http://localhost:3000/api/v1/auth/google/callback';

/** `port` 0 picks a free one. */
export async function startTestIdentityProvider(port = 0): Promise<TestIdentityProvider> {
  const accounts = new Map<string, AccountClaims>();
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;
  // Listen first: the issuer URL (which the provider needs up front) carries the random port.
  const http = createServer((req, res) => handler?.(req, res));
  await new Promise<void>((resolve) => http.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const clientId = 'legal-discovery-test';
  const clientSecret = randomUUID() + randomUUID();

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [TEST_REDIRECT_URI],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...(await exportJWK(privateKey)), kid: 'test', alg: 'RS256', use: 'sig' }] },
    cookies: { keys: [randomUUID()] },
    // Explicit lifetimes keep the provider from printing a notice for each default it falls back to.
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Like Google: the e-mail claims travel in the ID token itself.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, id) => {
      const claims = accounts.get(id);
      return claims ? { accountId: id, claims: () => claims } : undefined;
    },
  });
  const providerCallback = provider.callback();

  const finishInteraction = async (req: IncomingMessage, res: ServerResponse) => {
    const accountId = new URL(req.url ?? '/', issuer).searchParams.get('account') ?? '';
    const details = await provider.interactionDetails(req, res);
    const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { login: { accountId }, consent: { grantId } }, { mergeWithLastSubmission: false });
  };
  handler = (req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      finishInteraction(req, res).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
      return;
    }
    providerCallback(req, res);
  };

  const authorize = async (authorizationUrl: string, account: string): Promise<URL> => {
    const cookies = new Map<string, string>();
    let url = new URL(authorizationUrl);
    for (let hop = 0; hop < 10; hop++) {
      if (url.origin !== issuer) return url;
      if (url.pathname.startsWith('/interaction/')) url.searchParams.set('account', account);
      const res = await fetch(url, {
        redirect: 'manual',
        headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      for (const line of res.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const eq = pair.indexOf('=');
        const name = pair.slice(0, eq).trim();
        const value = pair.slice(eq + 1).trim();
        if (!value || /expires=Thu, 01 Jan 1970/i.test(line)) cookies.delete(name);
        else cookies.set(name, value);
      }
      const location = res.headers.get('location');
      if (!location) throw new Error(`identity provider answered ${res.status} without a redirect: ${await res.text()}`);
      url = new URL(location, url);
    }
    throw new Error('too many redirects at the identity provider');
  };

  return {
    issuer,
    clientId,
    clientSecret,
    serverEnv: { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret, OIDC_ALLOW_INSECURE: 'true' },
    addAccount: (claims) => accounts.set(claims.sub, claims),
    authorize,
    close: () =>
      new Promise<void>((resolve) => {
        http.close(() => resolve());
        // fetch keeps connections alive; without this close() waits for them to time out.
        http.closeAllConnections();
      }),
  };
}
