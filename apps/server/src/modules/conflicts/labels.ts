import type { MatterPartyRole } from '@app/contract';

/** How a role in another matter reads: [while the matter is open, once it is closed]. */
const THERE: Record<MatterPartyRole, [string, string]> = {
  client: ['our client', 'our former client'],
  adverse_party: ['an adverse party', 'a former adverse party'],
  opposing_counsel: ['opposing counsel', 'former opposing counsel'],
  co_party: ['a co-party', 'a former co-party'],
  related_entity: ["an adversary's related entity", "a former adversary's related entity"],
  witness: ['a witness', 'a former witness'],
  expert: ['an expert', 'a former expert'],
};

const HERE: Record<MatterPartyRole, string> = {
  client: 'our client',
  adverse_party: 'the adverse party',
  opposing_counsel: 'opposing counsel',
  co_party: 'a co-party',
  related_entity: 'a related entity of the other side',
  witness: 'a witness',
  expert: 'an expert',
};

/** "our former client Castellan Logistics LLC is the adverse party here". */
export function hitLabel(found: { role: MatterPartyRole; name: string; closed: boolean }, here: MatterPartyRole): string {
  const [open, former] = THERE[found.role];
  return `${found.closed ? former : open} ${found.name} is ${HERE[here]} here`;
}
