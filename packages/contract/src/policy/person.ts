import { roleHasPermission } from '../permissions.js';
import { ROLES_BY_SENIORITY, type Role } from '../roles.js';

/*
 * Managing people (managing users is for partners and above), with the administrator rule:
 * only an administrator grants the admin role, and only an administrator changes, deactivates
 * or restores another administrator. The server's checks (modules/organization/policy) and the
 * web's menus both read these.
 */

export const mayManagePeople = (role: Role): boolean => roleHasPermission(role, 'users:manage');

/** Whether this caller may give this role (in an invitation or a role change). */
export const mayGrantRole = (caller: Role, role: Role): boolean => mayManagePeople(caller) && (role !== 'admin' || caller === 'admin');

/** Roles the caller may give, most senior first. */
export const grantableRoles = (caller: Role): Role[] => ROLES_BY_SENIORITY.filter((role) => mayGrantRole(caller, role));

/** Whether the caller may change the role of, deactivate or restore this person. */
export const mayChangePerson = (caller: Role, target: { role: Role }): boolean =>
  mayManagePeople(caller) && (target.role !== 'admin' || caller === 'admin');

/**
 * The same, offered from a list of people: not on oneself, whose account is changed in Settings
 * (the server refuses deactivating oneself, and the last administrator's demotion, on its own).
 */
export const mayChangePersonFromList = (caller: { id: string; role: Role }, target: { id: string; role: Role }): boolean =>
  target.id !== caller.id && mayChangePerson(caller.role, target);
