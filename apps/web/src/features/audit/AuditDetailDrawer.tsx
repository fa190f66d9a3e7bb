import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import type { AuditLogEntry } from '@app/contract';
import { OutcomeChip, RiskChip, SourceChip } from '../../components/AuditChips';
import { formatDate, formatDateTime } from '../../components/format-time';
import { humanize } from '../../components/humanize';
import { actorOf } from './AuditTable';

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.8rem' } as const;

function Field({ label, children, code = false }: { label: string; children: ReactNode; code?: boolean }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, mb: 1.25, overflowWrap: 'anywhere', ...(code ? mono : {}) }}>
        {children ?? '—'}
      </Typography>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="overline" component="h3" color="text.secondary">
        {title}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        {children}
      </Box>
    </Box>
  );
}

/** Every field of one audit event, for the person investigating it. */
export function AuditDetailDrawer({ entry, onClose }: { entry: AuditLogEntry | null; onClose(): void }) {
  return (
    <Drawer
      anchor="right"
      open={entry !== null}
      onClose={onClose}
      // Above the shell's top bar (which sits above the navigation drawer), like any dialog.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      // The drawer's paper is the dialog; its title names it.
      slotProps={{ paper: { 'aria-labelledby': 'audit-detail-title', sx: { width: { xs: '100%', sm: 460 } } } }}
    >
      {entry ? (
        <Box sx={{ p: 3 }}>
          <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', mb: 1 }}>
            <div>
              <Typography variant="h6" component="h2" id="audit-detail-title">
                {humanize(entry.action)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {formatDateTime(entry.timestamp)}
              </Typography>
            </div>
            <IconButton onClick={onClose} aria-label="Close details" autoFocus>
              <Close />
            </IconButton>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
            <OutcomeChip outcome={entry.outcome} />
            <RiskChip level={entry.risk_level} />
            <SourceChip source={entry.source} always />
          </Stack>
          <Divider sx={{ mb: 2 }} />
          <Stack spacing={2}>
            <Section title="Who">
              <Field label="User">{actorOf(entry)}</Field>
              <Field label="E-mail">{entry.user_email}</Field>
              <Field label="User ID" code>{entry.user_id}</Field>
              <Field label="Session ID" code>{entry.session_id}</Field>
              <Field label="IP address" code>{entry.ip_address}</Field>
              <Field label="User agent">{entry.user_agent}</Field>
            </Section>
            <Section title="What">
              <Field label="Action" code>{entry.action}</Field>
              <Field label="Resource type">{humanize(entry.resource_type)}</Field>
              <Field label="Resource">{entry.resource_name}</Field>
              <Field label="Resource ID" code>{entry.resource_id}</Field>
              <Field label="Details" code>
                {Object.keys(entry.details).length ? (
                  <Box component="pre" sx={{ m: 0, p: 1, bgcolor: 'action.hover', borderRadius: 1, whiteSpace: 'pre-wrap', ...mono }}>
                    {JSON.stringify(entry.details, null, 2)}
                  </Box>
                ) : (
                  'None'
                )}
              </Field>
            </Section>
            <Section title="Record">
              <Field label="Event ID" code>{entry.id}</Field>
              <Field label="Organization ID" code>{entry.organization_id}</Field>
              <Field label="Sequence in chain">{entry.sequence}</Field>
              <Field label="Compliance tags">
                {entry.compliance_tags.length ? (
                  <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
                    {entry.compliance_tags.map((tag) => (
                      <Chip key={tag} size="small" label={tag} />
                    ))}
                  </Stack>
                ) : (
                  'None'
                )}
              </Field>
              <Field label="Kept until">{formatDate(entry.retention_date)}</Field>
            </Section>
            <Section title="Client metadata">
              <Field label="Client version">{entry.metadata.client_version}</Field>
              <Field label="Browser">{entry.metadata.browser}</Field>
              <Field label="Screen resolution">{entry.metadata.screen_resolution}</Field>
              <Field label="Time zone">{entry.metadata.timezone}</Field>
            </Section>
          </Stack>
        </Box>
      ) : null}
    </Drawer>
  );
}
