import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { SIGNUP_CLOSED_DETAIL } from '@app/contract';
import { AuthCard } from './AuthCard';

/**
 * /signup on an installation with SIGNUP_ENABLED=false: the same words the API's 403 uses, and the
 * way on for someone who already has (or is getting) an account.
 */
export function SignupClosed() {
  return (
    <AuthCard title="Sign-up is closed">
      <Stack spacing={3}>
        <Typography>{SIGNUP_CLOSED_DETAIL}</Typography>
        <Button component={RouterLink} to="/login" variant="contained" size="large">
          Sign in
        </Button>
      </Stack>
    </AuthCard>
  );
}
