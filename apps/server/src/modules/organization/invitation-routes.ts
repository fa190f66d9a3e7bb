import {
  AcceptInvitationRequest,
  Invitation,
  InvitationIdParam,
  InvitationPreview,
  InvitationTokenParam,
  InvitationsResponse,
  InviteRequest,
  TokenResponse,
} from '@app/contract';
import type { App, AppDeps } from '../../deps.js';
import { clientInfo } from '../auth/client-info.js';
import { callerOf } from '../../platform/http/caller.js';
import { acceptInvitation, previewInvitation } from './invitation-acceptance.js';
import { cancelInvitation, inviteUser, listInvitations, resendInvitation } from './invitations.js';

const tags = ['organization'];

export function invitationRoutes(app: App, deps: AppDeps): void {
  const perIpLimit = { max: deps.config.loginRateLimitPerMinute, timeWindow: '1 minute' };

  app.post('/organization/invite', {
    config: { permission: 'users:manage' },
    schema: { tags, summary: 'Invite someone by e-mail (the link works for 7 days)', body: InviteRequest, response: { 201: Invitation } },
    handler: async (req, reply) => reply.status(201).send(await inviteUser(deps, callerOf(req), req.body)),
  });

  app.get('/organization/invitations', {
    config: { permission: 'users:manage' },
    schema: { tags, summary: "The firm's invitations: pending, accepted, expired, canceled", response: { 200: InvitationsResponse } },
    handler: async (req) => ({ invitations: await listInvitations(deps.db, callerOf(req).organizationId) }),
  });

  app.post('/organization/invitations/:invitation_id/resend', {
    config: { permission: 'users:manage' },
    schema: { tags, summary: 'Send an invitation again with a new link and a new 7-day window', params: InvitationIdParam, response: { 200: Invitation } },
    handler: (req) => resendInvitation(deps, callerOf(req), req.params.invitation_id),
  });

  app.delete('/organization/invitations/:invitation_id', {
    config: { permission: 'users:manage' },
    schema: { tags, summary: 'Cancel an invitation; its link stops working', params: InvitationIdParam, response: { 200: Invitation } },
    handler: (req) => cancelInvitation(deps, callerOf(req), req.params.invitation_id),
  });

  app.get('/auth/invitations/:token', {
    config: { permission: 'public', rateLimit: perIpLimit },
    schema: { tags: ['auth'], summary: 'What an invitation link offers, before accepting it', params: InvitationTokenParam, response: { 200: InvitationPreview } },
    handler: (req) => previewInvitation(deps.db, req.params.token),
  });

  app.post('/auth/accept-invitation', {
    config: { permission: 'public', rateLimit: perIpLimit },
    schema: { tags: ['auth'], summary: 'Accept an invitation: creates the account and signs it in', body: AcceptInvitationRequest, response: { 201: TokenResponse } },
    handler: async (req, reply) => reply.status(201).send(await acceptInvitation(deps, req.body, clientInfo(req))),
  });
}
