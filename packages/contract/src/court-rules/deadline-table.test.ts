/*
 * Computed deadlines checked against the rule text. Part one: rows worked out by hand, each with its
 * reasoning. Part two: every trigger day of 2020–2029 for each FRCP rule, checked against a second,
 * deliberately plain count that knows holidays only as the literal dates OPM publishes — so the
 * holiday calculator and the counting are each checked by something that shares no code with them.
 */
import { describe, expect, it } from 'vitest';
import { type Court, computeCustomDeadline, computeRuleDeadline } from './compute.js';
import { addDays, isWeekend } from './dates.js';
import { DECLARED_DAYS_2020_2030, OPM_HOLIDAYS, OPM_INAUGURATION_DAYS } from './opm-holidays.fixture.js';
import { type CourtServiceMethod, type RuleId, FRCP_RULE_SETS } from './rule-sets.js';

const TODAY = '2028-01-01';
const SDNY: Court = { name: 'S.D.N.Y.', timeZone: 'America/New_York', inaugurationDay: false, closures: [] };
const DDC: Court = { name: 'D.D.C.', timeZone: 'America/New_York', inaugurationDay: true, closures: [] };
const CLOSED: Court = {
  name: 'N.D. Cal.', timeZone: 'America/Los_Angeles', inaugurationDay: false,
  closures: [{ date: '2025-03-14', reason: 'building flooded' }, { date: '2025-03-24', reason: 'power outage' }],
};

type Row = [trigger: string, rule: RuleId, service: CourtServiceMethod | null, court: Court, due: string, why: string];
const ANSWER = 'frcp_12a1Ai_answer';
const WAIVER = 'frcp_12a1Aii_answer_after_waiver';
const ABROAD = 'frcp_12a1Aii_answer_after_waiver_abroad';
const DISCLOSE = 'frcp_26a1C_initial_disclosures';
const EARLY34 = 'frcp_26d2_early_rule_34_responses';
const ROGS = 'frcp_33b2_interrogatory_answers';
const RFP = 'frcp_34b2A_production_responses';
const RFA = 'frcp_36a3_admission_responses';

