import { describe, expect, it } from 'vitest';
import { ROLES } from '../roles.js';
import { SYSTEM_ACTIONS, mayOnSystem, systemScope } from './system.js';

describe('the system policy', () => {
  it.each(ROLES)('%s: firm figures for administrators only; server-wide only for an administrator the server names operator', (role) => {
    for (const operator of [false, true]) {
      const viewer = { role, operator };
      const admin = role === 'admin';
      expect(mayOnSystem(viewer, 'view_firm_figures')).toBe(admin);
      for (const action of SYSTEM_ACTIONS.filter((a) => a !== 'view_firm_figures')) expect(mayOnSystem(viewer, action)).toBe(admin && operator);
      expect(systemScope(viewer)).toBe(admin && operator ? 'server' : 'firm');
    }
  });
});
