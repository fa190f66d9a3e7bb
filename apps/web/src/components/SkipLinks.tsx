import type { MouseEvent } from 'react';
import Box from '@mui/material/Box';
import { focusLandmark, SKIP_TARGETS } from '../lib/a11y/keyboard';

const LINKS = [
  { target: SKIP_TARGETS.main, label: 'Skip to main content' },
  { target: SKIP_TARGETS.navigation, label: 'Skip to navigation' },
  { target: SKIP_TARGETS.search, label: 'Skip to search' },
] as const;

/**
 * Skip links: the first things a keyboard user reaches, hidden until focused.
 * `targets` limits them to the landmarks a page has (public pages have no navigation drawer).
 */
export function SkipLinks({
  targets = LINKS.map((l) => l.target),
  onActivate = focusLandmark,
}: {
  targets?: readonly string[];
  /** How to reach a target; the shell opens the phone drawer for 'navigation'. */
  onActivate?: (target: string) => boolean;
}) {
  return (
    <Box component="nav" aria-label="Skip links" sx={{ position: 'absolute', top: 0, left: 0, zIndex: 2000 }}>
      {LINKS.filter((l) => targets.includes(l.target)).map((link) => (
        <Box
          key={link.target}
          component="a"
          href={`#${link.target}`}
          onClick={(event: MouseEvent) => {
            event.preventDefault();
            onActivate(link.target);
          }}
          sx={{
            position: 'absolute',
            left: 8,
            top: 8,
            px: 2,
            py: 1,
            whiteSpace: 'nowrap',
            bgcolor: 'primary.dark',
            color: '#ffffff',
            fontWeight: 600,
            borderRadius: 1,
            transform: 'translateY(-200%)',
            '&:focus': { transform: 'none', outline: '3px solid #ffb300', outlineOffset: 2 },
          }}
        >
          {link.label}
        </Box>
      ))}
    </Box>
  );
}
