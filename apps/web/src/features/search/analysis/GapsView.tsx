import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { GAP_KINDS, GAP_KIND_LABELS, type CaseGap, type GapsResponse } from '@app/contract';
import { EmptyState } from '../../../components/QueryStates';
import type { Passage } from '../passage';
import { EngineChip, SourceLink } from './AnalysisParts';
import { dayLabel } from './timeline-groups';

const SEVERITY = {
  high: { label: 'High', colour: 'error' },
  medium: { label: 'Medium', colour: 'warning' },
  low: { label: 'Low', colour: 'info' },
} as const;
const RANK = { high: 0, medium: 1, low: 2 } as const;

function period(gap: CaseGap): string | null {
  if (gap.period_start && gap.period_end) return `${dayLabel(gap.period_start)} – ${dayLabel(gap.period_end)}`;
  if (gap.period_start) return `From ${dayLabel(gap.period_start)}`;
  if (gap.period_end) return `Until ${dayLabel(gap.period_end)}`;
  return null;
}

function GapCard({ gap, caseId, onOpen }: { gap: CaseGap; caseId: string; onOpen(p: Passage): void }) {
  const severity = SEVERITY[gap.severity];
  const when = period(gap);
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, borderLeft: 4, borderLeftColor: `${severity.colour}.main` }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography component="h4" sx={{ fontWeight: 600, flexGrow: 1, overflowWrap: 'anywhere' }}>
          {gap.title}
        </Typography>
        <Chip size="small" color={severity.colour} label={`${severity.label} severity`} />
      </Stack>
      {when ? (
        <Typography variant="body2" color="text.secondary">
          {when}
        </Typography>
      ) : null}
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {gap.detail}
      </Typography>
      {gap.sources.length > 0 ? (
        <Box sx={{ mt: 1 }}>
          {gap.sources.map((source, i) => (
            <SourceLink key={`${source.document_id}-${source.page_number}-${i}`} source={source} caseId={caseId} onOpen={onOpen} showQuote />
          ))}
        </Box>
      ) : null}
    </Paper>
  );
}

/** What seems to be missing from the case, by kind, most serious first. */
export function GapsView({ data, onOpen }: { data: GapsResponse; onOpen(p: Passage): void }) {
  const groups = GAP_KINDS.map((kind) => ({ kind, gaps: data.gaps.filter((g) => g.kind === kind).sort((a, b) => RANK[a.severity] - RANK[b.severity]) })).filter(
    (g) => g.gaps.length > 0,
  );
  return (
    <Stack spacing={2}>
      <EngineChip engine={data.engine} generatedAt={data.generated_at} />
      {groups.length === 0 ? <EmptyState title="No gaps found">The documents cover the case's period, and everything they refer to is in the case.</EmptyState> : null}
      {groups.map((group) => (
        <Box component="section" key={group.kind} aria-labelledby={`gaps-${group.kind}`}>
          <Typography id={`gaps-${group.kind}`} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
            {`${GAP_KIND_LABELS[group.kind]} (${group.gaps.length})`}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
            {group.gaps.map((gap, i) => (
              <GapCard key={`${gap.title}-${i}`} gap={gap} caseId={data.case_id} onOpen={onOpen} />
            ))}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
