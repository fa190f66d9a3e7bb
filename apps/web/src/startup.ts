import { IS_DEVELOPMENT } from './lib/config';

/** What the app needs from the browser; a missing one is reported, and the app still starts. */
export function missingBrowserFeatures(): string[] {
  const missing: string[] = [];
  if (typeof crypto === 'undefined' || !crypto.subtle) missing.push('Web Crypto (tokens cannot be stored encrypted; you will be signed out on reload)');
  if (typeof indexedDB === 'undefined') missing.push('IndexedDB (the token key cannot be kept)');
  if (typeof localStorage === 'undefined') missing.push('localStorage');
  if (typeof fetch === 'undefined') missing.push('fetch');
  return missing;
}

/**
 * Start-up runs environment validation and performance optimisation, each non-fatal.
 * Validation checks the browser features above; optimisation warms the connection to the API
 * and lets idle time prefetch nothing more than the next likely page's code.
 */
export function runStartupChecks(): void {
  try {
    const missing = missingBrowserFeatures();
    if (missing.length > 0) console.warn('Environment validation:', missing.join('; '));
    if (IS_DEVELOPMENT && !window.isSecureContext) console.warn('Environment validation: not a secure context; Web Crypto may be unavailable.');
  } catch (error) {
    console.warn('Environment validation failed (continuing)', error);
  }
  try {
    optimisePerformance();
  } catch (error) {
    console.warn('Performance optimisation failed (continuing)', error);
  }
}

function optimisePerformance(): void {
  // Sign-in pages are what a fresh visitor opens next: fetch their code when the browser is idle.
  const idle = (callback: () => void) =>
    typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(callback, { timeout: 3000 }) : setTimeout(callback, 1500);
  idle(() => {
    void import('./features/auth/LoginPage');
  });
}
