import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../roles.js';
import type { CaseAccessLevel } from '../schemas/cases.js';
import {
  ALL_CASE_ACTIONS,
  caseCapabilities,
  caseLevelsFor,
  caseVisibility,
  effectiveCaseLevel,
  maxCaseLevel,
  mayOnCase,
  seesEveryCase,
  type CaseAction,
} from './case.js';

const LEVELS: CaseAccessLevel[] = ['read', 'edit', 'manage'];

describe('which cases someone sees', () => {
  it('partners and administrators see the whole firm; the others their assignments', () => {
    for (const role of ROLES) {
      const visibility = caseVisibility({ role, userId: 'u1' });
      expect(visibility).toEqual(seesEveryCase(role) ? { kind: 'firm' } : { kind: 'assigned', userId: 'u1' });
    }
    expect(ROLES.filter(seesEveryCase)).toEqual(['partner', 'admin']);
  });

  it('gives partner and above manage on every case, assigned or not', () => {
    for (const role of ['partner', 'admin'] as const) {
      expect(effectiveCaseLevel(role, null)).toBe('manage');
      expect(effectiveCaseLevel(role, 'read')).toBe('manage');
    }
  });

  it('gives everyone else nothing without an assignment, and at most what their role allows', () => {
    const table: Record<'viewer' | 'paralegal' | 'associate', Record<CaseAccessLevel, CaseAccessLevel>> = {
      viewer: { read: 'read', edit: 'read', manage: 'read' },
      paralegal: { read: 'read', edit: 'edit', manage: 'edit' },
      associate: { read: 'read', edit: 'edit', manage: 'manage' },
    };
    for (const [role, byAssigned] of Object.entries(table) as [Role, Record<CaseAccessLevel, CaseAccessLevel>][]) {
      expect(effectiveCaseLevel(role, null)).toBeNull();
      for (const assigned of LEVELS) expect(effectiveCaseLevel(role, assigned)).toBe(byAssigned[assigned]);
    }
  });

  it('caps what an assignment can grant by role', () => {
    expect(ROLES.map(maxCaseLevel)).toEqual(['read', 'edit', 'manage', 'manage', 'manage']);
    expect(caseLevelsFor('viewer')).toEqual(['read']);
    expect(caseLevelsFor('paralegal')).toEqual(['read', 'edit']);
    expect(caseLevelsFor('associate')).toEqual(['read', 'edit', 'manage']);
  });
});

describe('what someone may do on a case (role AND level)', () => {
  // Expected: the least role, and the least level, for each action.
  const expected: Record<CaseAction, [Role, CaseAccessLevel]> = {
    editCase: ['associate', 'edit'],
    editEvents: ['associate', 'edit'],
    archiveCase: ['partner', 'manage'],
    deleteCasePermanently: ['admin', 'read'],
    manageTeam: ['associate', 'manage'],
    uploadDocuments: ['paralegal', 'edit'],
    reprocessDocuments: ['paralegal', 'edit'],
    deleteDocuments: ['paralegal', 'edit'],
    writeHighlights: ['paralegal', 'edit'],
    readTranscripts: ['paralegal', 'read'],
    transcribe: ['paralegal', 'edit'],
    editTranscripts: ['paralegal', 'edit'],
    followDepositions: ['associate', 'read'],
    runDepositions: ['associate', 'edit'],
    readDiscovery: ['viewer', 'read'],
    manageDiscovery: ['paralegal', 'edit'],
  };
  const rank = (r: Role) => ROLES.indexOf(r);
  for (const action of ALL_CASE_ACTIONS) {
    it(action, () => {
      const [minRole, minLevel] = expected[action];
      for (const role of ROLES) {
        for (const level of LEVELS) {
          const allowed = rank(role) >= rank(minRole) && LEVELS.indexOf(level) >= LEVELS.indexOf(minLevel);
          expect(mayOnCase(role, level, action), `${role} with ${level}`).toBe(allowed);
        }
      }
    });
  }

  it('answers only the actions asked about', () => {
    expect(caseCapabilities('paralegal', 'edit', ['editCase', 'uploadDocuments'])).toEqual({ editCase: false, uploadDocuments: true });
  });
});
