import { z } from 'zod';
import { OidcExchangeRequest, TokenResponse } from '@app/contract';
import type { App, AppDeps } from '../../deps.js';
import { AppError } from '../../platform/http/errors.js';
import { clientInfo } from '../auth/client-info.js';
import { finishGoogleSignIn, failureUrl, GENERIC_FAILURE } from './callback.js';
import { exchangeTicket } from './exchange.js';
import { createProviderClient, type ProviderClient } from './provider-client.js';
import { startGoogleSignIn } from './start.js';

const tags = ['auth'];
const notConfigured = () =>
  new AppError(404, 'not_found', 'Google sign-in is not configured on this server. Sign in with your e-mail and password.');

/** Google sign-in (OIDC authorization code + PKCE); the routes exist but answer 404 when unconfigured. */
export function oidcRoutes(app: App, deps: AppDeps): void {
  const provider: ProviderClient | null = deps.config.oidc ? createProviderClient(deps.config.oidc, deps.config.publicUrl) : null;
  const browserLimit = { max: deps.config.loginRateLimitPerMinute, timeWindow: '1 minute' };

  app.get('/auth/google/start', {
    config: { permission: 'public', rateLimit: browserLimit },
    schema: {
      tags,
      summary: 'Begin Google sign-in (redirects to Google)',
      querystring: z.object({ return_to: z.string().optional().describe('A path in the web app to land on afterwards') }),
    },
    handler: async (req, reply) => {
      if (!provider) throw notConfigured();
      let target: string;
      try {
        target = await startGoogleSignIn(deps, provider, req.query.return_to);
      } catch (error) {
        // A browser is waiting: send it to the login page rather than show it raw JSON.
        req.log.warn({ err: error }, 'Google sign-in: could not reach the identity provider');
        target = failureUrl(deps, GENERIC_FAILURE);
      }
      return reply.redirect(target, 302);
    },
  });

  app.get('/auth/google/callback', {
    config: { permission: 'public', rateLimit: browserLimit },
    schema: {
      tags,
      summary: 'Where Google sends the browser back (redirects to the web app)',
      querystring: z.object({
        code: z.string().optional(),
        state: z.string().optional(),
        error: z.string().optional(),
      }),
    },
    handler: async (req, reply) => {
      if (!provider) throw notConfigured();
      // The raw query, untouched by validation: the response check covers every parameter (iss too).
      const queryStart = req.url.indexOf('?');
      const rawQuery = queryStart === -1 ? '' : req.url.slice(queryStart + 1);
      return reply.redirect(await finishGoogleSignIn(deps, provider, rawQuery, clientInfo(req)), 302);
    },
  });

  app.post('/auth/google/exchange', {
    config: { permission: 'public', rateLimit: browserLimit },
    schema: {
      tags,
      summary: 'Trade the one-time ticket from the Google callback for tokens',
      body: OidcExchangeRequest,
      response: { 200: TokenResponse },
    },
    handler: async (req) => {
      if (!provider) throw notConfigured();
      return exchangeTicket(deps, req.body.ticket, clientInfo(req));
    },
  });
}
