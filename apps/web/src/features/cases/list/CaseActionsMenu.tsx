import type { ReactNode } from 'react';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Archive from '@mui/icons-material/ArchiveOutlined';
import DeleteForever from '@mui/icons-material/DeleteForeverOutlined';
import Edit from '@mui/icons-material/EditOutlined';
import FolderOpen from '@mui/icons-material/FolderOpenOutlined';
import Unarchive from '@mui/icons-material/UnarchiveOutlined';
import type { Case } from '@app/contract';
import type { CaseActions } from './case-actions';
import { RowActionsMenu } from '../../../components/RowActionsMenu';

export type CaseAction = 'open' | 'edit' | 'archive' | 'restore' | 'delete';

/** Per-case actions behind one labelled button; only what this person may do is offered. */
export function CaseActionsMenu({ matter, allowed, onAction }: { matter: Case; allowed: CaseActions; onAction(action: CaseAction, matter: Case): void }) {
  return (
    <RowActionsMenu label={`Actions for ${matter.name}`} menuId={`case-actions-${matter.id}`}>
      {(close) => {
        const choose = (action: CaseAction) => {
          close();
          onAction(action, matter);
        };
        const item = (action: CaseAction, label: string, icon: ReactNode, danger = false) => (
          <MenuItem key={action} onClick={() => choose(action)} sx={danger ? { color: 'error.main' } : undefined}>
            <ListItemIcon sx={danger ? { color: 'inherit' } : undefined}>{icon}</ListItemIcon>
            <ListItemText>{label}</ListItemText>
          </MenuItem>
        );
        // An array, not a fragment: MUI's Menu reads its direct children.
        return [
          item('open', 'Open', <FolderOpen fontSize="small" />),
          allowed.edit ? item('edit', 'Edit', <Edit fontSize="small" />) : null,
          allowed.restore ? item('restore', 'Restore', <Unarchive fontSize="small" />) : null,
          allowed.archive ? item('archive', 'Archive', <Archive fontSize="small" />) : null,
          allowed.hardDelete ? <Divider key="divider" /> : null,
          allowed.hardDelete ? item('delete', 'Delete permanently', <DeleteForever fontSize="small" />, true) : null,
        ];
      }}
    </RowActionsMenu>
  );
}
