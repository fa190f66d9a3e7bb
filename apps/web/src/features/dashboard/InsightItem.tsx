import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { Insight } from '@app/contract';
import { RiskChip } from '../../components/AuditChips';
import { formatDate, formatDateTime } from '../../components/format-time';
import { useAuth } from '../../lib/auth/auth-context';
import { insightLinkFor } from '../../lib/links';

/**
 * One insight: its severity, a title that links to where to act, and the reason it is listed.
 * The dashboard and the notification bell show the same row (`compact` drops the case line;
 * `withCaseName={false}` keeps the date but drops the case's name, for a list under the case's heading).
 * The title links only where the reader's role may go (lib/links); otherwise it is plain text.
 */
export function InsightItem({ insight, compact = false, withCaseName = true, onFollow }: { insight: Insight; compact?: boolean; withCaseName?: boolean; onFollow?: () => void }) {
  const caseName = withCaseName ? insight.case_name : null;
  const { user } = useAuth();
  const href = user ? insightLinkFor(user.role, insight) : null;
  const titleSx = { fontWeight: 600, flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' } as const;
  return (
    <Box component="li" data-testid="insight" data-kind={insight.kind} data-severity={insight.severity} sx={{ py: compact ? 1 : 1.5, '& + &': { borderTop: 1, borderColor: 'divider' } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        {href ? (
          <Link component={RouterLink} to={href} onClick={onFollow} underline="hover" sx={titleSx}>
            {insight.title}
          </Link>
        ) : (
          <Typography component="span" data-testid="insight-title" sx={titleSx}>
            {insight.title}
          </Typography>
        )}
        {/* Severities share the audit trail's risk scale (low … critical) and its colours. */}
        <RiskChip level={insight.severity} sx={{ flexShrink: 0 }} />
      </Stack>
      <Typography variant="body2" sx={{ mt: 0.25, overflowWrap: 'anywhere' }}>
        {insight.reason}
      </Typography>
      {!compact && (caseName || insight.due_at) ? (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {caseName}
          {caseName && insight.due_at ? ' · ' : null}
          {insight.due_at ? (
            // The date itself: the title already says how far off it is, in the server's whole days.
            <time dateTime={insight.due_at} title={formatDateTime(insight.due_at)}>
              {formatDate(insight.due_at)}
            </time>
          ) : null}
        </Typography>
      ) : null}
    </Box>
  );
}
