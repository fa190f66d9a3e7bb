import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVert from '@mui/icons-material/MoreVert';
import type { User } from '@app/contract';

export type UserAction = 'role' | 'deactivate' | 'reactivate';

/** Per-row actions, behind one labelled button so the table stays calm and keyboard-reachable. */
export function UserActionsMenu({ user, onAction }: { user: User; onAction(action: UserAction, user: User): void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = `user-actions-${user.id}`;
  const choose = (action: UserAction) => {
    setAnchor(null);
    onAction(action, user);
  };
  return (
    <>
      <IconButton
        aria-label={`Actions for ${user.full_name}`}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVert />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {user.is_active ? <MenuItem onClick={() => choose('role')}>Change role</MenuItem> : null}
        {user.is_active ? (
          <MenuItem onClick={() => choose('deactivate')} sx={{ color: 'error.main' }}>
            Deactivate
          </MenuItem>
        ) : (
          <MenuItem onClick={() => choose('reactivate')}>Reactivate</MenuItem>
        )}
      </Menu>
    </>
  );
}
