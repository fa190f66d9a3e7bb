import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { usePageTitle } from '../../lib/a11y/page-title';

/** Any other path: a not-found page (inside the shell when signed in). */
export function NotFoundPage({ signedIn }: { signedIn: boolean }) {
  const { pathname } = useLocation();
  usePageTitle('Page not found');
  return (
    <Paper sx={{ p: { xs: 3, md: 4 }, maxWidth: 640, mx: signedIn ? 0 : 'auto', my: signedIn ? 0 : 6 }}>
      <Stack spacing={2}>
        <Typography variant="h4" component="h1">
          Page not found
        </Typography>
        <Typography>
          There is no page at <code>{pathname}</code>. The link may be mistyped, or the page may have moved.
        </Typography>
        <div>
          <Button component={RouterLink} to={signedIn ? '/dashboard' : '/'} variant="contained">
            {signedIn ? 'Go to Dashboard' : 'Go to the homepage'}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
