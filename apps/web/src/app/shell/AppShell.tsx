import { Suspense, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Outlet, useLocation } from 'react-router';
import { LAYOUT } from '@app/contract';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { PageSpinner } from '../../components/PageSpinner';
import { SkipLinks } from '../../components/SkipLinks';
import { SKIP_TARGETS, focusLandmark } from '../../lib/a11y/keyboard';
import { usePageTitle } from '../../lib/a11y/page-title';
import { AppBreadcrumbs } from './AppBreadcrumbs';
import { buildBreadcrumbs } from './breadcrumbs';
import { NavDrawer } from './NavDrawer';
import { TopBar } from './TopBar';
import { SavedAccessibilitySync } from '../../features/settings/SavedAccessibilitySync';

/** The signed-in layout (the shell). Pages render in `main`, each behind its own error boundary. */
export function AppShell({ children }: { children?: ReactNode }) {
  const theme = useTheme();
  const isMobile = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [mobileOpen, setMobileOpen] = useState(false);
  const location = useLocation();
  const crumbs = buildBreadcrumbs(location.pathname);
  usePageTitle(crumbs.at(-1)?.label ?? 'Dashboard');

  // Crossing the phone breakpoint (rotation, resized window) closes the overlay drawer; adjusted
  // during render, as React recommends for state derived from a changing value.
  const [layoutWasMobile, setLayoutWasMobile] = useState(isMobile);
  if (layoutWasMobile !== isMobile) {
    setLayoutWasMobile(isMobile);
    setMobileOpen(false);
  }

  const activateSkipTarget = (target: string) => {
    // On phones the navigation lives in the closed drawer: open it (the drawer takes focus).
    if (target === SKIP_TARGETS.navigation && isMobile) {
      setMobileOpen(true);
      return true;
    }
    return focusLandmark(target);
  };

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLinks onActivate={activateSkipTarget} />
      <SavedAccessibilitySync />
      <TopBar isMobile={isMobile} drawerOpen={mobileOpen} onMenuClick={() => setMobileOpen((o) => !o)} />
      <NavDrawer isMobile={isMobile} mobileOpen={mobileOpen} onClose={() => setMobileOpen(false)} />
      <Box
        component="main"
        id={SKIP_TARGETS.main}
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, pt: `${LAYOUT.topBarHeight + 24}px`, px: { xs: 2, sm: 3 }, pb: 4, outline: 'none' }}
      >
        <AppBreadcrumbs />
        <ErrorBoundary resetKey={location.pathname}>
          <Suspense fallback={<PageSpinner />}>{children ?? <Outlet />}</Suspense>
        </ErrorBoundary>
      </Box>
    </Box>
  );
}
