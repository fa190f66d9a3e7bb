import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { Case } from '@app/contract';
import { DateTime } from '../../../components/DateTime';
import { CasePriorityChip, CaseStatusChip } from '../CaseChips';
import type { CaseActions } from './case-actions';
import { useCaseLink } from './use-case-link';
import { CaseActionsMenu, type CaseAction } from './CaseActionsMenu';

/** The case list on phones and tablets: a card per matter instead of a table nobody can read at 390 px. */
export function CaseCardList({ cases, actionsFor, onAction }: { cases: readonly Case[]; actionsFor(matter: Case): CaseActions; onAction(action: CaseAction, matter: Case): void }) {
  const caseLink = useCaseLink();
  return (
    <Box component="ul" aria-label="Cases" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      {cases.map((matter) => {
        const details = [matter.docket_number, matter.attorney_name].filter(Boolean).join(' · ');
        return (
          <li key={matter.id}>
            <Card variant="outlined" sx={{ p: 2, height: '100%' }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
                <Box sx={{ minWidth: 0 }}>
                  <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
                    {caseLink ? (
                      <Link component={RouterLink} to={caseLink(matter.id)}>
                        {matter.name}
                      </Link>
                    ) : (
                      matter.name
                    )}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {`${matter.client_name} · ${matter.case_type}`}
                  </Typography>
                </Box>
                <Box sx={{ flexShrink: 0, mt: -1, mr: -1 }}>
                  <CaseActionsMenu matter={matter} allowed={actionsFor(matter)} onAction={onAction} />
                </Box>
              </Stack>
              <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
                <CaseStatusChip status={matter.status} />
                <CasePriorityChip priority={matter.priority} />
                {matter.archived_at ? <Chip size="small" label="Archived" variant="outlined" /> : null}
              </Stack>
              {details ? (
                <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
                  {details}
                </Typography>
              ) : null}
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {`${matter.document_count} document${matter.document_count === 1 ? '' : 's'} · updated `}
                <DateTime value={matter.updated_at} relative />
              </Typography>
            </Card>
          </li>
        );
      })}
    </Box>
  );
}
