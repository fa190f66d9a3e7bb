import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { CONFIDENTIALITY_LEVELS, type ConfidentialityLevel, type Responsiveness } from '@app/contract';
import { CONFIDENTIALITY_LABELS } from '../format';

interface Props {
  /** "3 selected documents" or "All 12 documents matching "notice"". */
  target: string;
  canCodeResponsiveness: boolean;
  busy: boolean;
  onResponsiveness(value: Responsiveness): void;
  onPrivileged(): void;
  onConfidentiality(level: ConfidentialityLevel): void;
  onClear: (() => void) | null;
  /** Set the selection's custodian and folder (for those who may; not for a whole search). */
  onCustody?: (() => void) | null;
}

/** Bulk coding of a selection or of a whole search. */
export function BulkBar({ target, canCodeResponsiveness, busy, onResponsiveness, onPrivileged, onConfidentiality, onClear, onCustody = null }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Bulk coding"
      sx={{ p: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', bgcolor: 'primary.50', borderColor: 'primary.light' }}
      data-testid="bulk-bar"
    >
      <Typography sx={{ fontWeight: 600, flex: '1 1 100%', overflowWrap: 'anywhere' }}>Code {target} as:</Typography>
      <Button size="small" variant="contained" color="success" disabled={busy || !canCodeResponsiveness} onClick={() => onResponsiveness('responsive')}>
        Responsive
      </Button>
      <Button size="small" variant="outlined" disabled={busy || !canCodeResponsiveness} onClick={() => onResponsiveness('not_responsive')}>
        Not responsive
      </Button>
      <Button size="small" variant="outlined" color="error" disabled={busy} onClick={onPrivileged}>
        Privileged…
      </Button>
      <Button
        size="small"
        variant="outlined"
        disabled={busy}
        endIcon={<ArrowDropDown />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
      >
        Confidentiality
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {CONFIDENTIALITY_LEVELS.map((level) => (
          <MenuItem
            key={level}
            onClick={() => {
              setAnchor(null);
              onConfidentiality(level);
            }}
          >
            {CONFIDENTIALITY_LABELS[level]}
          </MenuItem>
        ))}
      </Menu>
      {onCustody ? (
        <Button size="small" variant="outlined" disabled={busy} onClick={onCustody}>
          Custodian…
        </Button>
      ) : null}
      {onClear ? (
        <Box sx={{ ml: 'auto' }}>
          <Button size="small" onClick={onClear} disabled={busy}>
            Clear selection
          </Button>
        </Box>
      ) : null}
    </Paper>
  );
}
