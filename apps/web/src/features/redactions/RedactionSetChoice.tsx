import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useRedactionSets } from './api';

/**
 * The production's redaction set: none, or one of the case's approved sets. Drafts are listed
 * but cannot be chosen (a production burns in only what a lawyer approved); the server refuses a
 * draft too, with its own message under this field.
 */
export function RedactionSetChoice({ caseId, value, onChange, error }: { caseId: string; value: string; onChange(id: string): void; error: string | undefined }) {
  const sets = useRedactionSets(caseId);
  const list = sets.data?.sets ?? [];
  const approved = list.filter((s) => s.status === 'approved');
  const help = sets.isError
    ? 'The redaction sets could not be loaded; the production can go without one.'
    : list.length === 0
      ? 'This case has no redaction sets; start one in a document’s Redactions tab.'
      : approved.length === 0
        ? 'No set is approved yet: an associate or partner approves a set in a document’s Redactions tab.'
        : 'Its boxes are burned into the produced pages, with a redaction log beside the volume.';
  return (
    <TextField
      select
      label="Redactions to burn in"
      value={list.some((s) => s.id === value) ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      error={!!error}
      helperText={error ?? help}
      disabled={sets.isPending}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">None</MenuItem>
      {list.map((s) => (
        <MenuItem key={s.id} value={s.id} disabled={s.status !== 'approved'}>
          {s.status === 'approved' ? `${s.name} (${s.redaction_count} redaction${s.redaction_count === 1 ? '' : 's'})` : `${s.name} — draft, not approved`}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The chosen set's name for the wizard's last look (null: none chosen). */
export function useRedactionSetName(caseId: string, id: string): string | null {
  const sets = useRedactionSets(caseId);
  return id ? (sets.data?.sets.find((s) => s.id === id)?.name ?? null) : null;
}
