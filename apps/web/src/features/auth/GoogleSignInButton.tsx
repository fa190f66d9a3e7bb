import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import GoogleIcon from '@mui/icons-material/Google';
import { useAuthProviders } from './auth-api';

/** 'Continue with Google', shown only when the server lists Google among its sign-in options. */
export function GoogleSignInButton({ returnTo }: { returnTo: string }) {
  const { data } = useAuthProviders();
  const google = data?.providers.find((p) => p.id === 'google');
  if (!google) return null;
  const separator = google.start_url.includes('?') ? '&' : '?';
  return (
    <>
      <Divider sx={{ my: 1 }}>or</Divider>
      <Button
        variant="outlined"
        size="large"
        fullWidth
        startIcon={<GoogleIcon />}
        href={`${google.start_url}${separator}return_to=${encodeURIComponent(returnTo)}`}
      >
        Continue with Google
      </Button>
    </>
  );
}
