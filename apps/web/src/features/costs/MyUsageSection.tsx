import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CostReportView } from './CostReportView';

const MY_GROUPINGS = ['model', 'feature', 'case', 'provider'] as const;

/** "My usage" in Settings: everyone's own AI calls and their cost, with the same chart and CSV. */
export function MyUsageSection() {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="my-usage-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" id="my-usage-title">
        My usage
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        The AI calls made for you (analysis, summaries, search, transcription) and what they cost.
      </Typography>
      <CostReportView scope={{ kind: 'mine' }} chartTitle="My AI cost over time" groupings={MY_GROUPINGS} />
    </Paper>
  );
}
