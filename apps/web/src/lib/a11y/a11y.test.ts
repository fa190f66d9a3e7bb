import { afterEach, describe, expect, it, vi } from 'vitest';
import { announce, currentAnnouncement } from './announcer';
import { contrastRatio, meetsContrast, requiredRatio } from './contrast';
import { findUnlabeledInputs } from './label-check';
import { SKIP_TARGETS, focusLandmark, handleGlobalShortcut } from './keyboard';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('screen-reader announcer', () => {
  it('clears a message after 5 seconds', () => {
    vi.useFakeTimers();
    announce('Saved', 'polite');
    expect(currentAnnouncement().polite).toBe('Saved');
    vi.advanceTimersByTime(4_999);
    expect(currentAnnouncement().polite).toBe('Saved');
    vi.advanceTimersByTime(1);
    expect(currentAnnouncement().polite).toBe('');
  });

  it('restarts the 5 seconds for a newer message', () => {
    vi.useFakeTimers();
    announce('First', 'assertive');
    vi.advanceTimersByTime(4_000);
    announce('Second', 'assertive');
    vi.advanceTimersByTime(4_000);
    expect(currentAnnouncement().assertive).toBe('Second');
    vi.advanceTimersByTime(1_000);
    expect(currentAnnouncement().assertive).toBe('');
  });
});

describe('contrast checks', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBeCloseTo(1, 5);
    expect(contrastRatio('rgb(118, 118, 118)', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('uses 4.5 / 3 for AA and 7 / 4.5 for AAA', () => {
    expect(requiredRatio('AA', false)).toBe(4.5);
    expect(requiredRatio('AA', true)).toBe(3);
    expect(requiredRatio('AAA', false)).toBe(7);
    expect(requiredRatio('AAA', true)).toBe(4.5);
    // #767676 on white is 4.54: AA for body text, not AAA.
    expect(meetsContrast('#767676', '#ffffff')).toBe(true);
    expect(meetsContrast('#767676', '#ffffff', { level: 'AAA' })).toBe(false);
    expect(meetsContrast('#949494', '#ffffff')).toBe(false);
    expect(meetsContrast('#949494', '#ffffff', { largeText: true })).toBe(true);
  });
});

describe('unlabeled form fields', () => {
  it('flags inputs without any accessible name', () => {
    document.body.innerHTML = `
      <input id="a" aria-label="Name">
      <label for="b">E-mail</label><input id="b">
      <label>Phone <input id="c"></label>
      <input id="d" placeholder="only a placeholder">
      <input type="hidden" id="e">
      <select id="f"></select>`;
    expect(findUnlabeledInputs(document.body).map((el) => el.id)).toEqual(['d', 'f']);
  });
});

describe('keyboard helpers', () => {
  it('moves focus to the landmarks the skip links name', () => {
    document.body.innerHTML = `<main id="${SKIP_TARGETS.main}" tabindex="-1"></main><nav id="${SKIP_TARGETS.navigation}"><a href="/x">X</a></nav><div id="${SKIP_TARGETS.search}"></div>`;
    expect(focusLandmark(SKIP_TARGETS.main)).toBe(true);
    expect(document.activeElement?.id).toBe(SKIP_TARGETS.main);
    expect(focusLandmark(SKIP_TARGETS.navigation)).toBe(true);
    expect(document.activeElement?.textContent).toBe('X');
    expect(handleGlobalShortcut(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true }))).toBe(true);
    expect(document.activeElement?.id).toBe(SKIP_TARGETS.search);
  });
});