const HAND: Row[] = [
  ['2024-10-11', ANSWER, null, SDNY, '2024-11-01', '21 days from Fri Oct 11 is Fri Nov 1, a court day'],
  ['2024-10-21', ANSWER, null, SDNY, '2024-11-12', 'ends Mon Nov 11, Veterans Day: next day'],
  ['2024-11-07', ANSWER, null, SDNY, '2024-11-29', 'ends on Thanksgiving Thu Nov 28'],
  ['2024-12-04', ANSWER, null, SDNY, '2024-12-26', 'ends on Christmas Wed Dec 25'],
  ['2024-12-03', ANSWER, null, SDNY, '2024-12-26', 'ends Tue Dec 24 (closed by executive order), then Christmas'],
  ['2020-06-12', ANSWER, null, SDNY, '2020-07-06', 'ends Fri Jul 3, Independence Day observed on a Friday, then the weekend'],
  ['2026-06-12', ANSWER, null, SDNY, '2026-07-06', 'ends Fri Jul 3, 2026, Independence Day observed on a Friday'],
  ['2023-10-20', ANSWER, null, SDNY, '2023-11-13', 'ends Fri Nov 10, Veterans Day observed on a Friday'],
  ['2021-05-28', ANSWER, null, SDNY, '2021-06-21', 'ends Fri Jun 18, 2021, the first Juneteenth, observed'],
  ['2021-12-10', ANSWER, null, SDNY, '2022-01-03', "ends Fri Dec 31, 2021, New Year's Day observed, then the weekend"],
  ['2022-12-05', ANSWER, null, SDNY, '2022-12-27', 'ends Mon Dec 26, Christmas observed on a Monday'],
  ['2022-12-12', ANSWER, null, SDNY, '2023-01-03', "ends Mon Jan 2, 2023, New Year's Day observed on a Monday"],
  ['2025-08-11', ANSWER, null, SDNY, '2025-09-02', 'ends on Labor Day'],
  ['2025-05-05', ANSWER, null, SDNY, '2025-05-27', 'ends on Memorial Day'],
  ['2025-01-27', ANSWER, null, SDNY, '2025-02-18', "ends on Washington's Birthday"],
  ['2024-12-30', ANSWER, null, SDNY, '2025-01-21', 'ends Mon Jan 20, 2025, Martin Luther King Day'],
  ['2024-12-30', ANSWER, null, DDC, '2025-01-21', 'ends Mon Jan 20, 2025, MLK Day and Inauguration Day'],
  ['2020-12-30', ANSWER, null, SDNY, '2021-01-20', 'Inauguration Day 2021 is a court day in New York'],
  ['2020-12-30', ANSWER, null, DDC, '2021-01-21', 'Inauguration Day 2021 stops the deadline in D.C.'],
  ['2028-12-30', ANSWER, null, SDNY, '2029-01-22', 'ends Sat Jan 20, 2029: a weekend'],
  ['2028-12-30', ANSWER, null, DDC, '2029-01-22', 'Inauguration Day 2029 is a Saturday: no holiday, only the weekend'],
  ['2012-12-31', ANSWER, null, DDC, '2013-01-22', 'Inauguration Day 2013 (Sunday) observed Monday Jan 21, also MLK Day'],
  ['2016-12-30', ANSWER, null, SDNY, '2017-01-20', 'Fri Jan 20, 2017 is a court day in New York'],
  ['2016-12-30', ANSWER, null, DDC, '2017-01-23', 'Inauguration Day 2017 (Friday) in D.C., then the weekend'],
  ['2024-09-12', WAIVER, null, SDNY, '2024-11-12', '60 days from Sep 12 is Mon Nov 11, Veterans Day'],
  ['2024-09-12', ABROAD, null, SDNY, '2024-12-11', '90 days from Sep 12 is Wed Dec 11'],
  ['2024-11-14', DISCLOSE, null, SDNY, '2024-11-29', '14 days after the conference is Thanksgiving'],
  ['2024-11-14', EARLY34, 'mail', SDNY, '2024-12-16', 'early Rule 34 requests are served at the conference: 30 days is Sat Dec 14, no 3 days for mail'],
  ['2024-10-11', ROGS, 'mail', SDNY, '2024-11-15', '30 days is Sun Nov 10, Veterans Day Mon, so Tue Nov 12; +3 for mail'],
  ['2024-10-11', ROGS, 'electronic', SDNY, '2024-11-12', 'electronic service adds nothing since 2016'],
  ['2025-03-07', RFP, 'mail', SDNY, '2025-04-10', 'mail after a weekend: 30 days is Sun Apr 6, roll to Mon Apr 7, +3 = Thu Apr 10'],
  ['2025-03-07', RFP, 'electronic', SDNY, '2025-04-07', 'same, served electronically'],
  ['2025-03-10', RFA, 'mail', SDNY, '2025-04-14', '30 days is Wed Apr 9, +3 = Sat Apr 12, roll again to Mon'],
  ['2025-10-25', RFA, 'mail', SDNY, '2025-11-28', 'Saturday trigger: 30 days is Mon Nov 24, +3 = Thanksgiving, roll to Fri'],
  ['2016-11-15', ROGS, 'electronic', SDNY, '2016-12-19', 'before the 2016 amendment e-service adds 3: Thu Dec 15 + 3 = Sun Dec 18, roll to Mon'],
  ['2016-12-15', ROGS, 'electronic', SDNY, '2017-01-17', 'after it, none: Sat Jan 14, Sun, MLK Mon Jan 16, so Tue'],
  ['2016-12-15', ROGS, 'mail', SDNY, '2017-01-20', 'mail still adds 3: Tue Jan 17 + 3 = Fri Jan 20'],
  ['2016-12-15', ROGS, 'mail', DDC, '2017-01-23', 'and in D.C. Jan 20, 2017 is Inauguration Day'],
  ['2016-11-30', ROGS, 'electronic', SDNY, '2017-01-03', 'last day of the 2009 rules: Fri Dec 30 + 3 = Mon Jan 2 (New Year observed), so Tue'],
  ['2016-12-01', ROGS, 'electronic', SDNY, '2017-01-03', 'first day of the 2016 rules: Sat Dec 31, Sun, Mon Jan 2 holiday, so Tue; nothing added'],
  ['2025-06-02', RFP, 'clerk', SDNY, '2025-07-07', 'left with the clerk: Wed Jul 2 + 3 = Sat Jul 5, roll to Mon'],
  ['2025-06-02', RFP, 'hand', SDNY, '2025-07-02', 'by hand: nothing added'],
  ['2025-06-02', RFP, 'other_consented', SDNY, '2025-07-07', 'other consented means: +3 as for mail'],
  ['2024-12-21', ROGS, 'electronic', DDC, '2025-01-21', 'Saturday service; 30 days is Jan 20, 2025'],
  ['2026-06-03', ROGS, 'mail', SDNY, '2026-07-09', '30 days is Fri Jul 3, 2026 (observed), roll to Mon Jul 6, +3 = Thu Jul 9'],
  ['2027-11-24', RFP, 'electronic', SDNY, '2027-12-27', '30 days is Fri Dec 24, 2027, Christmas observed'],
  ['2027-11-25', RFP, 'mail', SDNY, '2027-12-30', 'Sat Dec 25 to Mon Dec 27, +3 = Thu Dec 30'],
  ['2027-11-28', RFP, 'mail', SDNY, '2028-01-03', "Tue Dec 28 + 3 = Fri Dec 31, New Year's Day 2028 observed, then the weekend"],
  ['2027-05-19', RFA, 'electronic', SDNY, '2027-06-21', 'Juneteenth 2027 is a Saturday, observed Fri Jun 18'],
  ['2020-05-20', RFA, 'electronic', SDNY, '2020-06-19', 'June 19, 2020 was not yet a holiday'],
  ['2025-03-03', ANSWER, null, CLOSED, '2025-03-25', 'ends Mon Mar 24, the clerk\'s office closed (6(a)(3))'],
  ['2024-12-19', ROGS, 'mail', SDNY, '2025-01-24', "the 2005 committee note's own example: day 30 a Saturday, Monday a holiday, so Tuesday; then Wed, Thu, Fri"],
  ['2024-12-19', ROGS, 'hand', SDNY, '2025-01-21', '30 days is Sat Jan 18; Sun; MLK Mon Jan 20'],
  ['2024-12-10', ROGS, 'hand', SDNY, '2025-01-10', 'ends Thu Jan 9, 2025, the day of mourning for President Carter (closed by executive order)'],
];

