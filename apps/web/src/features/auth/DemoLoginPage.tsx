import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router';
import { ROLE_INFO } from '@app/contract';
import { BADGE_COLOURS } from '../../lib/role-colours';
import { usePageTitle } from '../../lib/a11y/page-title';
import { useAuth } from '../../lib/auth/auth-context';
import { ApiError } from '../../lib/api-client';
import { useDemoAccounts, type DemoAccounts } from './auth-api';
import { returnPathFromState } from './return-path';

type DemoAccount = DemoAccounts['accounts'][number];

/** /demo-login: one card per role with its built-in credentials, one click to sign in. */
export function DemoLoginPage() {
  usePageTitle('Demo accounts');
  const { status, login } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const returnTo = returnPathFromState(location.state);
  const { data, isLoading, error } = useDemoAccounts();
  const [signingIn, setSigningIn] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (status === 'authenticated' && !signingIn) return <Navigate to={returnTo} replace />;

  const signIn = async (account: DemoAccount) => {
    setSigningIn(account.role);
    setFailure(null);
    try {
      const outcome = await login(account.email, account.password);
      if (outcome.kind === 'signed-in') await navigate(returnTo, { replace: true });
      else setFailure('This demo account asks for a second factor. Sign in from the login page instead.');
    } catch (err) {
      setFailure(err instanceof ApiError && err.detail ? err.detail : 'The demo sign-in failed. Please try again.');
    } finally {
      setSigningIn(null);
    }
  };

  const demoOff = error instanceof ApiError && error.status === 404;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Demo accounts
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 760 }}>
        {data ? `Explore ${data.organization}, a demo firm, ` : 'Explore a demo firm '}
        as any of the five roles. Each card shows the built-in credentials; you can also type them on the{' '}
        <Link component={RouterLink} to="/login">
          sign-in page
        </Link>
        .
      </Typography>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      {demoOff && <Alert severity="info">Demo accounts are turned off on this server. Sign in with your own account.</Alert>}
      {error && !demoOff && <Alert severity="error">The demo accounts could not be loaded. Please refresh the page.</Alert>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' } }}>
        {isLoading && [0, 1, 2, 3, 4].map((i) => <Skeleton key={i} variant="rounded" height={230} />)}
        {data?.accounts.map((account) => (
          <Card
            key={account.role}
            variant="outlined"
            component="section"
            aria-labelledby={`demo-${account.role}`}
            data-testid={`demo-card-${account.role}`}
            // The role's badge colour marks the card; buttons line up at the bottom.
            sx={{ display: 'flex', flexDirection: 'column', borderTop: 4, borderTopColor: BADGE_COLOURS[ROLE_INFO[account.role].badgeColour] }}
          >
            <CardContent sx={{ flexGrow: 1 }}>
              <Typography variant="h6" component="h2" id={`demo-${account.role}`} sx={{ mb: 1 }}>
                {account.label}
              </Typography>
              <Typography fontWeight={600}>{account.full_name}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {account.description}
              </Typography>
              <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5 }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  E-mail
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, fontFamily: 'monospace' }}>
                  {account.email}
                </Typography>
                <Typography component="dt" variant="body2" color="text.secondary">
                  Password
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, fontFamily: 'monospace' }}>
                  {account.password}
                </Typography>
              </Box>
            </CardContent>
            <CardActions sx={{ px: 2, pb: 2 }}>
              <Button variant="contained" fullWidth disabled={!!signingIn} onClick={() => void signIn(account)}>
                {signingIn === account.role ? 'Signing in...' : `Sign in as ${account.label}`}
              </Button>
            </CardActions>
          </Card>
        ))}
      </Box>
    </Container>
  );
}
