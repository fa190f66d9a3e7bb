import { ChangeRoleRequest, Invitation, InviteRequest, TeamMember, TeamMembersQuery, TeamMembersResponse, UserIdParam } from '@app/contract';
import type { App, AppDeps } from '../../deps.js';
import { callerOf } from '../../platform/http/caller.js';
import { inviteUser } from '../organization/invitations.js';
import { changeRole, findMember, listMembers } from '../organization/members.js';
import { presentTeamMember } from './present-member.js';

const tags = ['team'];

/** The team directory: a view over the organization service, with the same rules for invite and role change. */
export function teamRoutes(app: App, deps: AppDeps): void {
  app.get('/team/members', {
    config: { permission: 'team:read' },
    schema: { tags, summary: "The firm's members; q searches name, e-mail and title", querystring: TeamMembersQuery, response: { 200: TeamMembersResponse } },
    handler: async (req) => {
      const rows = await listMembers(deps.db, callerOf(req).organizationId, {
        q: req.query.q,
        includeInactive: req.query.include_inactive ?? false,
      });
      return { members: rows.map(presentTeamMember), total: rows.length };
    },
  });

  app.get('/team/members/:user_id', {
    config: { permission: 'team:read' },
    schema: { tags, summary: 'One member of the firm', params: UserIdParam, response: { 200: TeamMember } },
    handler: async (req) => presentTeamMember(await findMember(deps.db, callerOf(req).organizationId, req.params.user_id)),
  });

  app.post('/team/invite', {
    config: { permission: 'users:manage' },
    schema: { tags, summary: 'Invite someone by e-mail (same as /organization/invite)', body: InviteRequest, response: { 201: Invitation } },
    handler: async (req, reply) => reply.status(201).send(await inviteUser(deps, callerOf(req), req.body)),
  });

  app.put('/team/members/:user_id/role', {
    config: { permission: 'users:manage' },
    schema: { tags, summary: "Change a member's role (same rules as the organization page)", params: UserIdParam, body: ChangeRoleRequest, response: { 200: TeamMember } },
    handler: async (req) => presentTeamMember(await changeRole(deps, callerOf(req), req.params.user_id, req.body)),
  });
}
