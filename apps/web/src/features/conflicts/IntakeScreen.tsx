import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { MATTER_PARTY_ROLE_LABELS, MATTER_PARTY_ROLES, PARTY_KIND_LABELS, PARTY_KINDS, type ConflictSearchResponse, type CreateCaseResponse, type MatterPartyRole, type PartyKind, type PartyListResponse } from '@app/contract';
import { PageHeader } from '../../components/PageHeader';
import { api } from '../../lib/api-client';
import { useAppContext } from '../../lib/app-context';
import { apiFieldErrors, errorMessage, type FieldErrors } from '../../lib/form-errors';
import { caseLinkFor } from '../../lib/links';
import { useCaseConflicts, useConflictSearch, useOpenMatter } from './api';
import { ClearanceForm } from './ClearanceForm';
import { ClearanceChip } from './ClearanceSection';
import { HitList } from './HitList';

interface Row {
  key: number;
  name: string;
  kind: PartyKind;
  role: MatterPartyRole;
}

let nextKey = 1;
const row = (role: MatterPartyRole, kind: PartyKind = 'organization'): Row => ({ key: nextKey++, name: '', kind, role });

/** The first row of a role becomes the case's own field (client, opposing party, opposing counsel); the rest are added as parties. */
function splitRows(rows: Row[]) {
  const filled = rows.filter((r) => r.name.trim());
  const first = (role: MatterPartyRole) => filled.find((r) => r.role === role);
  const own = [first('client'), first('adverse_party'), first('opposing_counsel')].filter((r): r is Row => r !== undefined);
  return { filled, client: first('client'), adverse: first('adverse_party'), counsel: first('opposing_counsel'), extra: filled.filter((r) => !own.includes(r)) };
}

/**
 * Opening a matter with its conflict check: the parties are checked against every matter of the
 * firm before anything is saved; opening it runs the check again on the server (what counts), and
 * a matter with conflict hits waits for a recorded clearance.
 */
