import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

/**
 * True on screens narrower than the breakpoint (phones: 'sm', phones and small tablets: 'md',
 * tablets and small laptops, where a wide table no longer fits beside the drawer: 'lg').
 * Reads the theme through useTheme so it also works outside a ThemeProvider (MUI's default theme).
 */
export function useBelow(breakpoint: 'sm' | 'md' | 'lg'): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down(breakpoint));
}
