/** The ranked staff roles. One table, read by the server's policy and the web's guards. */
export const ROLES = ['viewer', 'paralegal', 'associate', 'partner', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_RANK: Record<Role, number> = {
  viewer: 0,
  paralegal: 1,
  associate: 2,
  partner: 3,
  admin: 4,
};

export const ORGANIZATION_ROLES = [
  'managing_partner',
  'partner',
  'senior_associate',
  'associate',
  'junior_associate',
  'paralegal',
  'legal_assistant',
  'office_manager',
  'it_admin',
  'billing_admin',
  'readonly',
] as const;
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number];

export type BadgeColour = 'red' | 'purple' | 'blue' | 'green' | 'grey';

export interface RoleInfo {
  label: string;
  description: string;
  badgeColour: BadgeColour;
  organizationRole: OrganizationRole;
}

export const ROLE_INFO: Record<Role, RoleInfo> = {
  admin: {
    label: 'Administrator',
    description: 'full system access and organization management',
    badgeColour: 'red',
    organizationRole: 'managing_partner',
  },
  partner: {
    label: 'Partner',
    description: 'senior lawyer, team management, all case access',
    badgeColour: 'purple',
    organizationRole: 'partner',
  },
  associate: {
    label: 'Associate',
    description: 'junior lawyer, assigned case access',
    badgeColour: 'blue',
    organizationRole: 'associate',
  },
  paralegal: {
    label: 'Paralegal',
    description: 'support staff, document access',
    badgeColour: 'green',
    organizationRole: 'paralegal',
  },
  viewer: {
    label: 'Viewer',
    description: 'read-only for clients and consultants',
    badgeColour: 'grey',
    organizationRole: 'readonly',
  },
};

export function hasMinimumRole(role: Role, minimum: Role): boolean {
  return ROLE_RANK[role] >= ROLE_RANK[minimum];
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Roles sorted from most to least senior, e.g. for pickers. */
export const ROLES_BY_SENIORITY: readonly Role[] = [...ROLES].reverse();
