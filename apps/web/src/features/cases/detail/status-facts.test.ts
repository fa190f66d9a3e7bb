import { describe, expect, it } from 'vitest';
import { statusFacts } from './status-facts';

describe('statusFacts', () => {
  it('gives a case not closed its status and no "Closed" line (it said "Closed: Open")', () => {
    expect(statusFacts({ status: 'active', closed_at: null })).toEqual([{ label: 'Status', value: 'Active' }]);
    expect(statusFacts({ status: 'on_hold', closed_at: null })).toEqual([{ label: 'Status', value: 'On Hold' }]);
  });

  it('dates a closed case', () => {
    const facts = statusFacts({ status: 'closed', closed_at: '2026-03-04' });
    expect(facts.map((f) => f.label)).toEqual(['Status', 'Closed']);
    expect(facts[0]?.value).toBe('Closed');
    expect(facts[1]?.value).toMatch(/2026/);
  });
});
