import { describe, expect, it } from 'vitest';
import { localStorageRegistry, registryKey } from './resume-registry';

const file = { name: 'Deposition.pdf', size: 12_345, lastModified: 1_700_000_000_000 };
const entry = { caseId: 'case-1', uploadId: 'up-1', ...file };

describe('resume registry', () => {
  it('finds a remembered upload by case, name, size and modification time only', () => {
    const registry = localStorageRegistry('user-1');
    registry.remember(entry);
    expect(registry.find('case-1', file)?.uploadId).toBe('up-1');
    expect(registry.find('case-2', file)).toBeNull();
    expect(registry.find('case-1', { ...file, size: 1 })).toBeNull();
    expect(registry.find('case-1', { ...file, lastModified: 1 })).toBeNull();
  });

  it('keeps each person’s uploads apart and forgets finished ones', () => {
    localStorageRegistry('user-1').remember(entry);
    expect(localStorageRegistry('user-2').list()).toEqual([]);
    const registry = localStorageRegistry('user-1');
    registry.forget('up-1');
    expect(registry.list()).toEqual([]);
    expect(localStorage.getItem(registryKey('user-1'))).toBeNull();
  });

  it('lets entries older than a week expire and survives damaged storage', () => {
    let now = 1_000;
    const registry = localStorageRegistry('user-1', () => now);
    registry.remember(entry);
    now += 8 * 24 * 60 * 60 * 1000;
    expect(registry.list()).toEqual([]);
    localStorage.setItem(registryKey('user-1'), '{not json');
    expect(registry.list()).toEqual([]);
  });
});
