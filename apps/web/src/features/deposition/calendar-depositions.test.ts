import { describe, expect, it } from 'vitest';
import type { CaseEvent } from '@app/contract';
import { calendarDepositions, deponentFromTitle } from './calendar-depositions';

const event = (over: Partial<CaseEvent>): CaseEvent => ({
  id: '00000000-0000-4000-8000-000000000001',
  case_id: '00000000-0000-4000-8000-0000000000c1',
  event_type: 'deposition',
  title: 'Deposition of Castellan COO Raymond Voss',
  description: null,
  starts_at: '2026-12-10T12:00:00.000Z',
  ends_at: null,
  all_day: true,
  location: 'Harper & Lane, 32nd floor',
  status: 'scheduled',
  created_by: null,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  ...over,
});

describe('deponentFromTitle', () => {
  it('finds the person a title names', () => {
    expect(deponentFromTitle('Deposition of Castellan COO Raymond Voss')).toBe('Raymond Voss');
    expect(deponentFromTitle('Deposition of Dr. Anita Marsh')).toBe('Dr. Anita Marsh');
    expect(deponentFromTitle('Deposition of Karen Liu (30(b)(6) witness)')).toBe('Karen Liu');
    expect(deponentFromTitle("Video deposition of Sean O'Neil - day 2")).toBe("Sean O'Neil");
  });

  it("prefers a party of the case named in the title, and falls back to the title's subject", () => {
    expect(deponentFromTitle('Expert deposition: Dr. Anita Marsh on damages', [{ name: 'Dr. Anita Marsh' }])).toBe('Dr. Anita Marsh');
    expect(deponentFromTitle('Deposition of the plaintiff')).toBe('the plaintiff');
  });
});

describe('calendarDepositions', () => {
  const now = new Date('2026-12-01T09:00:00Z');

  it('offers the scheduled depositions to come, soonest first, with deponent, date and place', () => {
    const offers = calendarDepositions(
      [
        event({ id: '00000000-0000-4000-8000-000000000002', title: 'Deposition of Karen Liu', starts_at: '2026-12-20T12:00:00.000Z' }),
        event({}),
        event({ id: '00000000-0000-4000-8000-000000000003', event_type: 'hearing', title: 'Hearing on motion' }),
        event({ id: '00000000-0000-4000-8000-000000000004', title: 'Deposition of Old Witness', starts_at: '2026-11-02T12:00:00.000Z' }),
        event({ id: '00000000-0000-4000-8000-000000000005', title: 'Deposition of Dropped Witness', status: 'cancelled' }),
      ],
      [],
      now,
    );
    expect(offers.map((o) => [o.deponent, o.date, o.location])).toEqual([
      ['Raymond Voss', '2026-12-10', 'Harper & Lane, 32nd floor'],
      ['Karen Liu', '2026-12-20', 'Harper & Lane, 32nd floor'],
    ]);
    expect(offers[0]?.when).toMatch(/10 Dec 2026|Dec 10, 2026/);
  });
});
