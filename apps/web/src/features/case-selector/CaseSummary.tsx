import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FolderOpen from '@mui/icons-material/FolderOpenOutlined';
import Gavel from '@mui/icons-material/GavelOutlined';
import type { Case } from '@app/contract';
import { CasePriorityChip, CaseStatusChip } from '../cases/CaseChips';

/**
 * The card face: the chosen case's name, client, case type, status and priority chips and
 * docket number, or the invitation to choose one. Spans only: it sits inside the card's button.
 */
export function CaseSummary({ selected, loading = false }: { selected: Case | null; loading?: boolean }) {
  // A stored selection shows as loading, not as 'No case selected', until the list arrives.
  if (loading) {
    return (
      <Box component="span" sx={{ display: 'block', width: '100%', maxWidth: 360 }}>
        <Typography component="span" variant="overline" color="text.secondary" sx={{ display: 'block', lineHeight: 1.5 }}>
          Active case
        </Typography>
        <Skeleton component="span" variant="text" sx={{ display: 'block', fontSize: '1.1rem' }} />
        <Skeleton component="span" variant="text" width="60%" sx={{ display: 'block' }} />
      </Box>
    );
  }
  if (!selected) {
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <FolderOpen color="action" aria-hidden="true" />
        <Box component="span" sx={{ display: 'block' }}>
          <Typography component="span" variant="subtitle1" sx={{ display: 'block', fontWeight: 600 }}>
            No case selected
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            Click to select an active case
          </Typography>
        </Box>
      </Stack>
    );
  }
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
      <Gavel color="primary" aria-hidden="true" sx={{ mt: 0.5 }} />
      <Box component="span" sx={{ display: 'block', minWidth: 0 }}>
        <Typography component="span" variant="overline" color="text.secondary" sx={{ display: 'block', lineHeight: 1.5 }}>
          Active case
        </Typography>
        <Typography component="span" variant="subtitle1" sx={{ display: 'block', fontWeight: 600, overflowWrap: 'anywhere' }}>
          {selected.name}
        </Typography>
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {`${selected.client_name} · ${selected.case_type}`}
        </Typography>
        <Stack component="span" direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 1 }}>
          <CaseStatusChip status={selected.status} component="span" />
          <CasePriorityChip priority={selected.priority} component="span" />
          {selected.docket_number ? (
            <Typography component="span" variant="body2" color="text.secondary">{`Docket ${selected.docket_number}`}</Typography>
          ) : null}
        </Stack>
      </Box>
    </Stack>
  );
}
