import { describe, expect, it } from 'vitest';
import { ROLES } from '../roles.js';
import { effectiveCaseLevel } from './case.js';
import { mayManageDiscovery, mayReadDiscovery, productionDownloadable } from './discovery.js';

describe('discovery access', () => {
  it('lets every role follow discovery on a case it can read, and paralegals and above with edit change it', () => {
    for (const role of ROLES) {
      for (const assigned of ['read', 'edit', 'manage'] as const) {
        const level = effectiveCaseLevel(role, assigned);
        if (!level) continue;
        expect(mayReadDiscovery(role, level)).toBe(true);
        expect(mayManageDiscovery(role, level)).toBe(role !== 'viewer' && level !== 'read');
      }
    }
  });

  it('downloads only a finished production', () => {
    expect(productionDownloadable('completed')).toBe(true);
    for (const status of ['queued', 'running', 'failed'] as const) expect(productionDownloadable(status)).toBe(false);
  });
});
