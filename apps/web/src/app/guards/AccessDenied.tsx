import { useEffect } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { useLocation, useNavigate } from 'react-router';
import { ROLE_INFO, accessDeniedMessage, type AccessRequirement, type Role } from '@app/contract';
import { logAuditEvent } from '../../lib/audit';
import { useAuth } from '../../lib/auth/auth-context';
import { RoleChip } from '../../components/RoleChip';

export const ADMINISTRATOR_SENTENCE =
  'If you believe you should have access to this page, please contact your organization administrator.';

function requiredRoleText(requirement: AccessRequirement): string | null {
  switch (requirement.kind) {
    case 'exact':
      return ROLE_INFO[requirement.role].label;
    case 'minimum':
      return `${ROLE_INFO[requirement.role].label} or higher`;
    case 'allowed':
      return requirement.roles.map((r) => ROLE_INFO[r].label).join(', ');
    case 'none':
      return null;
  }
}

/** Access Denied screen, with the access-denied message for the requirement that failed. */
export function AccessDenied({ requirement, role }: { requirement: AccessRequirement; role: Role | null }) {
  const navigate = useNavigate();
  const location = useLocation();
  const { logout } = useAuth();
  const required = requiredRoleText(requirement);
  const message = accessDeniedMessage(requirement);

  // A refused page view is evidence an auditor wants (a permission_denied audit event).
  useEffect(() => {
    logAuditEvent({
      action: 'permission_denied',
      resource_type: 'system',
      resource_name: location.pathname,
      outcome: 'blocked',
      details: { path: location.pathname, message },
    });
  }, [location.pathname, message]);

  const goBack = () => {
    // With no history inside the app (a pasted link), 'back' means the dashboard.
    if (location.key !== 'default' && window.history.length > 1) void navigate(-1);
    else void navigate('/dashboard');
  };

  // Signing out makes the route guard send the person to /login, carrying this page as the
  // place to return to once they sign in with an account that has access.
  const switchAccount = () => void logout();

  return (
    <Paper sx={{ p: { xs: 3, md: 4 }, maxWidth: 640, mx: 'auto', mt: { xs: 1, md: 4 } }}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1.5} alignItems="center">
          <LockOutlined color="error" fontSize="large" aria-hidden="true" />
          <Typography variant="h4" component="h1">
            Access Denied
          </Typography>
        </Stack>
        <Typography>{message}</Typography>
        {role && (
          <Stack spacing={0.5}>
            <Stack direction="row" spacing={1} alignItems="center">
              <Typography component="span" fontWeight={600}>
                Your current role:
              </Typography>
              <RoleChip role={role} />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {ROLE_INFO[role].label}: {ROLE_INFO[role].description}
            </Typography>
          </Stack>
        )}
        {required && (
          <Typography>
            <Typography component="span" fontWeight={600}>
              Required role:
            </Typography>{' '}
            {required}
          </Typography>
        )}
        <Stack direction="row" spacing={1}>
          <Button variant="contained" onClick={goBack}>
            Go Back
          </Button>
          <Button variant="outlined" onClick={switchAccount}>
            Switch Account
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {ADMINISTRATOR_SENTENCE}
        </Typography>
      </Stack>
    </Paper>
  );
}
