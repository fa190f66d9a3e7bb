import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import { Link as RouterLink } from 'react-router';
import type { User } from '@app/contract';
import { formatRelative } from '../../components/format-time';

/** A short security checklist: what the person should still do to protect client data. */
export function AccountCard({ user }: { user: User }) {
  const items = [
    { ok: user.two_factor_enabled, text: user.two_factor_enabled ? 'Two-factor authentication is on' : 'Two-factor authentication is off' },
    { ok: user.is_verified, text: user.is_verified ? 'E-mail address confirmed' : 'E-mail address not confirmed' },
  ];
  const todo = items.some((i) => !i.ok);
  // The e-mail confirmation is resent from the profile tab; two-factor lives under security.
  const target = !user.two_factor_enabled ? '/settings?tab=security' : '/settings';
  return (
    <Paper variant="outlined" component="section" aria-labelledby="account-card-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" id="account-card-title">
        Your account
      </Typography>
      {user.last_login ? (
        <Typography variant="body2" color="text.secondary">{`Last sign-in ${formatRelative(user.last_login)}`}</Typography>
      ) : null}
      <List dense disablePadding sx={{ mt: 1 }}>
        {items.map((item) => (
          <ListItem key={item.text} disableGutters>
            <ListItemIcon sx={{ minWidth: 32 }}>
              {item.ok ? <CheckCircle fontSize="small" color="success" aria-hidden="true" /> : <ErrorOutline fontSize="small" color="warning" aria-hidden="true" />}
            </ListItemIcon>
            <ListItemText primary={item.text} />
          </ListItem>
        ))}
      </List>
      <Button component={RouterLink} to={target} size="small" sx={{ mt: 1, ml: -1 }}>
        {todo ? 'Review security settings' : 'Account settings'}
      </Button>
    </Paper>
  );
}
