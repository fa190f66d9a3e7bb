import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ITEM_RESPONSE_STATUSES, type DiscoveryRequest, type DiscoveryRequestItem, type ItemResponseStatus } from '@app/contract';
import { errorMessage } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { useUpdateDiscoveryRequest } from '../api';
import { ITEM_STATUS_LABELS } from '../format';

type Draft = Pick<DiscoveryRequestItem, 'response' | 'objections' | 'response_status'>;

const same = (a: Draft, b: Draft) => (a.response ?? '') === (b.response ?? '') && (a.objections ?? '') === (b.objections ?? '') && a.response_status === b.response_status;

/** Each numbered item with its response and objections: read by everyone, written by editors, saved all at once. */
export function ItemResponses({ request }: { request: DiscoveryRequest }) {
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const update = useUpdateDiscoveryRequest();
  const draftOf = (item: DiscoveryRequestItem): Draft => drafts[item.id] ?? item;
  const changed = request.items.filter((item) => !same(draftOf(item), item));
  const edit = (item: DiscoveryRequestItem, patch: Partial<Draft>) => setDrafts((d) => ({ ...d, [item.id]: { ...draftOf(item), ...patch } }));

  const save = async () => {
    const items = request.items.map((item) => {
      const draft = draftOf(item);
      return { number: item.number, text: item.text, response: draft.response?.trim() || null, objections: draft.objections?.trim() || null, response_status: draft.response_status };
    });
    try {
      await update.mutateAsync({ id: request.id, body: { items } });
      setDrafts({});
      notify.success('Responses saved');
    } catch (error) {
      notify.error(errorMessage(error, 'The responses could not be saved. Please try again.'));
    }
  };

  return (
    <Box component="section" aria-labelledby="request-items-heading">
      <Typography id="request-items-heading" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        Items and responses
      </Typography>
      <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Request items">
        {request.items.map((item) => {
          const draft = draftOf(item);
          return (
            <Box component="li" key={item.id} data-testid="request-item" sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 600 }}>No. {item.number}</Typography>
                {request.can_edit ? null : <Chip size="small" variant="outlined" label={ITEM_STATUS_LABELS[item.response_status]} />}
              </Box>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mb: 1 }}>{item.text}</Typography>
              {request.can_edit ? (
                <Stack spacing={1.5}>
                  <TextField
                    select
                    size="small"
                    label={`Status of item ${item.number}`}
                    value={draft.response_status}
                    onChange={(e) => edit(item, { response_status: e.target.value as ItemResponseStatus })}
                    sx={{ maxWidth: 240 }}
                  >
                    {ITEM_RESPONSE_STATUSES.map((s) => (
                      <MenuItem key={s} value={s}>
                        {ITEM_STATUS_LABELS[s]}
                      </MenuItem>
                    ))}
                  </TextField>
                  <TextField size="small" label={`Response to item ${item.number}`} value={draft.response ?? ''} onChange={(e) => edit(item, { response: e.target.value })} multiline minRows={2} fullWidth />
                  <TextField size="small" label={`Objections to item ${item.number}`} value={draft.objections ?? ''} onChange={(e) => edit(item, { objections: e.target.value })} multiline minRows={1} fullWidth />
                </Stack>
              ) : (
                <>
                  {item.objections ? (
                    <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                      <strong>Objections:</strong> {item.objections}
                    </Typography>
                  ) : null}
                  <Typography variant="body2" color={item.response ? 'text.primary' : 'text.secondary'} sx={{ whiteSpace: 'pre-wrap' }}>
                    <strong>Response:</strong> {item.response ?? 'None yet'}
                  </Typography>
                </>
              )}
            </Box>
          );
        })}
      </Stack>
      {request.can_edit ? (
        // Above the outlined fields' labels, which sit on their own layer.
        <Box sx={{ position: 'sticky', bottom: 0, zIndex: 2, bgcolor: 'background.paper', py: 1.5, display: 'flex', gap: 1, alignItems: 'center', borderTop: 1, borderColor: 'divider', mt: 2, mb: 0 }}>
          <Button variant="contained" onClick={() => void save()} disabled={changed.length === 0 || update.isPending}>
            {update.isPending ? 'Saving…' : 'Save responses'}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {changed.length === 0 ? 'No unsaved changes' : `${changed.length} ${changed.length === 1 ? 'item' : 'items'} changed`}
          </Typography>
        </Box>
      ) : null}
    </Box>
  );
}
