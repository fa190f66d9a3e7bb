import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import {
  REDACTION_PATTERN_LABELS,
  REDACTION_PATTERNS,
  REDACTION_REASON_LABELS,
  REDACTION_REASONS,
  type DocumentDetail,
  type RedactionPattern,
  type RedactionReason,
} from '@app/contract';
import { errorMessage } from '../../lib/form-errors';
import { notify } from '../../lib/toast';
import { LoadError, LoadingRows } from '../../components/QueryStates';
import { useBatchRedaction, useCreateRedactionSet, useDeleteRedaction, useRedactions, useSetDecision } from './api';
import { useCurrentSet, useWorkspace } from './workspace';

type MatchBy = 'pattern' | 'term' | 'regex';

function ReasonField({ value, onChange, id }: { value: RedactionReason; onChange(r: RedactionReason): void; id: string }) {
  return (
    <TextField select size="small" label="Reason" id={id} value={value} onChange={(e) => onChange(e.target.value as RedactionReason)} sx={{ minWidth: 170 }}>
      {REDACTION_REASONS.map((r) => (
        <MenuItem key={r} value={r}>
          {REDACTION_REASON_LABELS[r]}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * The viewer's Redactions panel: choose (or start) the case's redaction set and the reason, run a
 * term, a regular expression or a built-in pattern over the document, list and remove redactions,
 * and approve the set. Boxes and selections are made on the page view beside it (RedactionPageView).
 * Redactions live beside the document; its file is never changed. What the reader may do comes
 * from the server.
 */
export function RedactionPanel({ doc }: { doc: DocumentDetail }) {
  const { sets, list: setList, set, canEdit } = useCurrentSet(doc.case_id);
  const { choose: setChosen, reason, setReason } = useWorkspace();
  const redactions = useRedactions(set?.id ?? null, doc.id);
  const createSet = useCreateRedactionSet(doc.case_id);
  const decide = useSetDecision();
  const batch = useBatchRedaction();
  const remove = useDeleteRedaction();
  const [newName, setNewName] = useState('');
  const [by, setBy] = useState<MatchBy>('pattern');
  const [pattern, setPattern] = useState<RedactionPattern>('ssn');
  const [text, setText] = useState('');
  const [matchError, setMatchError] = useState<string | null>(null);

  if (sets.isPending) return <LoadingRows rows={3} label="Loading redactions" />;
  if (sets.isError) return <LoadError error={sets.error} what="redaction sets" />;
  const items = redactions.data?.redactions ?? [];

  const run = async (what: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await what();
      notify.success(done);
      return true;
    } catch (error) {
      notify.error(errorMessage(error, failed));
      return false;
    }
  };

  const newSet = (
    <Stack direction="row" spacing={1} component="form" onSubmit={(e) => { e.preventDefault(); void run(async () => { const made = await createSet.mutateAsync({ name: newName.trim() }); setChosen(made.id); setNewName(''); }, 'Redaction set started', 'The set could not be made.'); }}>
      <TextField size="small" label="New redaction set" placeholder="e.g. Production to Northwind" value={newName} onChange={(e) => setNewName(e.target.value)} sx={{ flex: 1 }} />
      <Button type="submit" variant="outlined" disabled={!newName.trim() || createSet.isPending}>
        Start
      </Button>
    </Stack>
  );

  if (!set) {
    return (
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          No redaction set in this case yet. A set gathers the redactions for one purpose; a production burns in an approved set.
        </Typography>
        {sets.data.can_edit ? newSet : null}
      </Stack>
    );
  }

  const runBatch = async () => {
    setMatchError(null);
    const match = by === 'pattern' ? { by, pattern } : by === 'term' ? { by, term: text, case_sensitive: false } : { by, pattern: text, case_sensitive: true };
    try {
      const result = await batch.mutateAsync({ setId: set.id, body: { document_ids: [doc.id], reason, match } });
      notify.success(result.created === 0 ? 'Nothing new to redact' : `${result.created} redaction${result.created === 1 ? '' : 's'} added`);
    } catch (error) {
      setMatchError(errorMessage(error, 'The search could not be run.'));
    }
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <TextField select size="small" label="Redaction set" value={set.id} onChange={(e) => setChosen(e.target.value)} sx={{ minWidth: 180, flex: 1 }}>
          {setList.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.name}
            </MenuItem>
          ))}
        </TextField>
        <Chip size="small" color={set.status === 'approved' ? 'success' : 'default'} label={set.status === 'approved' ? `Approved${set.approved_by ? ` by ${set.approved_by}` : ''}` : 'Draft'} />
        {sets.data.can_approve ? (
          <Button size="small" variant={set.status === 'approved' ? 'text' : 'contained'} disabled={decide.isPending} onClick={() => void run(() => decide.mutateAsync({ setId: set.id, decision: set.status === 'approved' ? 'reopen' : 'approve' }), set.status === 'approved' ? 'Set reopened' : 'Set approved for production', 'The set could not be changed.')}>
            {set.status === 'approved' ? 'Reopen' : 'Approve'}
          </Button>
        ) : null}
      </Stack>
      {set.status === 'approved' ? <Alert severity="info">Approved sets are locked: reopen it to change its redactions.</Alert> : null}

      {canEdit ? (
        <>
          <ReasonField id="redaction-reason" value={reason} onChange={setReason} />
          <Typography variant="body2" color="text.secondary">
            The reason goes with every redaction made next: boxes drawn or typed on the page, words selected in its text, and matches found below.
          </Typography>
          <Stack spacing={1}>
            <Typography variant="subtitle2">Find and redact</Typography>
            <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
              <TextField select size="small" label="Match" value={by} onChange={(e) => setBy(e.target.value as MatchBy)} sx={{ minWidth: 150 }}>
                <MenuItem value="pattern">Built-in pattern</MenuItem>
                <MenuItem value="term">Term</MenuItem>
                <MenuItem value="regex">Regular expression</MenuItem>
              </TextField>
              {by === 'pattern' ? (
                <TextField select size="small" label="Pattern" value={pattern} onChange={(e) => setPattern(e.target.value as RedactionPattern)} sx={{ minWidth: 200, flex: 1 }}>
                  {REDACTION_PATTERNS.map((p) => (
                    <MenuItem key={p} value={p}>
                      {REDACTION_PATTERN_LABELS[p]}
                    </MenuItem>
                  ))}
                </TextField>
              ) : (
                <TextField size="small" label={by === 'term' ? 'Term' : 'Regular expression'} value={text} onChange={(e) => setText(e.target.value)} error={matchError !== null} sx={{ minWidth: 200, flex: 1 }} />
              )}
            </Stack>
            {matchError ? <Alert severity="error">{matchError}</Alert> : null}
            <Button variant="outlined" onClick={() => void runBatch()} disabled={batch.isPending || (by !== 'pattern' && !text.trim())}>
              {batch.isPending ? 'Searching…' : 'Redact matches in this document'}
            </Button>
          </Stack>
        </>
      ) : null}

      <Stack spacing={0.5}>
        <Typography variant="subtitle2">
          {items.length} redaction{items.length === 1 ? '' : 's'} in this document
        </Typography>
        {redactions.isError ? <Alert severity="warning">{errorMessage(redactions.error, 'The redactions could not be loaded.')}</Alert> : null}
        <List dense disablePadding aria-label="Redactions">
          {items.map((r) => (
            <ListItem
              key={r.id}
              disableGutters
              secondaryAction={
                canEdit ? (
                  <IconButton edge="end" aria-label={`Remove redaction on page ${r.page_number}`} onClick={() => void run(() => remove.mutateAsync(r.id), 'Redaction removed', 'The redaction could not be removed.')}>
                    <DeleteOutline fontSize="small" />
                  </IconButton>
                ) : undefined
              }
            >
              <ListItemText
                primary={r.quote !== null ? `“${r.quote.length > 60 ? `${r.quote.slice(0, 59)}…` : r.quote}”` : 'Box'}
                secondary={`Page ${r.page_number} · ${REDACTION_REASON_LABELS[r.reason]} · ${r.author_name ?? 'Former user'}`}
              />
            </ListItem>
          ))}
        </List>
      </Stack>
      {sets.data.can_edit ? newSet : null}
    </Stack>
  );
}
