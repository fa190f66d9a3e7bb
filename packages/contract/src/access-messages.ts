import { type Role, ROLE_INFO } from './roles.js';

/** Access-denied message forms, shared so the server's 403 and the web's screen agree. */
export type AccessRequirement =
  | { kind: 'exact'; role: Role }
  | { kind: 'minimum'; role: Role }
  | { kind: 'allowed'; roles: readonly Role[] }
  | { kind: 'none' };

export function accessDeniedMessage(req: AccessRequirement): string {
  switch (req.kind) {
    case 'exact':
      return `This page requires ${ROLE_INFO[req.role].label} access.`;
    case 'minimum':
      return `This page requires ${ROLE_INFO[req.role].label} level access or higher.`;
    case 'allowed':
      return `This page is restricted to: ${req.roles.map((r) => ROLE_INFO[r].label).join(', ')}.`;
    case 'none':
      return 'You do not have permission to access this page.';
  }
}
