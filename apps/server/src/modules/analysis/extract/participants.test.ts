import { describe, expect, it } from 'vitest';
import { aggregateEntities, analysePage } from './entities.js';
import { headerNames, parseParticipant } from './participants.js';

describe('header participants', () => {
  it('reads display names in reading order, with their addresses; a role mailbox is no person', () => {
    expect(parseParticipant('Lokay, Jim <jim.lokay@enron.com>')).toEqual({ name: 'Jim Lokay', address: 'jim.lokay@enron.com' });
    expect(parseParticipant('"Michelle Lokay" <michelle.lokay@enron.com>')).toEqual({ name: 'Michelle Lokay', address: 'michelle.lokay@enron.com' });
    expect(parseParticipant('tk.lohman@enron.com')).toEqual({ name: 'Tk Lohman', address: 'tk.lohman@enron.com' });
    expect(parseParticipant('Facilities <facilities@northwind.example>')).toBeNull();
    expect(parseParticipant('all.employees.enron@enron.com')).toBeNull();
  });

  it('makes senders and recipients people with their addresses, and merges Jim and James Lokay', () => {
    const text = 'From: jim.lokay@enron.com\nTo: Ann Buyer <ann@castellan.example>\n\nThe Henry Hub price moved. James Lokay will call Ann Buyer tomorrow.';
    const page = analysePage({ documentId: '00000000-0000-4000-8000-000000000001', filename: 'a.eml', pageNumber: 1, text, reference: null });
    const names = page.names.map((n) => n.value.toLowerCase());
    for (const n of headerNames(text, { from: ['jim.lokay@enron.com'], to: ['Ann Buyer <ann@castellan.example>'] })) if (!names.includes(n.value.toLowerCase())) page.names.push(n);
    const people = aggregateEntities([page]).filter((e) => e.type === 'person');
    const lokay = people.find((p) => p.value.endsWith('Lokay'));
    expect(lokay).toMatchObject({ normalized: 'jim.lokay@enron.com' });
    expect(lokay?.count).toBeGreaterThanOrEqual(2);
    expect(people.filter((p) => p.value.endsWith('Lokay'))).toHaveLength(1);
    expect(people.find((p) => p.value === 'Ann Buyer')?.normalized).toBe('ann@castellan.example');
    // A trading hub reads like a first and last name; it is a place.
    expect(people.some((p) => p.value === 'Henry Hub')).toBe(false);
  });
});
