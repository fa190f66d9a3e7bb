import { describe, expect, it } from 'vitest';
import { type Court, computeCustomDeadline, computeRuleDeadline, computeTriggeredDeadlines } from './compute.js';
import { explainDeadline } from './explain.js';
import { ruleSetInForce } from './rule-sets.js';

const NY: Court = { name: 'S.D.N.Y.', timeZone: 'America/New_York', inaugurationDay: false, closures: [] };
const TODAY = '2026-12-01';

describe('the working a computation keeps', () => {
  it('records trigger, count, roll, the 3 days for mail, the second roll and the end, in order', () => {
    const r = computeRuleDeadline('frcp_36a3_admission_responses', { trigger: '2024-10-11', today: TODAY, court: NY, service: 'mail' });
    if (!r.ok) throw new Error(r.error.message);
    const d = r.deadline;
    expect(d.steps.map((s) => s.kind)).toEqual(['trigger', 'count', 'roll', 'service_extension', 'roll', 'end']);
    expect(d.steps[1]).toMatchObject({ kind: 'count', days: 30, firstDay: '2024-10-12', lastDay: '2024-11-10', weekendDays: 10 });
    expect(d.steps[1]?.kind === 'count' && d.steps[1].holidays.map((h) => h.date)).toEqual(['2024-10-14']);
    expect(d.steps[2]).toMatchObject({ kind: 'roll', from: '2024-11-10', to: '2024-11-12' });
    expect(d.steps[2]?.kind === 'roll' && d.steps[2].skipped.map((s) => s.why.kind)).toEqual(['weekend', 'legal_holiday']);
    expect(d.steps[3]).toMatchObject({ kind: 'service_extension', method: 'mail', from: '2024-11-12', to: '2024-11-15', days: 3 });
    expect(d).toMatchObject({ dueDate: '2024-11-15', citation: 'Fed. R. Civ. P. 36(a)(3)', ruleSet: { id: 'frcp-2016-12-01' } });
    expect(d.consequence).toMatch(/admitted/);
  });

  it('ends the last day at midnight in the court time zone, across a clock change', () => {
    const ny = computeRuleDeadline('frcp_12a1Ai_answer', { trigger: '2024-10-11', today: TODAY, court: NY });
    expect(ny.ok && ny.deadline.endsAt).toBe('2024-11-02T04:00:00.000Z'); // EDT until Nov 3
    const la = computeRuleDeadline('frcp_12a1Ai_answer', { trigger: '2024-10-21', today: TODAY, court: { ...NY, timeZone: 'America/Los_Angeles' } });
    expect(la.ok && la.deadline.endsAt).toBe('2024-11-13T08:00:00.000Z'); // Nov 12 ends at PST midnight
    const eve = computeCustomDeadline(
      { title: 'Brief', citation: 'Order', days: 1, direction: 'after', serviceExtends: false, event: 'the order issued' },
      { trigger: '2025-03-07', today: TODAY, court: NY },
    ); // due Mon Mar 10, the day after the clocks went forward
    expect(eve.ok && eve.deadline.endsAt).toBe('2025-03-11T04:00:00.000Z');
  });

  it('uses the rule set in force on the trigger date: electronic service adds 3 days only before December 1, 2016', () => {
    expect(ruleSetInForce('2016-11-30')?.id).toBe('frcp-2009-12-01');
    expect(ruleSetInForce('2016-12-01')?.id).toBe('frcp-2016-12-01');
    const before = computeRuleDeadline('frcp_33b2_interrogatory_answers', { trigger: '2016-11-30', today: TODAY, court: NY, service: 'electronic' });
    const after = computeRuleDeadline('frcp_33b2_interrogatory_answers', { trigger: '2016-12-01', today: TODAY, court: NY, service: 'electronic' });
    expect(before.ok && before.deadline.steps.some((s) => s.kind === 'service_extension')).toBe(true);
    expect(after.ok && after.deadline.steps.find((s) => s.kind === 'no_service_extension')).toMatchObject({ reason: 'method_not_listed' });
  });

  it('moves every deadline of a trigger together', () => {
    const at = (trigger: string) => {
      const r = computeTriggeredDeadlines('rule_26f_conference', { trigger, today: TODAY, court: NY });
      if (!r.ok) throw new Error(r.error.message);
      return r.deadlines.map((d) => [d.ruleId, d.dueDate]);
    };
    expect(at('2024-11-14')).toEqual([['frcp_26a1C_initial_disclosures', '2024-11-29'], ['frcp_26d2_early_rule_34_responses', '2024-12-16']]);
    expect(at('2024-11-15')).toEqual([['frcp_26a1C_initial_disclosures', '2024-11-29'], ['frcp_26d2_early_rule_34_responses', '2024-12-16']]);
    expect(at('2024-11-18')).toEqual([['frcp_26a1C_initial_disclosures', '2024-12-02'], ['frcp_26d2_early_rule_34_responses', '2024-12-18']]);
  });
});

