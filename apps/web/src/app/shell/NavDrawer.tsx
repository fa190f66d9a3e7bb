import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { LAYOUT } from '@app/contract';
import { useAuth } from '../../lib/auth/auth-context';
import { SKIP_TARGETS } from '../../lib/a11y/keyboard';
import { PRODUCT_NAME } from '../../lib/config';
import { NAV_ICONS } from './nav-icons';
import { adminNavItemsFor, isNavItemActive, navItemsFor, type NavItem } from './nav-items';

function NavLinkItem({ item, pathname, onNavigate }: { item: NavItem; pathname: string; onNavigate: () => void }) {
  const active = isNavItemActive(item.path, pathname);
  const Icon = NAV_ICONS[item.icon];
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={RouterLink}
        to={item.path}
        selected={active}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
        sx={{ mx: 1, borderRadius: 1, '&.Mui-selected': { bgcolor: 'rgba(13, 71, 161, 0.12)', color: 'primary.dark' } }}
      >
        <ListItemIcon sx={{ minWidth: 40, color: active ? 'primary.dark' : 'text.secondary' }}>
          <Icon />
        </ListItemIcon>
        <ListItemText primary={item.label} slotProps={{ primary: { fontWeight: active ? 600 : 400 } }} />
      </ListItemButton>
    </ListItem>
  );
}

const ADMIN_GROUP_ID = 'nav-administration';

function NavContent({ onNavigate, overlay }: { onNavigate: () => void; overlay: boolean }) {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const items = user ? navItemsFor(user.role) : [];
  const adminItems = user ? adminNavItemsFor(user.role) : [];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      {/* Beside a permanent drawer the top bar sits above this space; over a phone's page it shows the title. */}
      <Box sx={{ height: LAYOUT.topBarHeight, flexShrink: 0, display: 'flex', alignItems: 'center', px: 2.5 }}>
        {overlay && (
          <Typography variant="h6" component="p" color="primary.dark" fontWeight={700}>
            {PRODUCT_NAME}
          </Typography>
        )}
      </Box>
      <Box component="nav" id={SKIP_TARGETS.navigation} aria-label="Main navigation" tabIndex={-1} sx={{ flexGrow: 1, overflowY: 'auto', outline: 'none' }}>
        <List>
          {items.map((item) => (
            <NavLinkItem key={item.path} item={item} pathname={pathname} onNavigate={onNavigate} />
          ))}
        </List>
        {adminItems.length > 0 ? (
          // A second group, below the main items, for the roles that may open any administrative page.
          <List
            aria-labelledby={ADMIN_GROUP_ID}
            subheader={
              <ListSubheader id={ADMIN_GROUP_ID} disableSticky sx={{ lineHeight: 2.5, mt: 1, px: 2.5, bgcolor: 'transparent', fontWeight: 600, color: 'text.secondary' }}>
                Administration
              </ListSubheader>
            }
            sx={{ borderTop: 1, borderColor: 'divider' }}
          >
            {adminItems.map((item) => (
              <NavLinkItem key={item.path} item={item} pathname={pathname} onNavigate={onNavigate} />
            ))}
          </List>
        ) : null}
      </Box>
      <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
        <Typography variant="caption" color="text.secondary" data-testid="drawer-footer">
          {PRODUCT_NAME}
        </Typography>
      </Box>
    </Box>
  );
}

/**
 * Side drawer, 280 wide: permanent on wider screens; on phones a temporary drawer the
 * top bar's menu button opens, closed again by choosing an item.
 */
export function NavDrawer({ mobileOpen, onClose, isMobile }: { mobileOpen: boolean; onClose: () => void; isMobile: boolean }) {
  const paper = { width: LAYOUT.drawerWidth, boxSizing: 'border-box' as const };
  if (isMobile) {
    return (
      <Drawer variant="temporary" open={mobileOpen} onClose={onClose} ModalProps={{ keepMounted: true }} slotProps={{ paper: { sx: paper } }}>
        <NavContent onNavigate={onClose} overlay />
      </Drawer>
    );
  }
  return (
    <Drawer variant="permanent" open sx={{ width: LAYOUT.drawerWidth, flexShrink: 0 }} slotProps={{ paper: { sx: paper } }}>
      <NavContent onNavigate={() => undefined} overlay={false} />
    </Drawer>
  );
}
