import {
  ChangeRoleRequest,
  Organization,
  OrganizationUsersResponse,
  UpdateOrganizationRequest,
  User,
  UserIdParam,
  mayManagePeople,
} from '@app/contract';
import type { App, AppDeps } from '../../deps.js';
import { presentUser } from '../auth/present-user.js';
import { callerOf } from '../../platform/http/caller.js';
import { listInvitations } from './invitations.js';
import { changeRole, deactivateUser, listMembers, reactivateUser } from './members.js';
import { getOrganization, updateOrganization } from './organization.js';

const tags = ['organization'];

export function organizationRoutes(app: App, deps: AppDeps): void {
  app.get('/organization', {
    config: { permission: 'organization:read' },
    schema: { tags, summary: 'My firm, with its active user count', response: { 200: Organization } },
    handler: (req) => getOrganization(deps.db, callerOf(req).organizationId),
  });

  app.put('/organization', {
    config: { permission: 'organization:manage' },
    schema: { tags, summary: "Update the firm's details (administrators)", body: UpdateOrganizationRequest, response: { 200: Organization } },
    handler: (req) => updateOrganization(deps, callerOf(req), req.body),
  });

  app.get('/organization/users', {
    // The team page lists colleagues from associate up; pending invitations only for those who manage users.
    config: { permission: 'team:read' },
    schema: { tags, summary: "The firm's users, active and deactivated, and its invitations", response: { 200: OrganizationUsersResponse } },
    handler: async (req) => {
      const caller = callerOf(req);
      const rows = await listMembers(deps.db, caller.organizationId, { includeInactive: true });
      const invitations = mayManagePeople(caller.role) ? await listInvitations(deps.db, caller.organizationId) : [];
      return { users: rows.map((u) => presentUser(u, caller.organizationName)), invitations, total: rows.length };
    },
  });

  app.put('/organization/users/:user_id/role', {
    config: { permission: 'users:manage' },
    schema: { tags, summary: "Change a user's role", params: UserIdParam, body: ChangeRoleRequest, response: { 200: User } },
    handler: async (req) => {
      const caller = callerOf(req);
      return presentUser(await changeRole(deps, caller, req.params.user_id, req.body), caller.organizationName);
    },
  });

  app.delete('/organization/users/:user_id', {
    config: { permission: 'users:manage' },
    schema: {
      tags,
      summary: 'Remove a user: deactivates the account and ends its sessions; its history is kept',
      params: UserIdParam,
      response: { 200: User },
    },
    handler: async (req) => {
      const caller = callerOf(req);
      return presentUser(await deactivateUser(deps, caller, req.params.user_id), caller.organizationName);
    },
  });

  app.post('/organization/users/:user_id/reactivate', {
    config: { permission: 'users:manage' },
    schema: { tags, summary: 'Restore a deactivated user', params: UserIdParam, response: { 200: User } },
    handler: async (req) => {
      const caller = callerOf(req);
      return presentUser(await reactivateUser(deps, caller, req.params.user_id), caller.organizationName);
    },
  });
}
