import { Suspense } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import { Link as RouterLink, Outlet } from 'react-router';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { PageSpinner } from '../../components/PageSpinner';
import { SkipLinks } from '../../components/SkipLinks';
import { SKIP_TARGETS } from '../../lib/a11y/keyboard';
import { useAuth } from '../../lib/auth/auth-context';
import { PRODUCT_NAME } from '../../lib/config';
import { useSignupOpen } from '../../features/auth/auth-api';

/** Layout of the open pages: a slim header with the sign-in paths, the page, a footer. */
export function PublicLayout() {
  const { status, user } = useAuth();
  // A session the firm restricts to two-factor enrolment cannot use the dashboard yet: no such button.
  const canEnterApp = status === 'authenticated' && !user?.two_factor_setup_required;
  const signupOpen = useSignupOpen();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <SkipLinks targets={[SKIP_TARGETS.main]} />
      <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: 2, flexWrap: 'wrap', py: 1 }}>
          <Stack
            direction="row"
            spacing={1}
            alignItems="center"
            component={RouterLink}
            to="/"
            sx={{ color: 'primary.dark', textDecoration: 'none', flexGrow: 1 }}
          >
            <GavelOutlined aria-hidden="true" />
            <Typography variant="h6" component="span" fontWeight={700}>
              {PRODUCT_NAME}
            </Typography>
          </Stack>
          <Box component="nav" aria-label="Account" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {canEnterApp ? (
              <Button component={RouterLink} to="/dashboard" variant="contained">
                Go to Dashboard
              </Button>
            ) : status === 'authenticated' ? null : (
              <>
                <Button component={RouterLink} to="/demo-login">
                  Try the demo
                </Button>
                <Button component={RouterLink} to="/login" variant="outlined">
                  Sign in
                </Button>
                {signupOpen ? (
                  <Button component={RouterLink} to="/signup" variant="contained" sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
                    Create account
                  </Button>
                ) : null}
              </>
            )}
          </Box>
        </Toolbar>
      </AppBar>
      <Box component="main" id={SKIP_TARGETS.main} tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        <ErrorBoundary>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </Box>
      <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 3, bgcolor: 'background.paper' }}>
        <Container sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', justifyContent: 'space-between' }}>
          <Typography variant="body2" color="text.secondary">
            © {new Date().getFullYear()} {PRODUCT_NAME}
          </Typography>
          <Stack direction="row" spacing={2} component="nav" aria-label="Footer">
            <Link component={RouterLink} to="/home" variant="body2">
              Product
            </Link>
            <Link component={RouterLink} to="/demo-login" variant="body2">
              Demo accounts
            </Link>
            {signupOpen ? (
              <Link component={RouterLink} to="/signup" variant="body2">
                Sign up your firm
              </Link>
            ) : null}
          </Stack>
        </Container>
      </Box>
    </Box>
  );
}