describe('clear errors, nothing computed', () => {
  const input = { today: TODAY, court: NY, service: 'mail' as const };
  it('refuses a trigger more than 20 years back or 2 years ahead, with the bounds', () => {
    const past = computeRuleDeadline('frcp_12a1Ai_answer', { ...input, trigger: '1925-03-02' });
    expect(past).toEqual({ ok: false, error: expect.objectContaining({ code: 'trigger_out_of_range', field: 'trigger', earliest: '2006-12-01', latest: '2028-12-01' }) });
    expect(!past.ok && past.error.message).toMatch(/more than 20 years ago/);
    const future = computeRuleDeadline('frcp_12a1Ai_answer', { ...input, trigger: '2062-03-02' });
    expect(!future.ok && future.error.code).toBe('trigger_out_of_range');
    expect(computeRuleDeadline('frcp_12a1Ai_answer', { ...input, trigger: '2028-12-01' }).ok).toBe(true);
  });

  it('refuses a trigger before any rule set it knows was in force', () => {
    const r = computeRuleDeadline('frcp_12a1Ai_answer', { ...input, trigger: '2009-11-30' });
    expect(!r.ok && r.error).toMatchObject({ code: 'no_rule_set_in_force', field: 'trigger' });
    expect(!r.ok && r.error.message).toMatch(/from 2009-12-01 on/);
  });

  it('refuses dates that are not dates, unknown time zones, periods out of range and a missing service method', () => {
    expect(computeRuleDeadline('frcp_12a1Ai_answer', { ...input, trigger: '2025-02-30' })).toMatchObject({ ok: false, error: { code: 'invalid_date', field: 'trigger' } });
    expect(computeRuleDeadline('frcp_12a1Ai_answer', { ...input, trigger: '2025-02-03', court: { ...NY, timeZone: 'Mars/Olympus' } })).toMatchObject({ ok: false, error: { code: 'invalid_time_zone' } });
    const period = { title: 'x', citation: 'Order', direction: 'after' as const, serviceExtends: false, event: 'e' };
    expect(computeCustomDeadline({ ...period, days: 0 }, { ...input, trigger: '2025-02-03' })).toMatchObject({ ok: false, error: { code: 'invalid_period', field: 'days' } });
    expect(computeCustomDeadline({ ...period, days: 2.5 }, { ...input, trigger: '2025-02-03' })).toMatchObject({ ok: false, error: { code: 'invalid_period' } });
    expect(computeRuleDeadline('frcp_34b2A_production_responses', { today: TODAY, court: NY, trigger: '2025-02-03' })).toMatchObject({ ok: false, error: { code: 'service_method_required', field: 'service' } });
  });
});

describe('the working in plain words', () => {
  it('says one sentence per step and cites the rule', () => {
    const r = computeRuleDeadline('frcp_34b2A_production_responses', { trigger: '2025-03-07', today: TODAY, court: NY, service: 'mail' });
    if (!r.ok) throw new Error(r.error.message);
    expect(explainDeadline(r.deadline)).toEqual([
      'The period starts when the discovery requests were served, on Friday, March 7, 2025; that day is not counted (Fed. R. Civ. P. 6(a)(1)(A)).',
      'Counting 30 days forward from Saturday, March 8, 2025 reaches Sunday, April 6, 2025; every day counts, including 10 weekend days (Fed. R. Civ. P. 6(a)(1)(B)).',
      'Sunday, April 6, 2025 is not a court day (Sunday, April 6, 2025, a Sunday), so the period runs on to Monday, April 7, 2025, the next court day (Fed. R. Civ. P. 6(a)(1)(C)).',
      'The papers were served by mail (Rule 5(b)(2)(C)), so 3 days are added after the period would otherwise end: Monday, April 7, 2025 becomes Thursday, April 10, 2025 (Fed. R. Civ. P. 6(d)).',
      'Thursday, April 10, 2025 is a court day, so the period ends there (Fed. R. Civ. P. 6(a)(1)(C)).',
      "Due: Responses to requests for production, Thursday, April 10, 2025; for electronic filing the day ends at midnight in America/New_York, for filing by other means when the clerk's office closes (Fed. R. Civ. P. 6(a)(4)(A)).",
      'Rule applied: Fed. R. Civ. P. 34(b)(2)(A), under the Federal Rules of Civil Procedure, as amended December 1, 2016.',
    ]);
  });

  it('names the holidays and closures it skipped, and a backward roll', () => {
    const dc: Court = { ...NY, inaugurationDay: true };
    const answer = computeRuleDeadline('frcp_12a1Ai_answer', { trigger: '2024-12-30', today: TODAY, court: dc });
    if (!answer.ok) throw new Error(answer.error.message);
    const words = explainDeadline(answer.deadline);
    expect(words[2]).toContain('Monday, January 20, 2025, Birthday of Martin Luther King, Jr. and Inauguration Day (a legal holiday)');
    expect(words[3]).toMatch(/does not run from service of a paper/);
    const back = computeCustomDeadline(
      { title: 'Opposition', citation: 'Local Civil Rule 6.1', days: 14, direction: 'before', serviceExtends: false, event: 'the motion is heard' },
      { trigger: '2025-03-28', today: TODAY, court: { ...NY, closures: [{ date: '2025-03-14', reason: 'building flooded' }] } },
    );
    if (!back.ok) throw new Error(back.error.message);
    expect(explainDeadline(back.deadline)[2]).toBe(
      "Friday, March 14, 2025 is not a court day (Friday, March 14, 2025, a day the court was closed (building flooded)), so the period moves back to Thursday, March 13, 2025, the nearest earlier court day (Fed. R. Civ. P. 6(a)(1)(C) and 6(a)(5)).",
    );
  });
});
