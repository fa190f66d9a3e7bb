import Chip, { type ChipProps } from '@mui/material/Chip';
import { ROLE_INFO, type Role } from '@app/contract';
import { BADGE_COLOURS } from '../lib/role-colours';

/** A role in its badge colour (admin red, partner purple, associate blue, paralegal green, viewer grey). */
export function RoleChip({ role, ...rest }: { role: Role } & Omit<ChipProps, 'label' | 'color'>) {
  return (
    <Chip
      size="small"
      label={ROLE_INFO[role].label}
      {...rest}
      sx={{ bgcolor: BADGE_COLOURS[ROLE_INFO[role].badgeColour], color: '#ffffff', fontWeight: 600, ...rest.sx }}
    />
  );
}
