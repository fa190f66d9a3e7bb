import { createContext, useCallback, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';

/**
 * High-contrast and reduced-motion modes. Each follows the operating system's
 * preference until the person chooses otherwise (a stored override; null means "follow the OS").
 */
export interface AccessibilityPreferences {
  highContrast: boolean;
  reducedMotion: boolean;
  /** The person's own choice; null when following the OS. */
  highContrastOverride: boolean | null;
  reducedMotionOverride: boolean | null;
  setHighContrast(value: boolean | null): void;
  setReducedMotion(value: boolean | null): void;
}

const STORAGE_KEY = 'ldd.accessibility';
const HIGH_CONTRAST_QUERY = '(prefers-contrast: more), (forced-colors: active)';
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

interface Overrides {
  highContrast: boolean | null;
  reducedMotion: boolean | null;
}

function readOverrides(): Overrides {
  try {
    const value = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Partial<Overrides>;
    return {
      highContrast: typeof value.highContrast === 'boolean' ? value.highContrast : null,
      reducedMotion: typeof value.reducedMotion === 'boolean' ? value.reducedMotion : null,
    };
  } catch {
    return { highContrast: null, reducedMotion: null };
  }
}

function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    () => false,
  );
}

const AccessibilityContext = createContext<AccessibilityPreferences | null>(null);

export function AccessibilityPreferencesProvider({ children }: { children: ReactNode }) {
  const [overrides, setOverrides] = useState<Overrides>(readOverrides);
  const osHighContrast = useMediaQuery(HIGH_CONTRAST_QUERY);
  const osReducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);

  const update = useCallback((patch: Partial<Overrides>) => {
    setOverrides((current) => {
      const next = { ...current, ...patch };
      localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
      return next;
    });
  }, []);

  const value = useMemo<AccessibilityPreferences>(
    () => ({
      highContrast: overrides.highContrast ?? osHighContrast,
      reducedMotion: overrides.reducedMotion ?? osReducedMotion,
      highContrastOverride: overrides.highContrast,
      reducedMotionOverride: overrides.reducedMotion,
      setHighContrast: (v) => update({ highContrast: v }),
      setReducedMotion: (v) => update({ reducedMotion: v }),
    }),
    [overrides, osHighContrast, osReducedMotion, update],
  );
  return <AccessibilityContext.Provider value={value}>{children}</AccessibilityContext.Provider>;
}

export function useAccessibilityPreferences(): AccessibilityPreferences {
  const value = useContext(AccessibilityContext);
  if (!value) throw new Error('useAccessibilityPreferences must be used inside <AccessibilityPreferencesProvider>');
  return value;
}
