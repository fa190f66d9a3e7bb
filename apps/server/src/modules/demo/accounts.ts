import { ROLES, ROLE_INFO, type Role } from '@app/contract';

export const DEMO_ORGANIZATION_NAME = 'Harper & Lane LLP';

/** Built-in demo people: e-mail `<role>@demo.example`, password `demo-<role>`. */
export const DEMO_PEOPLE: Record<Role, { fullName: string; title: string; barNumber: string | null }> = {
  admin: { fullName: 'Margaret Harper', title: 'Managing Partner', barNumber: 'NY-2004117' },
  partner: { fullName: 'Daniel Lane', title: 'Partner, Litigation', barNumber: 'NY-2008342' },
  associate: { fullName: 'Priya Natarajan', title: 'Senior Associate', barNumber: 'NY-2016590' },
  paralegal: { fullName: 'Marcus Okafor', title: 'Litigation Paralegal', barNumber: null },
  viewer: { fullName: 'Elena Ruiz', title: 'Client Representative, Northwind Freight', barNumber: null },
};

export const demoEmail = (role: Role) => `${role}@demo.example`;
export const demoPassword = (role: Role) => `demo-${role}`;

export function demoAccounts() {
  return [...ROLES].reverse().map((role) => ({
    role,
    email: demoEmail(role),
    password: demoPassword(role),
    full_name: DEMO_PEOPLE[role].fullName,
    label: ROLE_INFO[role].label,
    description: ROLE_INFO[role].description,
  }));
}
