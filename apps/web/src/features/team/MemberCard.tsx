import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { TeamMember } from '@app/contract';
import { RoleChip } from '../../components/RoleChip';
import { UserAvatar } from '../../components/UserAvatar';

/** One colleague in the directory; opening it puts ?person={id} in the URL so the card can be shared. */
export function MemberCard({ member, you }: { member: TeamMember; you: boolean }) {
  return (
    <Card variant="outlined" sx={{ height: '100%', opacity: member.is_active ? 1 : 0.7 }}>
      <CardActionArea
        component={RouterLink}
        to={`?person=${member.id}`}
        sx={{ p: 2, height: '100%', display: 'flex', alignItems: 'flex-start', justifyContent: 'flex-start', gap: 2 }}
      >
        <UserAvatar name={member.full_name} src={member.avatar_url ?? undefined} size={48} aria-hidden="true" />
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {member.full_name}
            {you ? <Typography component="span" color="text.secondary">{' (you)'}</Typography> : null}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {member.title ?? member.email}
          </Typography>
          <Stack direction="row" spacing={0.5} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 0.5 }}>
            <RoleChip role={member.role} />
            {!member.is_active ? <Chip size="small" variant="outlined" label="Deactivated" /> : null}
          </Stack>
        </Box>
      </CardActionArea>
    </Card>
  );
}
