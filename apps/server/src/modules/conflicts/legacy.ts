import type { MatterPartyRole, PartyKind, PartySource } from '@app/contract';
import type { CaseRow } from '../../db/schema/index.js';
import { guessKind } from './name-form.js';

export interface LegacyParty {
  name: string;
  role: MatterPartyRole;
  kind: PartyKind;
  source: Exclude<PartySource, 'manual'>;
}

const LIST_ROLES: Record<string, MatterPartyRole> = { witness: 'witness', expert: 'expert', regulator: 'related_entity' };

/**
 * The parties a case's older fields name, as the migration carried them over: the client, the
 * opposing party and counsel, then the parties list (plaintiff, defendant…) without the names
 * already taken. A litigation position does not say whose side someone is on, so list entries
 * other than witnesses, experts and regulators become co-parties.
 */
export function legacyParties(row: Pick<CaseRow, 'clientName' | 'opposingParty' | 'opposingCounsel' | 'parties'>): LegacyParty[] {
  const out: LegacyParty[] = [];
  const client = row.clientName.trim();
  const opposing = (row.opposingParty ?? '').trim();
  const counsel = (row.opposingCounsel ?? '').trim();
  if (client) out.push({ name: client, role: 'client', kind: guessKind(client), source: 'client_name' });
  if (opposing) out.push({ name: opposing, role: 'adverse_party', kind: guessKind(opposing), source: 'opposing_party' });
  if (counsel) out.push({ name: counsel, role: 'opposing_counsel', kind: 'organization', source: 'opposing_counsel' });
  const taken = new Set([client.toLowerCase(), opposing.toLowerCase()]);
  for (const p of row.parties) {
    const name = p.name.trim();
    if (!name || taken.has(name.toLowerCase())) continue;
    out.push({ name, role: LIST_ROLES[p.role] ?? 'co_party', kind: guessKind(name), source: 'parties' });
  }
  return out;
}
