import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../lib/form-errors';
import { useChainVerification } from './api';

/**
 * Whether the firm's audit trail is intact: each event carries the hash of the one before it, so
 * an edited or deleted row breaks the chain at that point and the server reports where.
 */
export function ChainStatus() {
  const verify = useChainVerification();
  const again = (
    <Button color="inherit" size="small" onClick={() => void verify.refetch()} disabled={verify.isFetching}>
      {verify.isFetching ? 'Checking…' : 'Check again'}
    </Button>
  );
  if (verify.isPending) {
    return (
      // (The spinner is decoration: the alert's text says what is happening. A progressbar with no
      // name is an axe violation, seen when the check takes long enough to be drawn.)
      <Alert severity="info" icon={<CircularProgress size={18} aria-hidden="true" />} role="status">
        Checking the audit trail’s integrity…
      </Alert>
    );
  }
  if (verify.isError) {
    return (
      <Alert severity="warning" action={again}>
        {`The integrity check could not run. ${errorMessage(verify.error, '')}`}
      </Alert>
    );
  }
  const { intact, checked, first_broken: broken } = verify.data;
  if (intact) {
    return (
      <Alert severity="success" action={again} data-testid="chain-status">
        {`Audit trail intact: ${checked.toLocaleString()} event${checked === 1 ? '' : 's'} checked, none altered or missing.`}
      </Alert>
    );
  }
  return (
    <Alert severity="error" action={again} data-testid="chain-status">
      <Stack spacing={0.5}>
        <Typography sx={{ fontWeight: 600 }}>The audit trail has been altered.</Typography>
        <Typography variant="body2">
          {broken
            ? `The chain breaks at event #${broken.sequence}${broken.id ? ` (${broken.id})` : ''}: ${broken.reason}.`
            : 'The chain does not verify.'}
          {` ${checked.toLocaleString()} events checked. Tell your administrator.`}
        </Typography>
      </Stack>
    </Alert>
  );
}
