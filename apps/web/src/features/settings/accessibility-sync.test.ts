import { describe, expect, it } from 'vitest';
import { accessibilityChanges } from './accessibility-sync';

const local = (highContrast: boolean, highContrastOverride: boolean | null, reducedMotion = false, reducedMotionOverride: boolean | null = null) => ({
  highContrast,
  highContrastOverride,
  reducedMotion,
  reducedMotionOverride,
});

describe('accessibilityChanges', () => {
  it('turns on a mode saved on the server that this browser does not show', () => {
    expect(accessibilityChanges({ high_contrast: true, reduced_motion: true }, local(false, null))).toEqual({ highContrast: true, reducedMotion: true });
  });

  it('changes nothing when the browser already matches', () => {
    expect(accessibilityChanges({ high_contrast: true, reduced_motion: false }, local(true, true))).toEqual({});
  });

  it('clears a local "on" back to the OS setting when the saved value is off', () => {
    expect(accessibilityChanges({ high_contrast: false, reduced_motion: false }, local(true, true))).toEqual({ highContrast: null });
  });

  it('leaves an OS-driven mode alone when the saved value is off', () => {
    expect(accessibilityChanges({ high_contrast: false, reduced_motion: false }, local(true, null, true, null))).toEqual({});
  });
});
