import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '../../../lib/a11y/page-title';

/**
 * What an unknown id, another firm's case and a case the person is not assigned to all show:
 * the API answers 404 alike (so a case's existence is not revealed), and so does this page.
 */
export function CaseNotFound() {
  usePageTitle('Case not found');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, maxWidth: 640 }}>
      <Stack spacing={2}>
        <Typography variant="h4" component="h1">
          Case not found
        </Typography>
        <Typography>
          This case does not exist, or you are not on its team. If a colleague sent you the link, ask a partner or the case&apos;s manager to add
          you to the case.
        </Typography>
        <div>
          <Button component={RouterLink} to="/cases" variant="contained">
            Back to Case Management
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
