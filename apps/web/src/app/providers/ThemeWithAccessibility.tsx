import { useEffect, useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { useAccessibilityPreferences } from '../../lib/a11y/accessibility-preferences';
import { failingContrastPairs } from '../../lib/a11y/contrast';
import { KEYBOARD_CLASS } from '../../lib/a11y/keyboard';
import { UNLABELED_ATTRIBUTE } from '../../lib/a11y/label-check';
import { IS_DEVELOPMENT } from '../../lib/config';
import { createAppTheme, themeContrastPairs } from './theme';

/** The MUI theme for the current accessibility modes, and the global styles they need. */
export function ThemeWithAccessibility({ children }: { children: ReactNode }) {
  const { highContrast, reducedMotion } = useAccessibilityPreferences();
  const theme = useMemo(() => createAppTheme({ highContrast, reducedMotion }), [highContrast, reducedMotion]);

  useEffect(() => {
    document.documentElement.dataset.highContrast = String(highContrast);
    document.documentElement.dataset.reducedMotion = String(reducedMotion);
  }, [highContrast, reducedMotion]);

  // Contrast thresholds (AA 4.5 normal text, 3 large): a theme colour pair below AA is reported while developing.
  useEffect(() => {
    if (!IS_DEVELOPMENT) return;
    for (const pair of failingContrastPairs(themeContrastPairs(theme))) {
      console.warn(`Accessibility: contrast of ${pair.name} (${pair.foreground} on ${pair.background}) is below WCAG AA`);
    }
  }, [theme]);

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <GlobalStyles
        styles={{
          [`body.${KEYBOARD_CLASS} :focus-visible`]: { outline: `3px solid ${highContrast ? '#000000' : '#ff9800'}`, outlineOffset: 2 },
          [`[${UNLABELED_ATTRIBUTE}]`]: { outline: '3px dashed #c62828 !important' },
          ...(reducedMotion
            ? {
                '*, *::before, *::after': {
                  animationDuration: '0.01ms !important',
                  animationIterationCount: '1 !important',
                  transitionDuration: '0.01ms !important',
                  scrollBehavior: 'auto !important',
                },
              }
            : {}),
          ...(highContrast ? { a: { textDecoration: 'underline' } } : {}),
        }}
      />
      {children}
    </ThemeProvider>
  );
}
