import { describe, expect, it } from 'vitest';
import { ROLES } from '../roles.js';
import { CASE_ACCESS_LEVELS } from '../schemas/cases.js';
import { mayManageCourtClosures, mayManageDeadlines, mayReadCourtClosures, mayReadDeadlines } from './deadline.js';

describe('deadline policy', () => {
  it('every role reads at every level; associate and above with edit or manage access manage triggers and the court', () => {
    for (const role of ROLES) {
      for (const level of CASE_ACCESS_LEVELS) {
        expect(mayReadDeadlines(role, level)).toBe(true);
        const manages = ['associate', 'partner', 'admin'].includes(role) && level !== 'read';
        expect(mayManageDeadlines(role, level), `${role} ${level}`).toBe(manages);
      }
    }
  });

  it('every member reads the firm court closures; only an administrator changes them', () => {
    for (const role of ROLES) {
      expect(mayReadCourtClosures(role)).toBe(true);
      expect(mayManageCourtClosures(role), role).toBe(role === 'admin');
    }
  });
});
