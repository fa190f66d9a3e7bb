import { describe, expect, it } from 'vitest';
import { deponentName } from './deponent-name.js';

describe('the deponent as a person', () => {
  it('reads the name before a title, an employer or post-nominals', () => {
    expect(deponentName('Denise Marchetti, Director of Human Resources, Vantage Robotics, Inc.')).toBe('Denise Marchetti');
    expect(deponentName('Gregory Tallmadge, P.E., Senior Project Engineer')).toBe('Gregory Tallmadge');
    expect(deponentName('Carla Benedetti (Chief Operating Officer)')).toBe('Carla Benedetti');
    expect(deponentName('Raymond Voss \u2014 Castellan Logistics')).toBe('Raymond Voss');
    // (A name alone, hyphenated or with an initial, is kept whole.)
    expect(deponentName('Mary-Kate O\u2019Neill')).toBe('Mary-Kate O\u2019Neill');
    expect(deponentName('Dr. Sunita Rao')).toBe('Dr. Sunita Rao');
  });
});
