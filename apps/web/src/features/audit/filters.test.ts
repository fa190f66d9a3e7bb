import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS,
  activeFilterCount,
  endOfLocalDay,
  filtersFromParams,
  filtersToParams,
  filtersToRequest,
  lastDays,
  periodProblem,
  startOfLocalDay,
  type AuditFilterState,
} from './filters';

const filters = (patch: Partial<AuditFilterState>): AuditFilterState => ({ ...EMPTY_FILTERS, ...patch });

describe('filtersToRequest', () => {
  it('sends nothing for empty filters (the server then returns everything)', () => {
    expect(filtersToRequest(EMPTY_FILTERS)).toEqual({});
  });

  it('maps every filter to its API field', () => {
    const request = filtersToRequest(
      filters({
        search: '  smith  ',
        from: '2025-03-01',
        to: '2025-03-31',
        userId: '6f1c6a7e-1d1b-4c1e-9a53-3d2b1f0e8a11',
        actions: ['login', 'login_failed'],
        resourceTypes: ['authentication'],
        riskLevels: ['high', 'critical'],
        outcomes: ['failure'],
      }),
    );
    expect(request).toEqual({
      search: 'smith',
      period_start: new Date(2025, 2, 1).toISOString(),
      period_end: new Date(new Date(2025, 3, 1).getTime() - 1).toISOString(),
      user_id: '6f1c6a7e-1d1b-4c1e-9a53-3d2b1f0e8a11',
      action: ['login', 'login_failed'],
      resource_type: ['authentication'],
      risk_level: ['high', 'critical'],
      outcome: ['failure'],
    });
  });

  it('makes "to" inclusive of the whole local day', () => {
    const end = endOfLocalDay('2025-12-31');
    expect(end?.getFullYear()).toBe(2025);
    expect(end?.getDate()).toBe(31);
    expect(end?.getHours()).toBe(23);
    expect(end?.getMilliseconds()).toBe(999);
  });

  it('ignores malformed dates', () => {
    expect(startOfLocalDay('31/12/2025')).toBeNull();
    expect(filtersToRequest(filters({ from: 'yesterday' }))).toEqual({});
  });
});

describe('periodProblem', () => {
  it('flags an end before the start, and accepts one day', () => {
    expect(periodProblem({ from: '2025-03-02', to: '2025-03-01' })).toMatch(/before the start/);
    expect(periodProblem({ from: '2025-03-01', to: '2025-03-01' })).toBeNull();
    expect(periodProblem({ from: '', to: '' })).toBeNull();
  });
});

describe('URL round trip', () => {
  it('writes and reads back the same filters, keeping unrelated parameters', () => {
    const original = filters({ search: 'report', from: '2025-01-01', actions: ['data_export'], riskLevels: ['high'], outcomes: ['blocked'] });
    const params = filtersToParams(original, new URLSearchParams('view=statistics&page=4'));
    expect(params.get('view')).toBe('statistics');
    expect(params.get('page')).toBeNull(); // new filters start at page 1
    expect(filtersFromParams(params)).toEqual(original);
  });

  it('drops unknown values from a hand-edited link', () => {
    const read = filtersFromParams(new URLSearchParams('action=login&action=hack&risk=extreme&from=soon'));
    expect(read.actions).toEqual(['login']);
    expect(read.riskLevels).toEqual([]);
    expect(read.from).toBe('');
  });
});

describe('helpers', () => {
  it('counts the filter groups in use', () => {
    expect(activeFilterCount(EMPTY_FILTERS)).toBe(0);
    expect(activeFilterCount(filters({ from: '2025-01-01', to: '2025-01-02', actions: ['login'], search: ' ' }))).toBe(2);
  });

  it('builds quick ranges ending today', () => {
    expect(lastDays(7, new Date(2025, 2, 10, 15))).toEqual({ from: '2025-03-04', to: '2025-03-10' });
    expect(lastDays(1, new Date(2025, 0, 1))).toEqual({ from: '2025-01-01', to: '2025-01-01' });
  });
});
