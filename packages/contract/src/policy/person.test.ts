import { describe, expect, it } from 'vitest';
import { grantableRoles, mayChangePerson, mayChangePersonFromList as mayManageUser, mayGrantRole } from './person.js';

describe('grantableRoles', () => {
  it('lets an administrator grant every role, most senior first', () => {
    expect(grantableRoles('admin')).toEqual(['admin', 'partner', 'associate', 'paralegal', 'viewer']);
  });

  it('never lets a partner grant administrator access', () => {
    expect(grantableRoles('partner')).toEqual(['partner', 'associate', 'paralegal', 'viewer']);
  });

  it('gives nothing to roles that cannot manage users', () => {
    expect(grantableRoles('associate')).toEqual([]);
    expect(grantableRoles('viewer')).toEqual([]);
  });
});

describe('mayManageUser', () => {
  const admin = { id: 'a', role: 'admin' as const };
  const partner = { id: 'p', role: 'partner' as const };
  it('lets a partner manage non-administrators only', () => {
    expect(mayManageUser(partner, { id: 'x', role: 'associate' })).toBe(true);
    expect(mayManageUser(partner, { id: 'y', role: 'admin' })).toBe(false);
  });

  it('lets an administrator manage another administrator but not themselves', () => {
    expect(mayManageUser(admin, { id: 'b', role: 'admin' })).toBe(true);
    expect(mayManageUser(admin, admin)).toBe(false);
  });

  it('refuses below partner', () => {
    expect(mayManageUser({ id: 'q', role: 'associate' }, { id: 'x', role: 'viewer' })).toBe(false);
  });
});

describe('the administrator rule the server applies', () => {
  it('lets only an administrator grant, change or deactivate an administrator', () => {
    expect(mayGrantRole('admin', 'admin')).toBe(true);
    expect(mayGrantRole('partner', 'admin')).toBe(false);
    expect(mayGrantRole('partner', 'partner')).toBe(true);
    expect(mayGrantRole('associate', 'viewer')).toBe(false);
    expect(mayChangePerson('partner', { role: 'admin' })).toBe(false);
    expect(mayChangePerson('partner', { role: 'partner' })).toBe(true);
    expect(mayChangePerson('admin', { role: 'admin' })).toBe(true);
    expect(mayChangePerson('associate', { role: 'viewer' })).toBe(false);
  });
});
