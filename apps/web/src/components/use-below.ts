import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

/**
 * True on screens narrower than the breakpoint (phones: 'sm', phones and small tablets: 'md').
 * Reads the theme through useTheme so it also works outside a ThemeProvider (MUI's default theme).
 */
export function useBelow(breakpoint: 'sm' | 'md'): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down(breakpoint));
}