export function IntakeScreen() {
  const { user } = useAppContext();
  const caseLink = user ? caseLinkFor(user.role) : null;
  const [name, setName] = useState('');
  const [caseType, setCaseType] = useState('');
  const [rows, setRows] = useState<Row[]>(() => [row('client'), row('adverse_party')]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [preview, setPreview] = useState<ConflictSearchResponse | null>(null);
  const [opened, setOpened] = useState<CreateCaseResponse | null>(null);
  const search = useConflictSearch();
  const open = useOpenMatter();
  const conflicts = useCaseConflicts(opened?.id ?? null);

  const change = (key: number, patch: Partial<Row>) => {
    setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...patch } : r)));
    setPreview(null);
  };

  const check = async () => {
    setFailure(null);
    const { filled } = splitRows(rows);
    if (filled.length === 0) {
      setErrors({ parties: 'Name at least one party' });
      return;
    }
    setErrors({});
    try {
      setPreview(await search.mutateAsync({ parties: filled.map((r) => ({ name: r.name.trim(), kind: r.kind, role: r.role })) }));
    } catch (error) {
      setFailure(errorMessage(error, 'The check could not run.'));
    }
  };

  const submit = async () => {
    setFailure(null);
    const { client, adverse, counsel, extra } = splitRows(rows);
    const local: FieldErrors = {};
    if (!name.trim()) local.name = 'Required';
    if (!caseType.trim()) local.case_type = 'Required';
    if (!client) local.parties = 'Name the client';
    if (Object.keys(local).length > 0) {
      setErrors(local);
      return;
    }
    try {
      const created = await open.mutateAsync({ name, case_type: caseType, client_name: client?.name.trim() ?? '', opposing_party: adverse?.name.trim() ?? null, opposing_counsel: counsel?.name.trim() ?? null });
      // The case's own fields carry no kind (the server guesses from company words): say it where the form knew better.
      const listed = await api.get<PartyListResponse>(`/cases/${created.id}/parties`);
      for (const r of [client, adverse, counsel]) {
        const party = r ? listed.parties.find((p) => p.source !== 'manual' && p.name === r.name.trim()) : undefined;
        if (r && party && party.kind !== r.kind) await api.put(`/cases/${created.id}/parties/${party.id}`, { kind: r.kind });
      }
      // Each further party is added as the case page adds one: it is checked as it goes in.
      for (const r of extra) await api.post(`/cases/${created.id}/parties`, { name: r.name.trim(), kind: r.kind, role: r.role });
      setErrors({});
      setOpened(created);
    } catch (error) {
      const fields = apiFieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(errorMessage(error, 'The matter could not be opened.'));
    }
  };

  const hits = conflicts.data?.latest_check?.hits ?? preview?.hits ?? null;
  const status = conflicts.data?.clearance_status;

  return (
    <Stack spacing={3}>
      <PageHeader title="New matter intake" subtitle="Parties first: they are checked against every matter of the firm, open, closed and archived." />
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 7fr)' }, alignItems: 'start' }}>
        <Card variant="outlined" component="section" aria-labelledby="intake-matter">
          <CardContent>
            <Stack
              spacing={2}
              component="form"
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                void submit();
              }}
            >
              <Typography variant="h6" component="h2" id="intake-matter">
                The matter
              </Typography>
              <TextField label="Matter name" value={name} onChange={(e) => setName(e.target.value)} required disabled={opened !== null} error={Boolean(errors.name)} helperText={errors.name} />
              <TextField label="Case type" value={caseType} onChange={(e) => setCaseType(e.target.value)} required disabled={opened !== null} error={Boolean(errors.case_type)} helperText={errors.case_type ?? 'e.g. Breach of Contract'} />
              <Typography variant="subtitle1" component="h3">
                Parties
              </Typography>
              {errors.parties || errors.client_name ? <Alert severity="error">{errors.parties ?? errors.client_name}</Alert> : null}
              <Stack spacing={2} component="ul" aria-label="Parties to check" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {rows.map((r, i) => (
                  <Stack component="li" key={r.key} spacing={1} sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                      <TextField label={`Party ${i + 1} name`} value={r.name} onChange={(e) => change(r.key, { name: e.target.value })} disabled={opened !== null} fullWidth size="small" />
                      {rows.length > 1 && opened === null ? (
                        <IconButton aria-label={`Remove party ${i + 1}`} onClick={() => setRows((rs) => rs.filter((x) => x.key !== r.key))} size="small" sx={{ mt: 0.5 }}>
                          ×
                        </IconButton>
                      ) : null}
                    </Stack>
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                      <TextField select size="small" fullWidth label={`Party ${i + 1} role`} value={r.role} onChange={(e) => change(r.key, { role: e.target.value as MatterPartyRole })} disabled={opened !== null}>
                        {MATTER_PARTY_ROLES.map((role) => (
                          <MenuItem key={role} value={role}>
                            {MATTER_PARTY_ROLE_LABELS[role]}
                          </MenuItem>
                        ))}
                      </TextField>
                      <TextField select size="small" fullWidth label={`Party ${i + 1} kind`} value={r.kind} onChange={(e) => change(r.key, { kind: e.target.value as PartyKind })} disabled={opened !== null}>
                        {PARTY_KINDS.map((k) => (
                          <MenuItem key={k} value={k}>
                            {PARTY_KIND_LABELS[k]}
                          </MenuItem>
                        ))}
                      </TextField>
                    </Stack>
                  </Stack>
                ))}
              </Stack>
              {opened === null ? (
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  <Button onClick={() => setRows((rs) => [...rs, row('witness', 'person')])}>Add a party</Button>
                  <Button variant="outlined" onClick={() => void check()} disabled={search.isPending}>
                    {search.isPending ? 'Checking…' : 'Check conflicts'}
                  </Button>
                  <Button type="submit" variant="contained" disabled={open.isPending}>
                    {open.isPending ? 'Opening…' : 'Open matter'}
                  </Button>
                </Stack>
              ) : null}
            </Stack>
          </CardContent>
        </Card>
        <Stack spacing={3}>
          <Card variant="outlined" component="section" aria-labelledby="intake-hits">
            <CardContent>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }} useFlexGap>
                <Typography variant="h6" component="h2" id="intake-hits" sx={{ flexGrow: 1 }}>
                  Conflict check
                </Typography>
                {status ? <ClearanceChip status={status} /> : null}
              </Stack>
              {hits === null ? (
                <Typography color="text.secondary">Name the parties and check them, or open the matter: it is checked either way.</Typography>
              ) : (
                <HitList hits={hits} />
              )}
            </CardContent>
          </Card>
          {opened && conflicts.data ? (
            <Card variant="outlined" component="section" aria-labelledby="intake-clearance">
              <CardContent>
                <Typography variant="h6" component="h2" id="intake-clearance" sx={{ mb: 1 }}>
                  Clearance
                </Typography>
                {conflicts.data.clearance_status === 'pending' ? (
                  conflicts.data.can_clear ? (
                    <ClearanceForm caseId={opened.id} approvers={conflicts.data.approvers} />
                  ) : (
                    <Typography>A partner or an associate with edit access records the clearance.</Typography>
                  )
                ) : (
                  <Typography>
                    {conflicts.data.clearance_status === 'cleared' && conflicts.data.clearances[0]?.automatic
                      ? 'Cleared by the system: no conflicts found.'
                      : `Clearance recorded: ${conflicts.data.clearance_status}.`}{' '}
                    {caseLink ? (
                      <Link component={RouterLink} to={caseLink(opened.id)}>
                        Open {opened.name}
                      </Link>
                    ) : null}
                  </Typography>
                )}
              </CardContent>
            </Card>
          ) : null}
        </Stack>
      </Box>
    </Stack>
  );
}
