import MenuItem from '@mui/material/MenuItem';
import { RowActionsMenu } from '../../components/RowActionsMenu';
import type { User } from '@app/contract';

export type UserAction = 'role' | 'deactivate' | 'reactivate';

/** Per-row actions on a firm member. */
export function UserActionsMenu({ user, onAction }: { user: User; onAction(action: UserAction, user: User): void }) {
  return (
    <RowActionsMenu label={`Actions for ${user.full_name}`} menuId={`user-actions-${user.id}`}>
      {(close) => {
        const choose = (action: UserAction) => {
          close();
          onAction(action, user);
        };
        // An array, not a fragment: MUI's Menu reads its direct children.
        return [
          user.is_active ? (
            <MenuItem key="role" onClick={() => choose('role')}>
              Change role
            </MenuItem>
          ) : null,
          user.is_active ? (
            <MenuItem key="deactivate" onClick={() => choose('deactivate')} sx={{ color: 'error.main' }}>
              Deactivate
            </MenuItem>
          ) : (
            <MenuItem key="reactivate" onClick={() => choose('reactivate')}>
              Reactivate
            </MenuItem>
          ),
        ];
      }}
    </RowActionsMenu>
  );
}
