import { createTheme, type Theme } from '@mui/material/styles';
import { BADGE_COLOURS } from '../../lib/role-colours';
import type { ContrastPair } from '../../lib/a11y/contrast';

/** Light theme with a dark-blue primary; high-contrast and reduced-motion variants. */
export const BRAND = {
  primary: '#0d47a1',
  primaryDark: '#002171',
  primaryLight: '#5472d3',
  secondary: '#00695c',
  background: '#f5f7fb',
} as const;


const FONT_STACK = ['Inter', 'system-ui', '-apple-system', '"Segoe UI"', 'Roboto', '"Helvetica Neue"', 'Arial', 'sans-serif'].join(',');

export function createAppTheme({ highContrast, reducedMotion }: { highContrast: boolean; reducedMotion: boolean }): Theme {
  const theme = createTheme({
    palette: {
      mode: 'light',
      primary: { main: highContrast ? BRAND.primaryDark : BRAND.primary, dark: BRAND.primaryDark, light: BRAND.primaryLight, contrastText: '#ffffff' },
      secondary: { main: BRAND.secondary, contrastText: '#ffffff' },
      background: { default: highContrast ? '#ffffff' : BRAND.background, paper: '#ffffff' },
      text: highContrast
        ? { primary: '#000000', secondary: '#1a1a1a' }
        : { primary: '#1a2233', secondary: '#4a5568' },
      divider: highContrast ? '#000000' : 'rgba(0, 0, 0, 0.12)',
      error: { main: '#c62828' },
      warning: { main: '#b45309' },
      success: { main: '#2e7d32' },
      // MUI's light blue (#0277bd) is 4.47:1 on the page's background, under AA's 4.5: an outlined
      // info chip (a case's "Medium priority") failed axe. Its darker shade reads 7:1.
      info: { main: '#01579b' },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: FONT_STACK,
      h1: { fontWeight: 700 },
      h2: { fontWeight: 700 },
      h3: { fontWeight: 700 },
      h4: { fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    transitions: reducedMotion ? { create: () => 'none' } : {},
    components: {
      MuiButtonBase: { defaultProps: { disableRipple: reducedMotion } },
      // Links inside text must not rely on colour alone (WCAG 1.4.1), so they are always underlined.
      MuiLink: { defaultProps: { underline: 'always' } },
      MuiOutlinedInput: highContrast
        ? { styleOverrides: { notchedOutline: { borderColor: '#000000', borderWidth: 2 } } }
        : {},
      MuiPaper: highContrast ? { styleOverrides: { root: { border: '1px solid #000000' } } } : {},
      // An unselected toggle's text is MUI's action grey (54 % black): 4.3:1 on the page's
      // background, under AA's 4.5. The secondary text colour reads the same and passes.
      MuiToggleButton: { styleOverrides: { root: ({ theme: t }) => ({ '&:not(.Mui-selected)': { color: t.palette.text.secondary } }) } },
    },
  });
  return theme;
}

/** The colour pairs people read; checked against the WCAG contrast thresholds in development. */
export function themeContrastPairs(theme: Theme): ContrastPair[] {
  const p = theme.palette;
  return [
    { name: 'body text', foreground: p.text.primary, background: p.background.default },
    { name: 'secondary text', foreground: p.text.secondary, background: p.background.paper },
    { name: 'primary button', foreground: p.primary.contrastText, background: p.primary.main },
    { name: 'link on paper', foreground: p.primary.main, background: p.background.paper },
    { name: 'error text', foreground: p.error.main, background: p.background.paper },
    { name: 'success text', foreground: p.success.main, background: p.background.paper },
    { name: 'warning text', foreground: p.warning.main, background: p.background.paper },
    { name: 'info text on the page', foreground: p.info.main, background: p.background.default },
    ...Object.entries(BADGE_COLOURS).map(([name, colour]) => ({ name: `${name} role badge`, foreground: '#ffffff', background: colour })),
  ];
}
