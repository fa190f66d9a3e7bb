import { describe, expect, it } from 'vitest';
import { capabilitiesFor } from './capabilities';

const allowed = (role: Parameters<typeof capabilitiesFor>[0]) =>
  capabilitiesFor(role)
    .filter((c) => c.allowed)
    .map((c) => c.permission);

describe('capabilitiesFor', () => {
  it('gives a viewer read-only abilities', () => {
    expect(allowed('viewer')).toEqual(['cases:read', 'search:use', 'discovery:read']);
  });

  it('lets an associate read the audit trail but not manage users', () => {
    const a = allowed('associate');
    expect(a).toContain('audit:view');
    expect(a).toContain('cases:create');
    expect(a).not.toContain('users:manage');
    expect(a).not.toContain('audit:export');
  });

  it('keeps firm editing and system status for administrators', () => {
    expect(allowed('partner')).not.toContain('organization:manage');
    expect(allowed('partner')).toContain('audit:export');
    expect(capabilitiesFor('admin').every((c) => c.allowed)).toBe(true);
  });

  it('names the first role that holds a locked capability', () => {
    const users = capabilitiesFor('paralegal').find((c) => c.permission === 'users:manage');
    expect(users).toMatchObject({ allowed: false, minimumRoleLabel: 'Partner' });
  });
});
