import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ROLE_INFO, type Role } from '@app/contract';

/** A role picker that explains each role in its description, so nobody grants access by guesswork. */
export function RoleSelectField({
  id,
  label = 'Role',
  value,
  roles,
  onChange,
  error,
  disabled,
}: {
  id: string;
  label?: string;
  value: Role;
  roles: readonly Role[];
  onChange(role: Role): void;
  error?: string;
  disabled?: boolean;
}) {
  return (
    <TextField
      id={id}
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as Role)}
      error={Boolean(error)}
      helperText={error ?? ROLE_INFO[value].description}
      disabled={disabled}
      fullWidth
      slotProps={{ select: { renderValue: (v) => ROLE_INFO[v as Role].label } }}
    >
      {roles.map((role) => (
        <MenuItem key={role} value={role}>
          <div>
            <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
              {ROLE_INFO[role].label}
            </Typography>
            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', whiteSpace: 'normal' }}>
              {ROLE_INFO[role].description}
            </Typography>
          </div>
        </MenuItem>
      ))}
    </TextField>
  );
}
