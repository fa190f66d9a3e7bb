import { describe, expect, it } from 'vitest';
import { compareNames } from './compare.js';
import { boundedEditDistance } from './edit-distance.js';
import { fold } from './fold.js';
import { guessKind, matchKeys, nameForm, normKey } from './name-form.js';

const person = (n: string) => nameForm(n, 'person');
const org = (n: string) => nameForm(n, 'organization');

describe('folding and name forms', () => {
  it('folds accents, transliterates letters NFKD cannot split, drops dots and apostrophes', () => {
    expect(fold('José Ñúñez')).toBe('jose nunez');
    expect(fold('Straße Øresund Łódź')).toBe('strasse oresund lodz');
    expect(fold('Дмитрий Волков')).toBe('dmitriy volkov');
    expect(fold("O'Brien & Sons, L.L.C.")).toBe('obrien and sons, llc');
  });
  it('undoes "Last, First", titles and company forms', () => {
    expect(person('Voss, Raymond').tokens).toEqual(['raymond', 'voss']);
    expect(person('Dr. Anita Marsh').tokens).toEqual(['anita', 'marsh']);
    expect(person('Voss, Raymond, Jr.').tokens).toEqual(['raymond', 'voss']);
    expect(org('Castellan Logistics, L.L.C.').tokens).toEqual(['castellan', 'logistics']);
    expect(org('The Acme Co. Ltd').tokens).toEqual(['acme']);
    expect(org('Leygalzan Pioneer Health Cosptration').tokens).toEqual(['leygalzan', 'pioneer', 'health']);
    expect(org('Acme Compact').tokens).toEqual(['acme', 'compact']);
    expect(normKey(person('Bill Voss'))).toBe('voss william');
  });
  it('guesses organisations by their company words', () => {
    expect(guessKind('Harbor Hotels Group, Inc.')).toBe('organization');
    expect(guessKind('Luis Rivera')).toBe('person');
    expect(guessKind('Castellan Logistics, L.L.C.')).toBe('organization');
  });
  it('gives every variant a key its original also has', () => {
    const shares = (a: string[], b: string[]) => a.some((k) => b.includes(k));
    const base = matchKeys(person('Raymond Voss'));
    for (const v of ['Ray Voss', 'R. Voss', 'Voss, Raymond', 'Raymnod Vos', 'Raymond Vauss']) expect(shares(base, matchKeys(person(v)))).toBe(true);
    expect(shares(matchKeys(org('International Business Machines Corp')), matchKeys(org('IBM')))).toBe(true);
  });
});

describe('bounded edit distance', () => {
  it('counts substitutions, insertions, deletions and transpositions, and gives up past the bound', () => {
    expect(boundedEditDistance('castellan', 'castellan', 2)).toBe(0);
    expect(boundedEditDistance('castellan', 'castelan', 2)).toBe(1);
    expect(boundedEditDistance('castellan', 'catsellan', 2)).toBe(1);
    expect(boundedEditDistance('castellan', 'kastelan', 2)).toBe(2);
    expect(boundedEditDistance('castellan', 'northwind', 2)).toBe(3);
  });
});

describe('comparing names: each kind of variant, and decoys', () => {
  const cases: [string, string, 'person' | 'organization', string][] = [
    ['Castellan Logistics LLC', 'Castellan Logistics LLC', 'organization', 'exact'],
    ['Castellan Logistics LLC', 'castellan logistics, l.l.c.', 'organization', 'normalized'],
    ['Castellan Logistics LLC', 'Castellan Logistics Inc.', 'organization', 'normalized'],
    ['José Álvarez', 'Jose Alvarez', 'person', 'normalized'],
    ['Дмитрий Волков', 'Dmitriy Volkov', 'person', 'normalized'],
    ['Raymond Voss', 'Voss, Raymond', 'person', 'swapped'],
    ['William Hartley', 'Bill Hartley', 'person', 'nickname'],
    ['Katherine Moore', 'Kate Moore', 'person', 'nickname'],
    ['Raymond Voss', 'R. Voss', 'person', 'initials'],
    ['Raymond J. Voss', 'Raymond Voss', 'person', 'initials'],
    ['Castellan Logistics', 'Castelan Logistcs', 'organization', 'typo'],
    ['Janet Kowalski', 'Janet Kowalsky', 'person', 'typo'],
    ['Catherine Whitfield', 'Kathryn Whitfeld', 'person', 'typo'],
    ['Stephen Phillips', 'Steve Phillips', 'person', 'nickname'],
    ['Stephen Philips', 'Steven Phillips', 'person', 'typo'],
    ['Meyer Schmidt', 'Myer Shmidt', 'person', 'typo'],
    ['Karl Schmidt', 'Carl Smith', 'person', 'phonetic'],
    ['International Business Machines', 'IBM', 'organization', 'acronym'],
  ];
  it.each(cases)('%s ~ %s', (a, b, kind, reason) => {
    const m = compareNames(nameForm(b, kind), nameForm(a, kind));
    expect(m?.reason).toBe(reason);
  });

  const decoys: [string, string, 'person' | 'organization'][] = [
    ['Raymond Voss', 'Rachel Voss', 'person'],
    ['Raymond Voss', 'Raymond Vasquez', 'person'],
    ['Castellan Logistics LLC', 'Castellan Holdings LLC', 'organization'],
    ['Castellan Logistics LLC', 'Northwind Logistics LLC', 'organization'],
    ['Janet Kowalski', 'Janet Kowalczyk-Brown', 'person'],
    ['Harbor Hotels Group', 'Harbor Freight Tools', 'organization'],
    ['John Smith', 'Jane Smithers', 'person'],
  ];
  it.each(decoys)('%s is not %s', (a, b, kind) => {
    expect(compareNames(nameForm(b, kind), nameForm(a, kind))).toBeNull();
  });
});
