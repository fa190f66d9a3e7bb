import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { ROLE_INFO, type Role } from '@app/contract';
import { RoleChip } from '../../components/RoleChip';
import { useBelow } from '../../components/use-below';
import { capabilitiesFor } from './capabilities';

/** The person's role, its description and what it allows, from the shared permission table. */
export function RoleCard({ role }: { role: Role }) {
  const capabilities = capabilitiesFor(role);
  const allowed = capabilities.filter((c) => c.allowed);
  const locked = capabilities.filter((c) => !c.allowed);
  const phone = useBelow('md');
  const [showLocked, setShowLocked] = useState(false);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="role-card-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 1 }}>
        <Typography variant="h6" component="h2" id="role-card-title">
          Your role
        </Typography>
        <RoleChip role={role} />
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {`${ROLE_INFO[role].label}: ${ROLE_INFO[role].description}.`}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: locked.length ? '1fr 1fr' : '1fr' }, gap: 2 }}>
        <div>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
            You can
          </Typography>
          {/* With nothing locked (administrators) the list is long: flow it into two columns. */}
          <List dense disablePadding sx={{ columnCount: { md: locked.length ? 1 : 2 }, columnGap: 4 }}>
            {allowed.map((c) => (
              <ListItem key={c.permission} disableGutters sx={{ breakInside: 'avoid' }}>
                <ListItemIcon sx={{ minWidth: 32 }}>
                  <CheckCircle fontSize="small" color="success" aria-hidden="true" />
                </ListItemIcon>
                <ListItemText primary={c.text} />
              </ListItem>
            ))}
          </List>
        </div>
        {locked.length ? (
          <div>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
              Needs a more senior role
            </Typography>
            {/* On phones the list folds away: it can be twice as long as what the person can do. */}
            {phone ? (
              <Button size="small" onClick={() => setShowLocked((v) => !v)} aria-expanded={showLocked} aria-controls="role-card-locked" sx={{ ml: -1 }}>
                {showLocked ? 'Hide' : `Show ${locked.length} more`}
              </Button>
            ) : null}
            <Collapse in={!phone || showLocked} id="role-card-locked">
              <List dense disablePadding>
                {locked.map((c) => (
                  <ListItem key={c.permission} disableGutters>
                    <ListItemIcon sx={{ minWidth: 32 }}>
                      <LockOutlined fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden="true" />
                    </ListItemIcon>
                    <ListItemText
                      primary={c.text}
                      secondary={c.minimumRoleLabel === ROLE_INFO.admin.label ? `${c.minimumRoleLabel} only` : `${c.minimumRoleLabel} and above`}
                      slotProps={{ primary: { color: 'text.secondary' } }}
                    />
                  </ListItem>
                ))}
              </List>
            </Collapse>
          </div>
        ) : null}
      </Box>
    </Paper>
  );
}
