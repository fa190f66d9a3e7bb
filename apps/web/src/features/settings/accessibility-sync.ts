import { useEffect, useRef } from 'react';
import type { Preferences } from '@app/contract';
import type { AccessibilityPreferences } from '../../lib/a11y/accessibility-preferences';

type Saved = Pick<Preferences, 'high_contrast' | 'reduced_motion'>;
type Local = Pick<AccessibilityPreferences, 'highContrast' | 'highContrastOverride' | 'reducedMotion' | 'reducedMotionOverride'>;

export interface AccessibilityChanges {
  highContrast?: boolean | null;
  reducedMotion?: boolean | null;
}

/**
 * The saved (per-person, server) modes win over this browser's, with one exception: "off" on the
 * server only clears a local "on" back to following the operating system, so a person whose OS
 * asks for high contrast still gets it on a new device.
 */
export function accessibilityChanges(saved: Saved, local: Local): AccessibilityChanges {
  const changes: AccessibilityChanges = {};
  if (saved.high_contrast && !local.highContrast) changes.highContrast = true;
  if (!saved.high_contrast && local.highContrastOverride === true) changes.highContrast = null;
  if (saved.reduced_motion && !local.reducedMotion) changes.reducedMotion = true;
  if (!saved.reduced_motion && local.reducedMotionOverride === true) changes.reducedMotion = null;
  return changes;
}

/** Applies the saved modes once they are loaded (mounted once, by the shell: SavedAccessibilitySync). */
export function useApplySavedAccessibility(saved: Saved | undefined, local: AccessibilityPreferences): void {
  // Read through a ref: the effect must run when the saved values change, not on every local
  // toggle, or it would undo what the person just chose.
  const latest = useRef(local);
  useEffect(() => {
    latest.current = local;
  });
  const highContrast = saved?.high_contrast;
  const reducedMotion = saved?.reduced_motion;
  useEffect(() => {
    if (highContrast === undefined || reducedMotion === undefined) return;
    const current = latest.current;
    const changes = accessibilityChanges({ high_contrast: highContrast, reduced_motion: reducedMotion }, current);
    if (changes.highContrast !== undefined) current.setHighContrast(changes.highContrast);
    if (changes.reducedMotion !== undefined) current.setReducedMotion(changes.reducedMotion);
  }, [highContrast, reducedMotion]);
}
