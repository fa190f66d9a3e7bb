import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import CloudUpload from '@mui/icons-material/CloudUpload';
import Edit from '@mui/icons-material/Edit';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import { Link as RouterLink } from 'react-router';
import type { Case } from '@app/contract';
import { CasePriorityChip, CaseStatusChip } from '../CaseChips';
import type { CaseCapabilities } from './case-capabilities';

export interface CaseHeaderProps {
  matter: Case;
  can: CaseCapabilities;
  isActiveCase: boolean;
  onEdit(): void;
  onSetActive(): void;
  /** Makes this the active case, so the upload page opens on it. */
  onBeforeUpload(): void;
}

/** Who, what and where at a glance, with what the person can do to the case. */
export function CaseHeader({ matter, can, isActiveCase, onEdit, onSetActive, onBeforeUpload }: CaseHeaderProps) {
  const where = [matter.court, matter.judge].filter(Boolean).join(' · ');
  return (
    <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ alignItems: { lg: 'flex-start' } }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere', fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
          {matter.name}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {matter.client_name}
          {matter.docket_number ? (
            <>
              {' · Docket '}
              <Box component="span" sx={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: '0.9em', color: 'text.primary', whiteSpace: 'nowrap' }}>
                {matter.docket_number}
              </Box>
            </>
          ) : null}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1.25, flexWrap: 'wrap', rowGap: 1 }}>
          <CaseStatusChip status={matter.status} />
          <CasePriorityChip priority={matter.priority} />
          <Chip size="small" variant="outlined" label={matter.case_type} />
          {matter.archived_at ? <Chip size="small" color="default" label="Archived" /> : null}
        </Stack>
        {where ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.25, overflowWrap: 'anywhere' }}>
            {where}
          </Typography>
        ) : null}
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexShrink: 0, flexWrap: 'wrap', rowGap: 1, '& > *': { ml: '0 !important' }, gap: 1 }}>
        {can.editCase ? (
          <Button variant="outlined" startIcon={<Edit />} onClick={onEdit}>
            Edit
          </Button>
        ) : null}
        {isActiveCase ? (
          // Says the state rather than offering a no-op; disabled buttons are skipped by screen readers, so it stays a focusable status.
          <Button variant="outlined" color="success" startIcon={<CheckCircle />} aria-disabled="true" onClick={(e) => e.preventDefault()} sx={{ cursor: 'default' }}>
            Active case
          </Button>
        ) : (
          <Button variant="outlined" startIcon={<PushPinOutlined />} onClick={onSetActive}>
            Set as active case
          </Button>
        )}
        {can.uploadDocuments ? (
          <Button variant="contained" startIcon={<CloudUpload />} component={RouterLink} to="/upload" onClick={onBeforeUpload}>
            Upload documents
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}
