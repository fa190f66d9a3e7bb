import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { RISK_LEVELS, type AuditFilters } from '@app/contract';
import { RISK_COLOURS } from '../../components/AuditChips';
import { LoadError, LoadingRows } from '../../components/QueryStates';
import { formatDate } from '../../components/format-time';
import { humanize } from '../../components/humanize';
import { useAuditStatistics } from './api';
import { BarList } from './charts/BarList';
import { RiskOverTimeChart } from './charts/RiskOverTimeChart';
import { topEntries } from './charts/chart-math';

// The server groups events without a user (seeding, system jobs) under 'unknown'.
const userLabel = (key: string) => (key === 'unknown' ? 'System (no user)' : key);

function Tile({ label, value, tone }: { label: string; value: number; tone?: 'warning' | 'error' }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700, color: value > 0 && tone ? `${tone}.main` : 'text.primary' }}>
        {value.toLocaleString()}
      </Typography>
    </Paper>
  );
}

function ChartCard({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, gridColumn: wide ? '1 / -1' : undefined, minWidth: 0 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Statistics for the chosen period (default: the last 30 days, as the server decides). */
export function AuditStatisticsPanel({ period, enabled }: { period: Pick<AuditFilters, 'period_start' | 'period_end'>; enabled: boolean }) {
  const stats = useAuditStatistics(period, enabled);
  if (stats.isPending) return <LoadingRows rows={3} height={120} label="Loading statistics" />;
  if (stats.isError) return <LoadError error={stats.error} what="statistics" onRetry={() => void stats.refetch()} />;
  const s = stats.data;
  const c = s.compliance_summary;
  const byRisk = RISK_LEVELS.map((level) => ({ label: level, value: s.events_by_risk_level[level] ?? 0 }));
  return (
    <Box sx={{ position: 'relative' }}>
      {stats.isFetching ? <LinearProgress aria-label="Updating statistics" sx={{ position: 'absolute', top: -8, left: 0, right: 0 }} /> : null}
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {`${formatDate(s.period_start)} to ${formatDate(s.period_end)}`}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' }, mb: 2 }}>
        <Tile label="Events" value={s.total_events} />
        <Tile label="High-risk events" value={s.high_risk_events} tone="error" />
        <Tile label="Failed sign-ins" value={s.failed_logins} tone="warning" />
        <Tile label="Document accesses" value={s.document_accesses} />
        <Tile label="Case changes" value={s.case_modifications} />
        <Tile label="Data exports" value={c.data_exports} />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <ChartCard title="Events by risk level over time" wide>
          <RiskOverTimeChart days={s.events_by_day} />
        </ChartCard>
        <ChartCard title="Events by action (top 10)">
          <BarList entries={topEntries(s.events_by_action, 10)} label="Events by action" format={humanize} />
        </ChartCard>
        <ChartCard title="Events by user (top 10)">
          <BarList entries={topEntries(s.events_by_user, 10)} label="Events by user" colour="secondary.main" format={userLabel} />
        </ChartCard>
        <ChartCard title="Events by risk level">
          <Box component="ol" aria-label="Events by risk level" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
            {byRisk.map((r) => (
              <Box component="li" key={r.label} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Box aria-hidden="true" sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: RISK_COLOURS[r.label] }} />
                <Typography variant="body2" sx={{ flexGrow: 1 }}>
                  {humanize(r.label)}
                </Typography>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {r.value.toLocaleString()}
                </Typography>
              </Box>
            ))}
          </Box>
        </ChartCard>
        <ChartCard title="Compliance summary">
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 1, columnGap: 2 }}>
            {(
              [
                ['GDPR requests', c.gdpr_requests],
                ['Data exports', c.data_exports],
                ['Failed access attempts', c.failed_access_attempts],
                ['Security incidents', c.security_incidents],
                ['Policy violations', c.policy_violations],
              ] as const
            ).map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2">
                  {label}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, textAlign: 'right' }}>
                  {value.toLocaleString()}
                </Typography>
              </Box>
            ))}
          </Box>
        </ChartCard>
      </Box>
    </Box>
  );
}
