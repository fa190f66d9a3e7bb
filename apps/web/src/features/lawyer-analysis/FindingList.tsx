import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LawyerFinding, LawyerSeverity } from '@app/contract';

export const SEVERITY_COLORS: Record<LawyerSeverity, 'error' | 'warning' | 'default'> = { high: 'error', medium: 'warning', low: 'default' };
export const SEVERITY_LABELS: Record<LawyerSeverity, string> = { high: 'High', medium: 'Medium', low: 'Low' };

/** Findings (strengths, risks, missing evidence): title with its weight, why, and the documents it rests on. */
export function FindingList({ findings, empty, weightLabel = 'severity' }: { findings: LawyerFinding[]; empty: string; weightLabel?: string }) {
  if (findings.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <List dense disablePadding>
      {findings.map((f) => (
        <ListItem key={f.key} disableGutters alignItems="flex-start">
          <ListItemText
            primary={
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {f.title}
                </Typography>
                <Chip size="small" variant="outlined" color={SEVERITY_COLORS[f.severity]} label={SEVERITY_LABELS[f.severity]} aria-label={`${SEVERITY_LABELS[f.severity]} ${weightLabel}`} />
              </Stack>
            }
            secondary={
              <>
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                  {f.detail}
                </Typography>
                {f.sources.length > 0 ? (
                  <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                    {`Sources: ${[...new Set(f.sources.map((s) => s.filename))].join(', ')}`}
                  </Typography>
                ) : null}
              </>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}
