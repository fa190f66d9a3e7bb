import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TWO_FACTOR_REQUIREMENTS, type Organization, type TwoFactorRequirement, type User } from '@app/contract';
import { api } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/auth-context';
import { errorMessage } from '../../lib/form-errors';
import { notify } from '../../lib/toast';
import { useUpdateOrganization } from './api';

const CHOICES: Record<TwoFactorRequirement, { label: string; help: string }> = {
  none: { label: 'None', help: 'Two-factor sign-in is optional; each person decides in Settings.' },
  admins: { label: 'Administrators', help: 'Administrators must sign in with a code from an authenticator app.' },
  everyone: { label: 'Everyone', help: 'Every member of the firm must sign in with a code from an authenticator app.' },
};

const covers = (rule: TwoFactorRequirement, person: Pick<User, 'role'>) => rule === 'everyone' || (rule === 'admins' && person.role === 'admin');

/**
 * Organization → Sign-in security (administrators, ASVS 4.3.1): who must use two-factor sign-in.
 * People the rule covers who have not enrolled are taken to enrolment at their next step.
 */
export function SignInSecurityCard({ org, members }: { org: Organization; members: User[] | undefined }) {
  const { user: me, updateUser } = useAuth();
  const [rule, setRule] = useState<TwoFactorRequirement>(org.two_factor_required_for);
  const update = useUpdateOrganization();
  const pendingPeople = (members ?? []).filter((m) => m.is_active && !m.two_factor_enabled && covers(rule, m));
  const includesMe = Boolean(me && !me.two_factor_enabled && covers(rule, me));

  const save = () => {
    update.mutate(
      { two_factor_required_for: rule },
      {
        onSuccess: async () => {
          notify.success('Sign-in security saved');
          // The rule may now cover me: GET /auth/me says so, and the app takes me to enrolment.
          if (includesMe) updateUser(await api.get<User>('/auth/me'));
        },
        onError: (error) => notify.error(errorMessage(error, 'Sign-in security could not be saved')),
      },
    );
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="sign-in-security-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" id="sign-in-security-title" gutterBottom>
        Sign-in security
      </Typography>
      <FormControl component="fieldset">
        <FormLabel component="legend">Require two-factor sign-in for</FormLabel>
        <RadioGroup row value={rule} onChange={(e) => setRule(e.target.value as TwoFactorRequirement)} aria-describedby="two-factor-rule-help">
          {TWO_FACTOR_REQUIREMENTS.map((value) => (
            <FormControlLabel key={value} value={value} control={<Radio />} label={CHOICES[value].label} />
          ))}
        </RadioGroup>
        <FormHelperText id="two-factor-rule-help" sx={{ mx: 0 }}>
          {CHOICES[rule].help} People with two-factor on are asked for their code at each sign-in; those without it can
          still sign in but must set it up before they can do anything else.
        </FormHelperText>
      </FormControl>
      <Stack spacing={2} sx={{ mt: 2 }}>
        {rule !== 'none' && pendingPeople.length > 0 ? (
          <Alert severity={includesMe ? 'warning' : 'info'}>
            {`${pendingPeople.length} ${pendingPeople.length === 1 ? 'person has' : 'people have'} not set up two-factor yet and will be asked to at their next step.`}
            {includesMe ? ' That includes you: you will set it up as soon as you save.' : ''}
          </Alert>
        ) : null}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={() => setRule(org.two_factor_required_for)} disabled={rule === org.two_factor_required_for || update.isPending}>
            Discard
          </Button>
          <Button variant="contained" onClick={save} disabled={rule === org.two_factor_required_for || update.isPending}>
            {update.isPending ? 'Saving…' : 'Save sign-in security'}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
