import { describe, expect, it } from 'vitest';
import { assertNumbering } from './job.js';
import { familyOrder } from './selection.js';
import { documentDateOf } from './sources.js';
import type { VolumeResult } from './volume/index.js';

const doc = (id: string, filename: string, parentId: string | null = null) => ({ id, filename, parentId });

describe('familyOrder', () => {
  it('puts each parent before its children (depth first), parents and siblings by name, whatever the input order', () => {
    const docs = [doc('c2', 'b-attachment.pdf', 'p1'), doc('x', 'Zeta.txt'), doc('g', 'nested.txt', 'c1'), doc('p1', 'Memo.eml'), doc('c1', 'a-attachment.zip', 'p1'), doc('a', 'alpha.txt')];
    expect(familyOrder(docs).map((d) => d.id)).toEqual(['a', 'p1', 'c1', 'g', 'c2', 'x']);
    expect(familyOrder([...docs].reverse()).map((d) => d.id)).toEqual(['a', 'p1', 'c1', 'g', 'c2', 'x']);
  });

  it('starts a family with a child whose parent is not selected, and never loses a member of a cycle', () => {
    expect(familyOrder([doc('c', 'attachment.pdf', 'missing'), doc('b', 'b.txt')]).map((d) => d.id)).toEqual(['c', 'b']);
    const cycle = familyOrder([doc('1', 'one', '2'), doc('2', 'two', '1'), doc('3', 'three')]);
    expect(cycle.map((d) => d.id).sort()).toEqual(['1', '2', '3']);
  });

  it('orders names numerically and ties by id, so numbering never depends on the database', () => {
    expect(familyOrder([doc('b', 'Exhibit 10.pdf'), doc('a', 'Exhibit 9.pdf'), doc('c', 'exhibit 9.pdf')]).map((d) => d.id)).toEqual(['a', 'c', 'b']);
  });
});

describe('assertNumbering', () => {
  const result = (docs: [string, number, number][], last?: number): VolumeResult => ({
    documents: docs.map(([documentId, begin, end]) => ({ documentId, begin, end, pageCount: end - begin + 1, form: 'image', slipSheetReason: null })),
    lastNumber: last ?? docs.at(-1)![2],
    pageCount: docs.reduce((n, [, b, e]) => n + e - b + 1, 0),
    files: 1,
  });

  it('accepts consecutive ranges from the start in the given order', () => {
    expect(() => assertNumbering({ batesStart: 5 }, ['a', 'b'], result([['a', 5, 7], ['b', 8, 8]]))).not.toThrow();
  });

  it('refuses a gap, an overlap, another start, another order, a missing document or a wrong last number', () => {
    expect(() => assertNumbering({ batesStart: 5 }, ['a', 'b'], result([['a', 5, 7], ['b', 9, 9]]))).toThrow(/inconsistent/);
    expect(() => assertNumbering({ batesStart: 5 }, ['a', 'b'], result([['a', 5, 7], ['b', 7, 9]]))).toThrow(/inconsistent/);
    expect(() => assertNumbering({ batesStart: 5 }, ['a'], result([['a', 1, 3]]))).toThrow(/inconsistent/);
    expect(() => assertNumbering({ batesStart: 1 }, ['a', 'b'], result([['b', 1, 1], ['a', 2, 2]]))).toThrow(/out of order/);
    expect(() => assertNumbering({ batesStart: 1 }, ['a', 'b'], result([['a', 1, 1]]))).toThrow(/1 results for 2/);
    expect(() => assertNumbering({ batesStart: 1 }, ['a'], result([['a', 1, 2]], 3))).toThrow(/last number/);
  });
});

describe('documentDateOf', () => {
  it("reads the e-mail's date, else the PDF or ISO creation date, as YYYY-MM-DD", () => {
    expect(documentDateOf({ email: { date: '2023-10-10T09:00:00.000Z' }, created: 'D:20200101' })).toBe('2023-10-10');
    expect(documentDateOf({ created: "D:20210315120000+01'00'" })).toBe('2021-03-15');
    expect(documentDateOf({ created: '2022-06-01T00:00:00Z' })).toBe('2022-06-01');
    expect(documentDateOf({ created: 'last Tuesday' })).toBeNull();
    expect(documentDateOf({})).toBeNull();
  });
});
