import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import Logout from '@mui/icons-material/Logout';
import PersonOutline from '@mui/icons-material/PersonOutline';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { useTheme } from '@mui/material/styles';
import { useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth/auth-context';
import { UserAvatar } from '../../components/UserAvatar';

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * User chip and menu: avatar (image or initials), full name, role capitalised, e-mail,
 * firm; 'My Profile' and 'Account Settings' (both /settings); 'Sign Out' (logout, then /login).
 */
export function UserMenu() {
  const { user, organization, logout } = useAuth();
  const theme = useTheme();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (!user) return null;
  const firmName = user.organization ?? organization?.name ?? '';
  const close = () => setAnchor(null);
  const goToSettings = () => {
    close();
    void navigate('/settings');
  };
  const signOut = async () => {
    close();
    await logout();
    await navigate('/login');
  };

  return (
    <>
      <Chip
        // The visible name is the accessible name (WCAG 2.5.3); on phones it is visually hidden, not removed.
        avatar={<UserAvatar name={user.full_name} src={user.avatar_url} size={28} aria-hidden="true" sx={{ bgcolor: '#ffffff', color: 'primary.dark' }} />}
        label={user.full_name}
        onClick={(e) => setAnchor(e.currentTarget)}
        data-testid="user-menu-button"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={!!anchor}
        sx={{
          bgcolor: 'rgba(255,255,255,0.16)',
          color: 'inherit',
          '&:hover': { bgcolor: 'rgba(255,255,255,0.26)' },
          '& .MuiChip-label': {
            maxWidth: 180,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            [theme.breakpoints.down('sm')]: { position: 'absolute', width: 1, height: 1, p: 0, m: -1, clip: 'rect(0 0 0 0)' },
          },
          '& .MuiChip-avatar': { color: 'primary.dark', ml: 0.5, mr: { xs: -0.5, sm: -0.75 } },
          [theme.breakpoints.down('sm')]: { width: 40, height: 40, borderRadius: '50%', '& .MuiChip-avatar': { m: 0 } },
        }}
      />
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 260, mt: 1 } } }}
      >
        <Box sx={{ px: 2, py: 1.5, display: 'flex', gap: 1.5, alignItems: 'center' }} data-testid="user-menu-header">
          <UserAvatar name={user.full_name} src={user.avatar_url} size={44} />
          <Box sx={{ minWidth: 0 }}>
            <Typography fontWeight={600} noWrap>
              {user.full_name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {capitalise(user.role)}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {user.email}
            </Typography>
            {firmName && (
              <Typography variant="body2" color="text.secondary" noWrap>
                {firmName}
              </Typography>
            )}
          </Box>
        </Box>
        <Divider />
        <MenuItem onClick={goToSettings}>
          <ListItemIcon>
            <PersonOutline fontSize="small" />
          </ListItemIcon>
          My Profile
        </MenuItem>
        <MenuItem onClick={goToSettings}>
          <ListItemIcon>
            <SettingsOutlined fontSize="small" />
          </ListItemIcon>
          Account Settings
        </MenuItem>
        <Divider />
        <MenuItem onClick={() => void signOut()}>
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          Sign Out
        </MenuItem>
      </Menu>
    </>
  );
}
