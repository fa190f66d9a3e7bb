import type { BadgeColour } from '@app/contract';

/** Role badge colours, as shades that keep white text readable (WCAG AA). */
export const BADGE_COLOURS: Record<BadgeColour, string> = {
  red: '#c62828',
  purple: '#6a1b9a',
  blue: '#1565c0',
  green: '#2e7d32',
  grey: '#616161',
};
