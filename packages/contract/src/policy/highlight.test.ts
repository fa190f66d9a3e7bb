import { describe, expect, it } from 'vitest';
import { ROLES } from '../roles.js';
import { mayChangeHighlight, mayCreateHighlight } from './highlight.js';

describe('highlights', () => {
  it('are created by paralegals and above with edit access', () => {
    expect(ROLES.filter((r) => mayCreateHighlight(r, 'edit'))).toEqual(['paralegal', 'associate', 'partner', 'admin']);
    expect(ROLES.filter((r) => mayCreateHighlight(r, 'read'))).toEqual([]);
  });

  it('are changed by their author, or by someone who manages the case', () => {
    const mine = { authorId: 'me' };
    const theirs = { authorId: 'them' };
    expect(mayChangeHighlight({ role: 'paralegal', userId: 'me' }, 'edit', mine)).toBe(true);
    expect(mayChangeHighlight({ role: 'paralegal', userId: 'me' }, 'edit', theirs)).toBe(false);
    expect(mayChangeHighlight({ role: 'associate', userId: 'me' }, 'manage', theirs)).toBe(true);
    expect(mayChangeHighlight({ role: 'partner', userId: 'me' }, 'manage', { authorId: null })).toBe(true);
    // An author who lost write access (now read-only, or a viewer) changes nothing.
    expect(mayChangeHighlight({ role: 'associate', userId: 'me' }, 'read', mine)).toBe(false);
    expect(mayChangeHighlight({ role: 'viewer', userId: 'me' }, 'edit', mine)).toBe(false);
  });
});
