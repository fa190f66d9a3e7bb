import { useState } from 'react';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Archive from '@mui/icons-material/ArchiveOutlined';
import DeleteForever from '@mui/icons-material/DeleteForeverOutlined';
import Edit from '@mui/icons-material/EditOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import FolderOpen from '@mui/icons-material/FolderOpenOutlined';
import Unarchive from '@mui/icons-material/UnarchiveOutlined';
import type { Case } from '@app/contract';
import type { CaseActions } from './case-actions';

export type CaseAction = 'open' | 'edit' | 'archive' | 'restore' | 'delete';

/** Per-case actions behind one labelled button; only what this person may do is offered. */
export function CaseActionsMenu({ matter, allowed, onAction }: { matter: Case; allowed: CaseActions; onAction(action: CaseAction, matter: Case): void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = `case-actions-${matter.id}`;
  const choose = (action: CaseAction) => {
    setAnchor(null);
    onAction(action, matter);
  };
  return (
    <>
      <IconButton
        aria-label={`Actions for ${matter.name}`}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVert />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => choose('open')}>
          <ListItemIcon>
            <FolderOpen fontSize="small" />
          </ListItemIcon>
          <ListItemText>Open</ListItemText>
        </MenuItem>
        {allowed.edit ? (
          <MenuItem onClick={() => choose('edit')}>
            <ListItemIcon>
              <Edit fontSize="small" />
            </ListItemIcon>
            <ListItemText>Edit</ListItemText>
          </MenuItem>
        ) : null}
        {allowed.restore ? (
          <MenuItem onClick={() => choose('restore')}>
            <ListItemIcon>
              <Unarchive fontSize="small" />
            </ListItemIcon>
            <ListItemText>Restore</ListItemText>
          </MenuItem>
        ) : null}
        {allowed.archive ? (
          <MenuItem onClick={() => choose('archive')}>
            <ListItemIcon>
              <Archive fontSize="small" />
            </ListItemIcon>
            <ListItemText>Archive</ListItemText>
          </MenuItem>
        ) : null}
        {allowed.hardDelete ? <Divider /> : null}
        {allowed.hardDelete ? (
          <MenuItem onClick={() => choose('delete')} sx={{ color: 'error.main' }}>
            <ListItemIcon sx={{ color: 'inherit' }}>
              <DeleteForever fontSize="small" />
            </ListItemIcon>
            <ListItemText>Delete permanently</ListItemText>
          </MenuItem>
        ) : null}
      </Menu>
    </>
  );
}
