import { describe, expect, it } from 'vitest';
import type { DiscoveryRequestItemRow } from '../../../db/schema/index.js';
import { AppError } from '../../../platform/http/errors.js';
import { itemUnchanged, numberItems, planItems } from './items.js';

const row = (id: string, number: number, extra: Partial<DiscoveryRequestItemRow> = {}): DiscoveryRequestItemRow => ({
  id,
  requestId: 'r',
  number,
  text: `Item ${number}`,
  response: null,
  objections: null,
  responseStatus: 'pending',
  createdAt: new Date(0),
  updatedAt: new Date(0),
  ...extra,
});

describe('request items', () => {
  it('numbers items by position unless numbered; blank answers become null, absent ones stay undefined', () => {
    expect(numberItems([{ text: 'A' }, { text: 'B', number: 7, response: '' }, { text: 'C', objections: 'Vague.' }])).toEqual([
      { number: 1, text: 'A', response: undefined, objections: undefined, responseStatus: undefined },
      { number: 7, text: 'B', response: null, objections: undefined, responseStatus: undefined },
      { number: 3, text: 'C', response: undefined, objections: 'Vague.', responseStatus: undefined },
    ]);
  });

  it('refuses duplicate numbers on `items`, naming each once, including a position that collides', () => {
    let error: unknown;
    try {
      numberItems([{ text: 'A', number: 2 }, { text: 'B' }, { text: 'C', number: 5 }, { text: 'D', number: 5 }, { text: 'E', number: 5 }]);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).errors).toEqual([{ field: 'items', message: expect.stringContaining('No. 2, No. 5 are used more than once') }]);
  });

  it('keeps the id of an item whose number stays, adds new numbers and removes the rest', () => {
    const plan = planItems([row('a', 1), row('b', 2), row('c', 3)], numberItems([{ number: 1, text: 'Item 1' }, { number: 3, text: 'Changed' }, { number: 4, text: 'New' }]));
    expect(plan.update.map((u) => [u.id, u.item.text])).toEqual([
      ['a', 'Item 1'],
      ['c', 'Changed'],
    ]);
    expect(plan.insert.map((i) => i.number)).toEqual([4]);
    expect(plan.remove).toEqual(['b']);
  });

  it('sees an item as unchanged when its text is the same and its answers are left out or equal', () => {
    const stored = row('a', 1, { response: 'Will produce.', responseStatus: 'answered' });
    const [same] = numberItems([{ text: 'Item 1' }]);
    const [answered] = numberItems([{ text: 'Item 1', response: 'Will produce.', response_status: 'answered' }]);
    const [cleared] = numberItems([{ text: 'Item 1', response: '' }]);
    expect(itemUnchanged(stored, same!)).toBe(true);
    expect(itemUnchanged(stored, answered!)).toBe(true);
    expect(itemUnchanged(stored, cleared!)).toBe(false);
  });
});
