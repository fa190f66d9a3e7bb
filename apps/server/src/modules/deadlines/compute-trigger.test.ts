import { describe, expect, it } from 'vitest';
import { DEADLINE_TRIGGER_KINDS, DEADLINE_TRIGGER_RULES, courtRules } from '@app/contract';
import { computeTrigger, triggerField, type TriggerFacts } from './compute-trigger.js';

const court: courtRules.Court = { name: 'S.D.N.Y.', timeZone: 'America/New_York', inaugurationDay: false, closures: [] };
const TODAY = '2026-12-02';
const facts = (over: Partial<TriggerFacts>): TriggerFacts => ({
  kind: 'complaint_served', title: 'Complaint', triggerDate: '2026-11-02', serviceMethod: null, deadlineTitle: null, days: null, direction: null, serviceExtends: false, ...over,
});

describe('the deadlines a trigger sets', () => {
  it('every kind but custom names rules of the rule set, and computes one deadline per rule', () => {
    for (const kind of DEADLINE_TRIGGER_KINDS) {
      if (kind === 'custom') continue;
      const result = computeTrigger(facts({ kind, serviceMethod: 'hand' }), court, TODAY);
      expect(result.ok, kind).toBe(true);
      if (result.ok) expect(result.deadlines.map((d) => d.ruleId)).toEqual(DEADLINE_TRIGGER_RULES[kind]);
    }
  });

  it('a Rule 26(f) conference sets initial disclosures and early Rule 34 responses', () => {
    const result = computeTrigger(facts({ kind: 'rule_26f_conference' }), court, TODAY);
    // Mon 11-02 + 14 = Mon 11-16; + 30 = Wed 12-02.
    expect(result.ok && result.deadlines.map((d) => d.dueDate)).toEqual(['2026-11-16', '2026-12-02']);
  });

  it('a custom period counts from its event in either direction, with its own title', () => {
    const before = computeTrigger(facts({ kind: 'custom', title: 'Hearing', triggerDate: '2026-12-20', deadlineTitle: 'Reply brief', days: 14, direction: 'before' }), court, TODAY);
    expect(before.ok && before.deadlines[0]).toMatchObject({ title: 'Reply brief', ruleId: null, dueDate: '2026-12-04' });
    const served = computeTrigger(facts({ kind: 'custom', title: 'Motion served', triggerDate: '2026-11-02', deadlineTitle: 'Opposition', days: 14, direction: 'after', serviceExtends: true, serviceMethod: 'mail' }), court, TODAY);
    // Mon 11-02 + 14 = Mon 11-16; + 3 for mail = Thu 11-19.
    expect(served.ok && served.deadlines[0]?.dueDate).toBe('2026-11-19');
  });

  it('refuses what the engine refuses, on the route field', () => {
    const unserved = computeTrigger(facts({ kind: 'interrogatories_served' }), court, TODAY);
    expect(!unserved.ok && triggerField(unserved.error.field)).toBe('service_method');
    const ahead = computeTrigger(facts({ triggerDate: '2031-01-02' }), court, TODAY);
    expect(!ahead.ok && ahead.error.code).toBe('trigger_out_of_range');
    expect(!ahead.ok && triggerField(ahead.error.field)).toBe('trigger_date');
    const noDays = computeTrigger(facts({ kind: 'custom', deadlineTitle: 'Brief', days: null }), court, TODAY);
    expect(!noDays.ok && triggerField(noDays.error.field)).toBe('days');
  });
});
