import { z } from 'zod';
import { INVITATION_STATUSES, SUBSCRIPTION_STATUSES, SUBSCRIPTION_TYPES, TWO_FACTOR_REQUIREMENTS } from '../enums.js';
import { Email, NonEmptyText, OptionalText, Timestamp } from './common.js';
import { OrganizationRoleSchema, RoleSchema, User } from './auth.js';
import { Timezone } from './settings.js';
import { ProcessingLimits } from './processing-limits.js';

export const Organization = z.object({
  id: z.uuid(),
  name: z.string(),
  domain: z.string().nullable(),
  subscription_type: z.enum(SUBSCRIPTION_TYPES),
  subscription_status: z.enum(SUBSCRIPTION_STATUSES),
  max_users: z.number().int(),
  max_cases: z.number().int(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  /** Who must use two-factor sign-in; see TWO_FACTOR_REQUIREMENTS. */
  two_factor_required_for: z.enum(TWO_FACTOR_REQUIREMENTS),
  /** The IANA zone the firm's calendar days are counted in: days to a deadline, "today", "overdue". */
  time_zone: z.string(),
  /** What one document may cost in processing (pages, OCR pages, family documents, text); see PROCESSING_LIMITS. */
  processing_limits: ProcessingLimits,
  user_count: z.number().int(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type Organization = z.infer<typeof Organization>;

export const UpdateOrganizationRequest = z
  .object({
    name: NonEmptyText(200),
    domain: OptionalText(253),
    address: OptionalText(500),
    phone: OptionalText(40),
    website: OptionalText(300),
    two_factor_required_for: z.enum(TWO_FACTOR_REQUIREMENTS),
    time_zone: Timezone,
    /** Only the limits given change. */
    processing_limits: ProcessingLimits.partial(),
  })
  .partial();
export type UpdateOrganizationRequest = z.infer<typeof UpdateOrganizationRequest>;

export const InviteRequest = z.object({
  email: Email,
  role: RoleSchema,
  org_role: OrganizationRoleSchema.optional(),
  message: OptionalText(1000),
});
export type InviteRequest = z.infer<typeof InviteRequest>;

export const Invitation = z.object({
  id: z.uuid(),
  email: z.string(),
  role: RoleSchema,
  org_role: OrganizationRoleSchema,
  status: z.enum(INVITATION_STATUSES),
  invited_by: z.string().nullable(),
  expires_at: Timestamp,
  accepted_at: Timestamp.nullable(),
  created_at: Timestamp,
});
export type Invitation = z.infer<typeof Invitation>;

export const OrganizationUsersResponse = z.object({
  users: z.array(User),
  invitations: z.array(Invitation),
  total: z.number().int(),
});

export const ChangeRoleRequest = z.object({ role: RoleSchema, org_role: OrganizationRoleSchema.optional() });
export type ChangeRoleRequest = z.infer<typeof ChangeRoleRequest>;
export const InvitationIdParam = z.object({ invitation_id: z.uuid() });
export const InvitationsResponse = z.object({ invitations: z.array(Invitation) });
/** The opaque token from an invitation link (public preview of the invitation). */
export const InvitationTokenParam = z.object({ token: z.string().min(1).max(200) });

/** Team directory: same users, the profile fields a colleague needs. */
export const TeamMember = User.pick({
  id: true,
  email: true,
  full_name: true,
  first_name: true,
  last_name: true,
  role: true,
  org_role: true,
  avatar_url: true,
  phone: true,
  title: true,
  bar_number: true,
  is_active: true,
  last_login: true,
  created_at: true,
  two_factor_enabled: true,
});
export type TeamMember = z.infer<typeof TeamMember>;
export const TeamMembersQuery = z.object({
  q: z.string().trim().max(200).optional(),
  // stringbool, not coerce.boolean: a query string "false" must mean false.
  include_inactive: z.stringbool().optional(),
});
export const TeamMembersResponse = z.object({ members: z.array(TeamMember), total: z.number().int() });
