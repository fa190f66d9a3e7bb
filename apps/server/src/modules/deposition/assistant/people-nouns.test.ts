import { describe, expect, it } from 'vitest';
import { countsPeople, isPersonNoun, samePeople } from './people-nouns.js';
import { unitsMatch } from './values.js';
import { canonical } from './words.js';

const unit = (...words: string[]) => words.map(canonical);

describe('nouns that count people (WordNet)', () => {
  it('knows people by kind, and things that are none', () => {
    expect(countsPeople(unit('welders'))).toBe(true);
    expect(countsPeople(unit('room', 'attendants'))).toBe(true);
    expect(countsPeople(unit('pallets'))).toBe(false);
    // "Drivers" and "drives" meet in one stem, and a drive is no person.
    expect(countsPeople(unit('drives'))).toBe(false);
  });

  it('knows a person noun by its own form, where its stem is shared with a thing', () => {
    expect(isPersonNoun('appraiser')).toBe(true);
    expect(isPersonNoun('appraisal')).toBe(false);
    expect(isPersonNoun('executors')).toBe(true);
    expect(isPersonNoun('schedule')).toBe(false);
  });

  it('matches a head count in people in general with one in people of a kind, not two kinds', () => {
    expect(samePeople(unit('people'), unit('welders'))).toBe(true);
    expect(unitsMatch(unit('team', 'members'), unit('nurses'))).toBe(true);
    expect(unitsMatch(unit('welders'), unit('nurses'))).toBe(false);
    expect(unitsMatch(unit('people'), unit('pallets'))).toBe(false);
  });
});
