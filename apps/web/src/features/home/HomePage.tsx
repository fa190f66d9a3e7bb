import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ROLES_BY_SENIORITY } from '@app/contract';
import { RoleChip } from '../../components/RoleChip';
import { usePageTitle } from '../../lib/a11y/page-title';
import { PRODUCT_NAME } from '../../lib/config';
import { CAPABILITIES, AUDIENCES, SAFEGUARDS } from './home-content';
import { useSignupOpen } from '../auth/auth-api';

/** The public product page (/, /home, /marketing): what it does, for whom, how to start. */
export function HomePage() {
  usePageTitle(null);
  const signupOpen = useSignupOpen();
  return (
    <>
      <Box sx={{ bgcolor: 'primary.dark', color: '#ffffff', py: { xs: 6, md: 10 } }}>
        <Container maxWidth="lg">
          <Stack spacing={3} sx={{ maxWidth: 760 }}>
            <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '2rem', md: '3rem' } }}>
              Discovery, depositions and case files for law firms — in one secure workspace
            </Typography>
            <Typography variant="h6" component="p" sx={{ fontWeight: 400, opacity: 0.92 }}>
              {PRODUCT_NAME} brings a firm's cases, documents, search, transcripts and deposition preparation
              together, with the access controls and audit trail that client confidentiality demands.
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Button component={RouterLink} to="/demo-login" size="large" variant="contained" color="secondary">
                Try a demo account
              </Button>
              <Button
                component={RouterLink}
                to="/login"
                size="large"
                variant="outlined"
                sx={{ color: '#ffffff', borderColor: '#ffffff', '&:hover': { borderColor: '#ffffff', bgcolor: 'rgba(255,255,255,0.1)' } }}
              >
                Sign in
              </Button>
              {signupOpen ? (
                <Button component={RouterLink} to="/signup" size="large" sx={{ color: '#ffffff', textDecoration: 'underline' }}>
                  Set up your firm
                </Button>
              ) : null}
            </Stack>
          </Stack>
        </Container>
      </Box>

      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Typography variant="h4" component="h2" gutterBottom>
          What it does
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
          {CAPABILITIES.map(({ title, text, Icon }) => (
            <Paper key={title} variant="outlined" sx={{ p: 3 }}>
              <Icon color="primary" aria-hidden="true" />
              <Typography variant="h6" component="h3" sx={{ mt: 1 }}>
                {title}
              </Typography>
              <Typography color="text.secondary">{text}</Typography>
            </Paper>
          ))}
        </Box>
      </Container>

      <Box sx={{ bgcolor: 'background.paper', py: { xs: 5, md: 8 } }}>
        <Container maxWidth="lg">
          <Typography variant="h4" component="h2" gutterBottom>
            Who it is for
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 760 }}>
            Everyone at the firm works in the same place, and each person sees what their role allows — from the managing
            partner who runs the firm's account to the client representative who may only read.
          </Typography>
          <Stack spacing={2}>
            {ROLES_BY_SENIORITY.map((role) => (
              <Stack key={role} direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
                <Box sx={{ width: 150, flexShrink: 0 }}>
                  <RoleChip role={role} />
                </Box>
                <Typography>{AUDIENCES[role]}</Typography>
              </Stack>
            ))}
          </Stack>
        </Container>
      </Box>

      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Typography variant="h4" component="h2" gutterBottom>
          Built for confidentiality
        </Typography>
        <Box component="ul" sx={{ pl: 3, m: 0, display: 'grid', gap: 1 }}>
          {SAFEGUARDS.map((s) => (
            <Typography component="li" key={s}>
              {s}
            </Typography>
          ))}
        </Box>
        <Paper sx={{ mt: 5, p: { xs: 3, md: 4 }, bgcolor: 'primary.dark', color: '#ffffff' }}>
          <Typography variant="h5" component="h2">
            See it with your own eyes
          </Typography>
          <Typography sx={{ mt: 1, mb: 2, opacity: 0.92 }}>
            Five demo accounts — one per role — show exactly what an administrator, partner, associate, paralegal or viewer
            can do. No sign-up needed.
          </Typography>
          <Button component={RouterLink} to="/demo-login" variant="contained" color="secondary">
            Open the demo accounts
          </Button>
        </Paper>
      </Container>
    </>
  );
}
