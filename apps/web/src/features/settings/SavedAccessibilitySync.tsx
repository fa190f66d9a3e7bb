import { useAccessibilityPreferences } from '../../lib/a11y/accessibility-preferences';
import { usePreferences } from './api';
import { useApplySavedAccessibility } from './accessibility-sync';

/**
 * Mounted by the shell: a person's saved high-contrast and reduced-motion modes follow them to
 * every device from sign-in, not only once they open Settings. Shares the settings page's query.
 */
export function SavedAccessibilitySync() {
  const preferences = usePreferences();
  const a11y = useAccessibilityPreferences();
  useApplySavedAccessibility(preferences.data, a11y);
  return null;
}
