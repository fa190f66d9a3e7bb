import { describe, expect, it } from 'vitest';
import { parseQuery, suggestionQuery } from './query-parser.js';

describe('parseQuery', () => {
  it('ANDs plain words and keeps them for highlighting', () => {
    expect(parseQuery('termination notice')).toMatchObject({ tsquery: 'termination & notice', terms: ['termination', 'notice'] });
  });
  it('turns quoted text into a phrase', () => {
    expect(parseQuery('"notice of termination" lease').tsquery).toBe('(notice <-> of <-> termination) & lease');
  });
  it('groups OR alternatives', () => {
    expect(parseQuery('breach OR default damages').tsquery).toBe('(breach | default) & damages');
  });
  it('excludes words and phrases with a minus', () => {
    expect(parseQuery('indemnity -insurance -"force majeure"').tsquery).toBe('indemnity & !insurance & !(force <-> majeure)');
  });
  it('reads prefix* as a prefix', () => {
    expect(parseQuery('indemn*')).toMatchObject({ tsquery: 'indemn:*', prefixes: ['indemn'], terms: [] });
  });
  it('expands NEAR/n to every distance up to n, both orders', () => {
    const q = parseQuery('termination NEAR/2 notice').tsquery;
    expect(q).toBe('(termination <1> notice | notice <1> termination | termination <2> notice | notice <2> termination)');
    expect(parseQuery('a NEAR b').tsquery?.match(/<\d+>/g)).toHaveLength(20);
    expect(parseQuery('a NEAR/99 b').tsquery?.match(/<\d+>/g)).toHaveLength(40);
  });
  it('never lets tsquery operators through from user text', () => {
    const q = parseQuery(`foo & bar | !baz <-> (qux):* 'x' \\ ; drop`).tsquery!;
    expect(q).toBe('foo & (bar | baz) & qux:* & x & drop');
    expect(parseQuery(`it's`).tsquery).toBe('(it <-> s)');
  });
  it('keeps dotted and hyphenated tokens whole (U.S.C., non-compete)', () => {
    expect(parseQuery('42 U.S.C. non-compete').tsquery).toBe('42 & u.s.c & non-compete');
  });
  it('has nothing to search for when only exclusions are given', () => {
    expect(parseQuery('-insurance').tsquery).toBeNull();
    expect(parseQuery('   ').tsquery).toBeNull();
  });
});

describe('suggestionQuery', () => {
  it('treats the last word as a prefix while typing', () => {
    expect(suggestionQuery('margaret vo')).toMatchObject({ tsquery: 'margaret & vo:*', terms: ['margaret'], prefixes: ['vo'] });
    expect(suggestionQuery('margaret ').prefixes).toEqual([]);
  });
});
