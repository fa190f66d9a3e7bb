import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface PageHeaderProps {
  /** The page's one h1. */
  title: ReactNode;
  /** A line under the title: what the page is for, or its state. */
  subtitle?: ReactNode;
  /** Buttons or menus that act on the whole page. */
  actions?: ReactNode;
  /** Passed to the subtitle, e.g. aria-live="off" for a line that changes on its own. */
  subtitleProps?: { 'aria-live'?: 'off' | 'polite' };
}

/**
 * The title row every signed-in screen starts with, so they all read and wrap alike: the h1, an
 * optional subtitle, and optional actions beside them — or, at phone width, under them, where
 * several actions wrap onto further lines instead of widening the page.
 */
export function PageHeader({ title, subtitle, actions, subtitleProps }: PageHeaderProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {subtitle ? (
          <Typography color="text.secondary" {...subtitleProps}>
            {subtitle}
          </Typography>
        ) : null}
      </Box>
      {actions ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: { sm: 0 }, maxWidth: '100%' }}>
          {actions}
        </Stack>
      ) : null}
    </Stack>
  );
}
