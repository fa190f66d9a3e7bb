import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { dayDistance, type LawyerAnalysis, type UpcomingDeadline } from '@app/contract';
import { useAuth } from '../../lib/auth/auth-context';
import { eventLinkFor } from '../../lib/links';
import { FindingList, SEVERITY_COLORS, SEVERITY_LABELS } from './FindingList';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

// The server counts days_left in the firm's time zone; the words are the contract's, as on every page.
const when = (d: UpcomingDeadline) => dayDistance(d.days_left);

/** The analysis, most actionable first: next steps and risks, then what is missing, then strengths and people. */
export function LawyerAnalysisView({ analysis }: { analysis: LawyerAnalysis }) {
  const a = analysis;
  return (
    <Box sx={{ display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
      <Box sx={{ gridColumn: { lg: '1 / -1' } }}>
        <Section title="Assessment">
          <Typography sx={{ overflowWrap: 'anywhere' }}>{a.summary}</Typography>
        </Section>
      </Box>
      <Section title={`Next steps (${a.next_steps.length})`}>
        {a.next_steps.length === 0 ? (
          <Typography color="text.secondary">Nothing to do that the file shows.</Typography>
        ) : (
          <List dense disablePadding>
            {a.next_steps.map((s) => (
              <ListItem key={s.key} disableGutters alignItems="flex-start">
                <ListItemText
                  primary={
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                      <Link component={RouterLink} to={s.link} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                        {s.title}
                      </Link>
                      <Chip size="small" variant="outlined" color={SEVERITY_COLORS[s.priority]} label={SEVERITY_LABELS[s.priority]} aria-label={`${SEVERITY_LABELS[s.priority]} priority`} />
                      {s.due_date ? <Chip size="small" label={`Due ${s.due_date}`} /> : null}
                    </Stack>
                  }
                  secondary={s.reason}
                  slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Section>
      <Section title={`Risks (${a.risks.length})`}>
        <FindingList findings={a.risks} empty="No risks found in the file." />
      </Section>
      <Section title={`Missing evidence (${a.missing_evidence.length})`}>
        <FindingList findings={a.missing_evidence} empty="Nothing referred to is missing." />
      </Section>
      <Section title={`Strengths (${a.strengths.length})`}>
        <FindingList findings={a.strengths} empty="No strengths found yet." weightLabel="weight" />
      </Section>
      <Section title={`Key witnesses (${a.key_witnesses.length})`}>
        {a.key_witnesses.length === 0 ? (
          <Typography color="text.secondary">No people named in the documents yet.</Typography>
        ) : (
          <List dense disablePadding>
            {a.key_witnesses.map((w) => (
              <ListItem key={w.name} disableGutters>
                <ListItemText primary={w.name} secondary={`${w.mentions} mention${w.mentions === 1 ? '' : 's'} in ${w.document_count} document${w.document_count === 1 ? '' : 's'}`} />
              </ListItem>
            ))}
          </List>
        )}
      </Section>
      <Section title={`Upcoming deadlines (${a.upcoming_deadlines.length})`}>
        {a.upcoming_deadlines.length === 0 ? (
          <Typography color="text.secondary">No deadlines, hearings or depositions in the next 30 days.</Typography>
        ) : (
          <List dense disablePadding>
            {a.upcoming_deadlines.map((d) => (
              <ListItem key={d.event_id} disableGutters>
                <ListItemText
                  primary={<EventLink caseId={a.case_id} eventId={d.event_id} title={d.title} />}
                  secondary={`${d.date} (${when(d)})`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Section>
    </Box>
  );
}

/** An upcoming deadline, linked where the reader's role may open the event (lib/links), else plain text. */
function EventLink({ caseId, eventId, title }: { caseId: string; eventId: string; title: string }) {
  const { user } = useAuth();
  const href = user ? eventLinkFor(user.role, caseId, eventId) : null;
  if (!href) return <>{title}</>;
  return (
    <Link component={RouterLink} to={href}>
      {title}
    </Link>
  );
}
