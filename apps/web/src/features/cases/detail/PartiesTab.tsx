import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Case, CaseParty } from '@app/contract';
import { humanize } from '../../../components/humanize';
import { useBelow } from '../../../components/use-below';
import { ClearanceSection } from '../../conflicts/ClearanceSection';
import { PartiesSection } from '../../parties/PartiesSection';

/** Our side and theirs: plaintiffs/petitioners first, then the other side, then everyone else. */
const ROLE_ORDER: CaseParty['role'][] = ['plaintiff', 'petitioner', 'appellant', 'claimant', 'defendant', 'respondent', 'appellee', 'third_party', 'regulator', 'expert', 'witness', 'other'];

function RoleChip({ role }: { role: CaseParty['role'] }) {
  const principal = ['plaintiff', 'petitioner', 'appellant', 'claimant', 'defendant', 'respondent', 'appellee'].includes(role);
  return <Chip size="small" variant={principal ? 'filled' : 'outlined'} label={humanize(role)} />;
}

/**
 * The matter's conflict check and its parties with their role to us (the conflict check's own
 * records), then the parties as pleaded with their counsel and contact (the case's older list).
 */
export function PartiesTab({ matter }: { matter: Case; canEdit: boolean; onEdit(): void }) {
  return (
    <Stack spacing={3}>
      <ClearanceSection caseId={matter.id} />
      <PartiesSection caseId={matter.id} />
      <PleadedParties matter={matter} />
    </Stack>
  );
}

function PleadedHeading() {
  return (
    <Typography variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
      Parties as pleaded
    </Typography>
  );
}

/** The parties to the matter with their role, counsel and contact. */
function PleadedParties({ matter }: { matter: Case }) {
  const phone = useBelow('sm');
  const parties = [...matter.parties].sort((a, b) => ROLE_ORDER.indexOf(a.role) - ROLE_ORDER.indexOf(b.role));
  // Nothing pleaded: the parties section above is where parties are added.
  if (parties.length === 0) return null;
  if (phone) {
    return (
      <Card variant="outlined">
        <PleadedHeading />
        <List disablePadding aria-label="Parties">
          {parties.map((party, index) => (
            <ListItem key={`${party.name}-${index}`} divider={index < parties.length - 1} sx={{ display: 'block', py: 1.5 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{party.name}</Typography>
                <RoleChip role={party.role} />
              </Stack>
              {party.counsel ? <Typography variant="body2" color="text.secondary">{`Counsel: ${party.counsel}`}</Typography> : null}
              {party.contact ? <Typography variant="body2" color="text.secondary">{party.contact}</Typography> : null}
            </ListItem>
          ))}
        </List>
      </Card>
    );
  }
  return (
    <Card variant="outlined">
      <PleadedHeading />
      <TableContainer>
        <Table aria-label="Parties">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Role</TableCell>
              <TableCell>Counsel</TableCell>
              <TableCell>Contact</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {parties.map((party, index) => (
              <TableRow key={`${party.name}-${index}`}>
                <TableCell sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{party.name}</TableCell>
                <TableCell>
                  <RoleChip role={party.role} />
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{party.counsel ?? '—'}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{party.contact ?? '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Card>
  );
}
