import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { courtRules, type ComputedCaseDeadline } from '@app/contract';
import { deadlineLabel, useFirmTimeZone } from '../../lib/deadline-days';

const STATUS_WORDS: Record<ComputedCaseDeadline['status'], string> = { scheduled: 'Open', completed: 'Done', cancelled: 'Cancelled' };

/**
 * One computed deadline: what is due, when, under which rule, and the working in words
 * (courtRules.explainDeadline, as the server stored it), one sentence per step.
 */
export function DeadlineItem({ deadline }: { deadline: ComputedCaseDeadline }) {
  // Days to go are counted in the firm's calendar, as everywhere else; the due date is the court's.
  const timeZone = useFirmTimeZone();
  const open = deadline.status === 'scheduled';
  return (
    <Box component="li" sx={{ listStyle: 'none', py: 1.5, borderTop: 1, borderColor: 'divider' }} data-testid="deadline">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 2 }} sx={{ alignItems: { sm: 'baseline' }, justifyContent: 'space-between' }}>
        <Typography component="h4" variant="subtitle2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {deadline.title}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="due-date">
            Due {courtRules.longDate(deadline.due_date)}
          </Typography>
          <Chip size="small" label={open ? deadlineLabel(deadline.due_date, timeZone) : STATUS_WORDS[deadline.status]} color={open ? 'primary' : 'default'} variant="outlined" />
        </Stack>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25, overflowWrap: 'anywhere' }}>
        {deadline.citation} · {deadline.rule_set_name}
      </Typography>
      <Typography component="p" variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
        How this date was computed
      </Typography>
      <Box component="ol" sx={{ m: 0, mt: 0.5, pl: 3 }} aria-label={`How the date of ${deadline.title} was computed`}>
        {deadline.explanation.map((sentence, i) => (
          <Typography component="li" variant="body2" key={i} sx={{ overflowWrap: 'anywhere', mb: 0.25 }}>
            {sentence}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
