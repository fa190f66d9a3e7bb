import { describe, expect, it } from 'vitest';
import { caseCapabilities, levelsForRole, maxLevelForRole, seesEveryCase } from './case-capabilities';

describe('caseCapabilities', () => {
  it('read access offers nothing that changes the case, whatever the role', () => {
    expect(Object.values(caseCapabilities('partner', 'read')).some(Boolean)).toBe(false);
  });

  it('an associate with edit access edits the case and events and handles documents', () => {
    expect(caseCapabilities('associate', 'edit')).toEqual({
      editCase: true,
      editEvents: true,
      uploadDocuments: true,
      deleteDocuments: true,
      reprocessDocuments: true,
    });
  });

  it('a paralegal with edit access handles documents but cannot change the case itself', () => {
    const can = caseCapabilities('paralegal', 'edit');
    expect(can.editCase).toBe(false);
    expect(can.editEvents).toBe(false);
    expect(can.uploadDocuments).toBe(true);
    expect(can.deleteDocuments).toBe(true);
  });

  it('a viewer never changes anything', () => {
    expect(Object.values(caseCapabilities('viewer', 'edit')).some(Boolean)).toBe(false);
  });
});

describe('access levels a role can hold', () => {
  it('caps viewers at read and paralegals at edit, like the server', () => {
    expect(maxLevelForRole('viewer')).toBe('read');
    expect(maxLevelForRole('paralegal')).toBe('edit');
    expect(maxLevelForRole('associate')).toBe('manage');
    expect(levelsForRole('viewer')).toEqual(['read']);
    expect(levelsForRole('paralegal')).toEqual(['read', 'edit']);
    expect(levelsForRole('partner')).toEqual(['read', 'edit', 'manage']);
  });

  it('knows partners and administrators see every case', () => {
    expect(seesEveryCase('partner')).toBe(true);
    expect(seesEveryCase('admin')).toBe(true);
    expect(seesEveryCase('associate')).toBe(false);
  });
});