interface BackRow { hearing: string; days: number; court: Court; due: string; why: string }
const BACKWARD: BackRow[] = [
  { hearing: '2025-01-31', days: 14, court: SDNY, due: '2025-01-17', why: '14 days before Fri Jan 31 is Fri Jan 17' },
  { hearing: '2025-02-03', days: 14, court: SDNY, due: '2025-01-17', why: 'Mon Jan 20 is MLK Day: back past the weekend to Fri Jan 17' },
  { hearing: '2025-07-11', days: 7, court: SDNY, due: '2025-07-03', why: 'Fri Jul 4: back to Thu Jul 3' },
  { hearing: '2025-01-14', days: 21, court: SDNY, due: '2024-12-23', why: 'Tue Dec 24, 2024 (executive order): back to Mon Dec 23' },
  { hearing: '2025-12-22', days: 28, court: SDNY, due: '2025-11-24', why: 'Mon Nov 24 is a court day' },
  { hearing: '2025-03-28', days: 14, court: CLOSED, due: '2025-03-13', why: 'Fri Mar 14 the court was closed: back to Thu Mar 13' },
  { hearing: '2024-07-15', days: 14, court: SDNY, due: '2024-07-01', why: 'Mon Jul 1 is a court day' },
  { hearing: '2024-07-18', days: 14, court: SDNY, due: '2024-07-03', why: 'Thu Jul 4: back to Wed Jul 3' },
  { hearing: '2024-09-16', days: 14, court: SDNY, due: '2024-08-30', why: 'Mon Sep 2 is Labor Day: back past the weekend to Fri Aug 30' },
  { hearing: '2021-02-03', days: 14, court: DDC, due: '2021-01-19', why: 'Wed Jan 20, 2021, Inauguration Day in D.C.: back to Tue Jan 19' },
  { hearing: '2021-02-03', days: 14, court: SDNY, due: '2021-01-20', why: 'the same in New York: a court day' },
  { hearing: '2026-01-03', days: 7, court: SDNY, due: '2025-12-26', why: 'Sat Dec 27: back to Fri Dec 26' },
];

