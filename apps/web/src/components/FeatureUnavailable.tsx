import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** Honest placeholder for a route whose feature arrives in a later release: nothing here pretends to work. */
export function FeatureUnavailable({ title, description }: { title: string; description: string }) {
  return (
    <Paper sx={{ p: { xs: 3, md: 4 }, maxWidth: 720 }}>
      <Stack spacing={2}>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        <Alert severity="info">{title} is not available yet. It arrives in a later release of the application.</Alert>
        <Typography color="text.secondary">{description}</Typography>
        <div>
          <Button component={RouterLink} to="/dashboard" variant="outlined">
            Back to Dashboard
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
