import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { LAYOUT, TOAST_DURATIONS_MS } from '@app/contract';
import { LiveAnnouncer } from '../../components/LiveAnnouncer';
import { AccessibilityPreferencesProvider } from '../../lib/a11y/accessibility-preferences';
import { startKeyboardHelpers } from '../../lib/a11y/keyboard';
import { startUnlabeledInputWatcher } from '../../lib/a11y/label-check';
import { AppContextProvider } from '../../lib/app-context';
import { startAuditClient } from '../../lib/audit';
import { AuthProvider } from '../../lib/auth/AuthProvider';
import { IS_DEVELOPMENT } from '../../lib/config';
import { createQueryClient } from './query-client';
import { ThemeWithAccessibility } from './ThemeWithAccessibility';

/** Everything the pages rely on, outermost first: a11y modes and theme, data, session, app context. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);

  useEffect(() => startAuditClient(), []);
  useEffect(() => startKeyboardHelpers(), []);
  useEffect(() => (IS_DEVELOPMENT ? startUnlabeledInputWatcher() : undefined), []);

  return (
    <AccessibilityPreferencesProvider>
      <ThemeWithAccessibility>
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            <AppContextProvider>{children}</AppContextProvider>
          </AuthProvider>
        </QueryClientProvider>
        {/* Top-right, just below the 70 px top bar so a toast never covers the user menu. Sonner's plain
            style (dark text on white, coloured icon) keeps AA contrast; its "rich colours" do not. */}
        <Toaster position="top-right" offset={{ top: LAYOUT.topBarHeight + 10, right: 16 }} duration={TOAST_DURATIONS_MS.default} closeButton />
        <LiveAnnouncer />
      </ThemeWithAccessibility>
    </AccessibilityPreferencesProvider>
  );
}