function check(row: Row) {
  const [trigger, rule, service, court, due] = row;
  const result = computeRuleDeadline(rule, { trigger, today: TODAY, court, service });
  if (!result.ok) throw new Error(result.error.message);
  return result.deadline.dueDate === due ? due : `${result.deadline.dueDate} (expected ${due})`;
}

describe('deadlines worked out by hand', () => {
  it.each(HAND)('%s %s served %s in %s → %s', (...row) => {
    expect(check(row)).toBe(row[4]);
  });

  it.each(BACKWARD)('$days days before $hearing → $due ($why)', ({ hearing, days, court, due }) => {
    const result = computeCustomDeadline(
      { title: 'Opposition', citation: 'Scheduling order', days, direction: 'before', serviceExtends: false, event: 'the hearing is held' },
      { trigger: hearing, today: TODAY, court },
    );
    expect(result.ok && result.deadline.dueDate).toBe(due);
  });
});

// ── The sweep: every day of 2020–2029 against a plain count on OPM's literal dates ──────────────

const OPM = new Set(Object.values(OPM_HOLIDAYS).flat());
const DC_ONLY = new Set(OPM_INAUGURATION_DAYS);
const DECLARED = new Set(DECLARED_DAYS_2020_2030);

function plainDue(trigger: string, days: number, addsThree: boolean, dc: boolean): string {
  const closed = (d: string) => isWeekend(d) || OPM.has(d) || DECLARED.has(d) || (dc && DC_ONLY.has(d));
  let d = trigger;
  for (let i = 0; i < days; i += 1) d = addDays(d, 1);
  while (closed(d)) d = addDays(d, 1);
  if (addsThree) {
    d = addDays(d, 3);
    while (closed(d)) d = addDays(d, 1);
  }
  return d;
}

interface SweepRow { trigger: string; rule: RuleId; service: CourtServiceMethod; dc: boolean }
const SWEEP: SweepRow[] = [];
const RULE_CYCLE: RuleId[] = [ANSWER, WAIVER, DISCLOSE, ROGS, RFP, RFA, EARLY34, ABROAD];
const METHOD_CYCLE: CourtServiceMethod[] = ['mail', 'electronic', 'hand', 'clerk', 'other_consented'];
// Every third day from January 2020 to September 2029 (so 90-day periods stay inside OPM's 2030 list),
// cycling rules, service methods and courts so each combination meets every weekday.
for (let d = '2020-01-01', i = 0; d <= '2029-09-30'; d = addDays(d, 3), i += 1) {
  SWEEP.push({ trigger: d, rule: RULE_CYCLE[i % RULE_CYCLE.length] ?? ANSWER, service: METHOD_CYCLE[i % METHOD_CYCLE.length] ?? 'mail', dc: i % 7 === 0 });
}

describe('every third day of 2020–2029, against a plain count on the OPM dates', () => {
  it('has enough rows', () => {
    expect(HAND.length + BACKWARD.length + SWEEP.length).toBeGreaterThanOrEqual(300);
  });
  // One test per year (not per row): a thousand tiny tests cost more than the computations.
  for (let year = 2020; year <= 2029; year += 1) {
    it(`${year}: every row agrees`, () => {
      const rules = FRCP_RULE_SETS[1]?.rules;
      const wrong: string[] = [];
      for (const { trigger, rule, service, dc } of SWEEP.filter((r) => r.trigger.startsWith(String(year)))) {
        const def = rules?.[rule];
        if (!def) throw new Error(`no rule ${rule}`);
        const addsThree = def.serviceExtends && ['mail', 'clerk', 'other_consented'].includes(service);
        const result = computeRuleDeadline(rule, { trigger, today: TODAY, court: dc ? DDC : SDNY, service });
        const expected = plainDue(trigger, def.days, addsThree, dc);
        const got = result.ok ? result.deadline.dueDate : result.error.message;
        if (got !== expected) wrong.push(`${trigger} ${rule} ${service}${dc ? ' D.C.' : ''}: ${got}, expected ${expected}`);
      }
      expect(wrong).toEqual([]);
    });
  }
});
