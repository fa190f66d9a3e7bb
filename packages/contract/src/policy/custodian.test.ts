import { describe, expect, it } from 'vitest';
import { ROLES } from '../roles.js';
import { CASE_ACCESS_LEVELS } from '../schemas/cases.js';
import { mayManageCustodians, mayReadCustodians } from './custodian.js';

describe('custodian policy', () => {
  it('every role reads at every level; paralegal and above manage with edit or manage access', () => {
    for (const role of ROLES) {
      for (const level of CASE_ACCESS_LEVELS) {
        expect(mayReadCustodians(role, level)).toBe(true);
        const manages = role !== 'viewer' && level !== 'read';
        expect(mayManageCustodians(role, level), `${role} ${level}`).toBe(manages);
      }
    }
  });
});
