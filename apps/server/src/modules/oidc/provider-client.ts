import * as client from 'openid-client';
import type { Config } from '../../config.js';

type OidcConfig = NonNullable<Config['oidc']>;

export const CALLBACK_PATH = '/api/v1/auth/google/callback';
const DISCOVERY_TIMEOUT_SECONDS = 10;

export interface ProviderClient {
  /** Where the provider sends the browser back; must match the client registration exactly. */
  redirectUri: string;
  /** The issuer's discovered metadata, fetched once per server and again after a failure. */
  configuration(): Promise<client.Configuration>;
}

export function createProviderClient(oidc: OidcConfig, publicUrl: string): ProviderClient {
  let pending: Promise<client.Configuration> | null = null;
  const discover = () =>
    client.discovery(
      new URL(oidc.issuer),
      oidc.clientId,
      undefined,
      // Without a secret the client is public and PKCE alone protects the code.
      oidc.clientSecret ? client.ClientSecretPost(oidc.clientSecret) : client.None(),
      {
        timeout: DISCOVERY_TIMEOUT_SECONDS,
        ...(oidc.allowInsecure ? { execute: [client.allowInsecureRequests] } : {}),
      },
    );
  return {
    redirectUri: `${publicUrl}${CALLBACK_PATH}`,
    configuration() {
      pending ??= discover().catch((error: unknown) => {
        // Forget the failure so the next sign-in tries again instead of failing until restart.
        pending = null;
        throw error;
      });
      return pending;
    },
  };
}
