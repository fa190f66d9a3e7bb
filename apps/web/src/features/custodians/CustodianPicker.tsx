import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Divider from '@mui/material/Divider';
import type { SxProps, Theme } from '@mui/material/styles';
import { useCustodians } from './api';
import { CustodianDialog } from './CustodianDialog';

const NONE = '';
const ADD = '__add__';

interface Props {
  caseId: string;
  /** The chosen custodian's id, or null for none / any. */
  value: string | null;
  onChange(id: string | null): void;
  label?: string;
  /** What "no custodian" reads as here: "None" on an upload, "Any custodian" on a filter. */
  noneLabel: string;
  /** Offer "Add a custodian…" (only to those the case's custodian policy lets add one). */
  allowCreate?: boolean;
  id?: string;
  helperText?: string;
  disabled?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * One of the case's custodians, by name. Whoever is signed in is never assumed: "none" (or "any")
 * is the default. Those who may add custodians can add one from here and it is chosen at once.
 */
export function CustodianPicker({ caseId, value, onChange, label = 'Custodian', noneLabel, allowCreate = false, id, helperText, disabled, sx }: Props) {
  const custodians = useCustodians(caseId);
  const [adding, setAdding] = useState(false);
  const list = custodians.data?.custodians ?? [];
  const mayAdd = allowCreate && custodians.data?.can_manage === true;
  // A value not (yet) in the list (a link to another case's custodian, a list still loading) reads as none.
  const shown = value && list.some((c) => c.id === value) ? value : NONE;
  return (
    <>
      <TextField
        select
        size="small"
        id={id}
        label={label}
        value={shown}
        disabled={disabled || custodians.isPending}
        onChange={(e) => {
          if (e.target.value === ADD) setAdding(true);
          else onChange(e.target.value || null);
        }}
        helperText={custodians.isError ? 'The custodians could not be loaded.' : helperText}
        error={custodians.isError}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={sx}
      >
        <MenuItem value={NONE}>{noneLabel}</MenuItem>
        {list.map((c) => (
          <MenuItem key={c.id} value={c.id} sx={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
            {c.name}
          </MenuItem>
        ))}
        {mayAdd ? <Divider /> : null}
        {mayAdd ? <MenuItem value={ADD}>Add a custodian…</MenuItem> : null}
      </TextField>
      {adding ? <CustodianDialog caseId={caseId} initial={null} onClose={() => setAdding(false)} onSaved={(c) => onChange(c.id)} /> : null}
    </>
  );
}
