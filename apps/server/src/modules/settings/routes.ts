import {
  NotificationPreferences,
  Preferences,
  RevokeSessionsResponse,
  SecuritySettings,
  SessionIdParam,
  UpdateNotificationsRequest,
  UpdatePreferencesRequest,
} from '@app/contract';
import type { App, AppDeps } from '../../deps.js';
import { requireAuth } from '../../platform/auth/authenticate.js';
import { actorOf } from '../../platform/http/actor.js';
import { effective, notificationsSection, preferencesSection, updateSection } from './preferences.js';
import { revokeOtherSessions, revokeOwnSession, securitySettings } from './security.js';

const tags = ['settings'];
// Every signed-in role manages its own settings; nothing here reaches another user's data.
const config = { permission: 'profile:manage' as const };

export function settingsRoutes(app: App, deps: AppDeps): void {
  app.get('/settings/preferences', {
    config,
    schema: { tags, summary: 'My display preferences', response: { 200: Preferences } },
    handler: async (req) => effective(preferencesSection, requireAuth(req).user.preferences),
  });

  app.put('/settings/preferences', {
    config,
    schema: { tags, summary: 'Change some of my display preferences', body: UpdatePreferencesRequest, response: { 200: Preferences } },
    handler: (req) => updateSection(deps, actorOf(req), requireAuth(req).user.id, preferencesSection, req.body),
  });

  app.get('/settings/notifications', {
    config,
    schema: { tags, summary: 'My notification preferences', response: { 200: NotificationPreferences } },
    handler: async (req) => effective(notificationsSection, requireAuth(req).user.notificationPreferences),
  });

  app.put('/settings/notifications', {
    config,
    schema: {
      tags,
      summary: 'Change some of my notification preferences',
      body: UpdateNotificationsRequest,
      response: { 200: NotificationPreferences },
    },
    handler: (req) => updateSection(deps, actorOf(req), requireAuth(req).user.id, notificationsSection, req.body),
  });

  app.get('/settings/security', {
    config,
    schema: { tags, summary: 'Two-factor status and my active sessions', response: { 200: SecuritySettings } },
    handler: (req) => securitySettings(deps, requireAuth(req)),
  });

  app.delete('/settings/security/sessions/:session_id', {
    config,
    schema: { tags, summary: 'Sign out one of my sessions', params: SessionIdParam, response: { 200: RevokeSessionsResponse } },
    handler: async (req) => ({
      revoked: await revokeOwnSession(deps, actorOf(req), requireAuth(req).user, req.params.session_id),
    }),
  });

  app.post('/settings/security/sessions/revoke-others', {
    config,
    schema: { tags, summary: 'Sign out all my other sessions', response: { 200: RevokeSessionsResponse } },
    handler: async (req) => {
      const auth = requireAuth(req);
      return { revoked: await revokeOtherSessions(deps, actorOf(req), auth.user, auth.sessionId) };
    },
  });
}
