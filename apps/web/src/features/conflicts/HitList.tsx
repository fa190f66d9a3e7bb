import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { CASE_STATUS_LABELS, MATTER_PARTY_ROLE_LABELS, type ConflictHit } from '@app/contract';
import { useAppContext } from '../../lib/app-context';
import { caseLinkFor } from '../../lib/links';

const KIND: Record<ConflictHit['kind'], { label: string; colour: 'error' | 'info' | 'default' }> = {
  conflict: { label: 'Conflict', colour: 'error' },
  related_matter: { label: 'Related matter', colour: 'info' },
  mention: { label: 'Mention', colour: 'default' },
};

function Side({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Box sx={{ flex: 1, minWidth: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}>
      <Typography variant="overline" component="p" color="text.secondary">
        {heading}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * Each hit as the name checked here beside the party it matched and that party's matter, with the
 * role pair in one sentence, why the names match and how sure the match is. The matter links to
 * its page only for whoever may open it (the same policy as the case page).
 */
export function HitList({ hits, emptyText = 'No other matter names these parties.' }: { hits: readonly ConflictHit[]; emptyText?: string }) {
  const { user } = useAppContext();
  const caseLink = user ? caseLinkFor(user.role) : null;
  if (hits.length === 0) return <Typography color="text.secondary">{emptyText}</Typography>;
  return (
    <Stack spacing={1.5} component="ul" aria-label="Conflict check hits" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {hits.map((hit) => {
        const kind = KIND[hit.kind];
        const state = hit.case_archived ? 'Archived' : CASE_STATUS_LABELS[hit.case_status];
        return (
          <Card component="li" key={`${hit.query_name}-${hit.party_id}`} variant="outlined" sx={{ borderColor: hit.kind === 'conflict' ? 'error.main' : undefined }}>
            <CardContent>
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
                <Chip size="small" color={kind.colour} label={kind.label} />
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere', flex: '1 1 12rem' }}>{hit.label[0]?.toUpperCase() + hit.label.slice(1)}</Typography>
              </Stack>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                <Side heading="Checked here">
                  <Typography sx={{ overflowWrap: 'anywhere' }}>{hit.query_name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {MATTER_PARTY_ROLE_LABELS[hit.query_role]}
                  </Typography>
                </Side>
                <Side heading="Found in">
                  <Typography sx={{ overflowWrap: 'anywhere' }}>
                    {caseLink && hit.can_open ? (
                      <Link component={RouterLink} to={caseLink(hit.case_id, { tab: 'parties' })}>
                        {hit.case_name}
                      </Link>
                    ) : (
                      hit.case_name
                    )}{' '}
                    <Typography component="span" variant="body2" color="text.secondary">
                      ({state})
                    </Typography>
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {`${hit.party_name} — ${MATTER_PARTY_ROLE_LABELS[hit.party_role]}`}
                  </Typography>
                </Side>
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
                {`Match: ${hit.reason_text} · score ${hit.score.toFixed(2)}`}
              </Typography>
            </CardContent>
          </Card>
        );
      })}
    </Stack>
  );
}
