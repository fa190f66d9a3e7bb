import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import { Link as RouterLink } from 'react-router';
import { LAYOUT } from '@app/contract';
import { SKIP_TARGETS } from '../../lib/a11y/keyboard';
import { PRODUCT_NAME } from '../../lib/config';
import { NotificationBell } from './NotificationBell';
import { CaseSelectorSlot, OmnisearchSlot } from './top-bar-slots';
import { UserMenu } from './UserMenu';

/**
 * Top bar, fixed, height 70: product title, omnisearch centred, compact case selector
 * (large screens only), notification bell, user chip. On phones a menu button opens the drawer.
 */
export function TopBar({ isMobile, drawerOpen, onMenuClick }: { isMobile: boolean; drawerOpen: boolean; onMenuClick: () => void }) {
  return (
    <AppBar position="fixed" elevation={1} sx={{ zIndex: (t) => t.zIndex.drawer + 1, height: LAYOUT.topBarHeight }}>
      <Toolbar sx={{ height: LAYOUT.topBarHeight, minHeight: `${LAYOUT.topBarHeight}px !important`, gap: { xs: 1, sm: 2 } }}>
        {isMobile && (
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Open navigation"
            aria-expanded={drawerOpen}
            aria-controls={SKIP_TARGETS.navigation}
            onClick={onMenuClick}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Typography
          variant="h6"
          component={RouterLink}
          to="/dashboard"
          noWrap
          sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, flexShrink: 1, minWidth: 0, fontSize: { xs: '1rem', sm: '1.2rem' } }}
        >
          {PRODUCT_NAME}
        </Typography>
        <Box
          id={SKIP_TARGETS.search}
          tabIndex={-1}
          role="search"
          aria-label="Search"
          sx={{ flexGrow: 1, display: 'flex', justifyContent: 'center', minWidth: 0, outline: 'none' }}
        >
          <OmnisearchSlot />
        </Box>
        <Box sx={{ display: { xs: 'none', lg: 'block' } }} data-testid="case-selector-slot">
          <CaseSelectorSlot />
        </Box>
        <NotificationBell />
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
