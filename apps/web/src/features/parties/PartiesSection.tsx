import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MATTER_PARTY_ROLE_LABELS, PARTY_KIND_LABELS, type ConflictCheck, type Party } from '@app/contract';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LoadError, LoadingRows } from '../../components/QueryStates';
import { errorMessage } from '../../lib/form-errors';
import { notify } from '../../lib/toast';
import { HitList } from '../conflicts/HitList';
import { useDeleteParty, useParties } from './api';
import { PartyDialog } from './PartyDialog';

function details(p: Party): string {
  const parts = [PARTY_KIND_LABELS[p.kind]];
  if (p.aliases.length > 0) parts.push(`also ${p.aliases.join(', ')}`);
  if (p.former_names.length > 0) parts.push(`formerly ${p.former_names.join(', ')}`);
  if (p.parent_name) parts.push(`part of ${p.parent_name}`);
  return parts.join(' · ');
}

/** The matter's parties for the conflict check: who each one is to us. Adding one checks it at once. */
export function PartiesSection({ caseId }: { caseId: string }) {
  const parties = useParties(caseId);
  const remove = useDeleteParty(caseId);
  const [editing, setEditing] = useState<Party | 'new' | null>(null);
  const [removing, setRemoving] = useState<Party | null>(null);
  const [lastCheck, setLastCheck] = useState<ConflictCheck | null>(null);
  if (parties.isPending) return <LoadingRows label="Loading parties" />;
  if (parties.isError) return <LoadError error={parties.error} what="the parties" onRetry={() => void parties.refetch()} />;
  const { parties: list, can_edit: canEdit } = parties.data;

  return (
    <Card variant="outlined" component="section" aria-labelledby={`parties-${caseId}`}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2" id={`parties-${caseId}`} sx={{ flexGrow: 1 }}>
            Parties and roles
          </Typography>
          {canEdit ? (
            <Button variant="contained" size="small" onClick={() => setEditing('new')}>
              Add party
            </Button>
          ) : null}
        </Stack>
        {lastCheck ? (
          <Alert severity={lastCheck.blocking_count > 0 ? 'warning' : 'success'} onClose={() => setLastCheck(null)} sx={{ mb: 2, '& .MuiAlert-message': { minWidth: 0, flex: 1 } }}>
            <Typography sx={{ mb: lastCheck.hits.length > 0 ? 1 : 0 }}>
              {lastCheck.hits.length === 0
                ? `Checked ${lastCheck.names.map((n) => n.name).join(', ')}: no other matter names it.`
                : `Checked ${lastCheck.names.map((n) => n.name).join(', ')}: ${lastCheck.hits.length} hit${lastCheck.hits.length === 1 ? '' : 's'}, ${lastCheck.blocking_count} blocking.`}
            </Typography>
            {lastCheck.hits.length > 0 ? <HitList hits={lastCheck.hits} /> : null}
          </Alert>
        ) : null}
        {list.length === 0 ? (
          <Typography color="text.secondary">No parties yet.</Typography>
        ) : (
          <List disablePadding aria-label="Parties and roles">
            {list.map((p, i) => (
              <ListItem key={p.id} divider={i < list.length - 1} sx={{ display: 'block', px: 0 }}>
                <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere', flex: '1 1 10rem' }}>{p.name}</Typography>
                  <Chip size="small" label={MATTER_PARTY_ROLE_LABELS[p.role]} color={p.role === 'client' ? 'primary' : 'default'} variant={p.role === 'client' ? 'filled' : 'outlined'} />
                  {canEdit ? (
                    <>
                      <Button size="small" onClick={() => setEditing(p)} aria-label={`Edit ${p.name}`}>
                        Edit
                      </Button>
                      <Button size="small" color="error" onClick={() => setRemoving(p)} aria-label={`Remove ${p.name}`}>
                        Remove
                      </Button>
                    </>
                  ) : null}
                </Stack>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {details(p)}
                </Typography>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
      {editing ? <PartyDialog caseId={caseId} initial={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onChecked={setLastCheck} /> : null}
      {removing ? (
        <ConfirmDialog
          open
          title={`Remove ${removing.name}?`}
          confirmLabel="Remove"
          destructive
          onClose={() => setRemoving(null)}
          onConfirm={() => {
            const target = removing;
            setRemoving(null);
            void remove.mutateAsync(target.id).then(
              () => notify.success(`${target.name} removed`),
              (e: unknown) => notify.error(errorMessage(e, 'The party could not be removed.')),
            );
          }}
        >
          The name stays on the case&apos;s older fields (client, opposing party) if it is written there.
        </ConfirmDialog>
      ) : null}
    </Card>
  );
}
