import { describe, expect, it } from 'vitest';
import { ROLES } from '../roles.js';
import { mayApproveRedactions, mayEditRedactions, mayReadRedactions, redactionSetLocked } from './redaction.js';

describe('redactions', () => {
  it('are read by everyone who follows the case and drawn by paralegals and above with edit access', () => {
    expect(ROLES.filter((r) => mayReadRedactions(r, 'read'))).toEqual([...ROLES]);
    expect(ROLES.filter((r) => mayEditRedactions(r, 'edit'))).toEqual(['paralegal', 'associate', 'partner', 'admin']);
    expect(ROLES.filter((r) => mayEditRedactions(r, 'read'))).toEqual([]);
  });

  it('are approved by associates and above with edit access', () => {
    expect(ROLES.filter((r) => mayApproveRedactions(r, 'edit'))).toEqual(['associate', 'partner', 'admin']);
    expect(ROLES.filter((r) => mayApproveRedactions(r, 'manage'))).toEqual(['associate', 'partner', 'admin']);
    expect(ROLES.filter((r) => mayApproveRedactions(r, 'read'))).toEqual([]);
  });

  it('lock an approved set', () => {
    expect(redactionSetLocked('draft')).toBeNull();
    expect(redactionSetLocked('approved')).toMatch(/reopen/);
  });
});
