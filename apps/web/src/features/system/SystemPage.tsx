import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** Placeholder: the admin-screens work replaces this page (issue 3 item 6). */
export function SystemPage() {
  return (
    <Paper sx={{ p: { xs: 3, md: 4 } }}>
      <Typography variant="h4" component="h1">
        System status
      </Typography>
    </Paper>
  );
}
