import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { productionRedactionSets, redactionSets } from '../../../db/schema/index.js';
import { fieldError } from '../../../platform/http/errors.js';
import type { Caller } from '../../../platform/http/caller.js';

/**
 * Records the redaction set a new production burns in. It must be a set of the same case (another
 * case's or firm's is "not found", as a field error) and approved: a production is never made
 * from redactions nobody signed off. Returns the set's id, or null when none was chosen.
 */
export async function chooseRedactionSet(tx: Tx, caller: Caller, caseId: string, setId: string | null, productionId: string): Promise<string | null> {
  if (setId === null) return null;
  const [set] = await tx
    .select({ id: redactionSets.id, name: redactionSets.name, status: redactionSets.status })
    .from(redactionSets)
    .where(and(eq(redactionSets.id, setId), eq(redactionSets.caseId, caseId), eq(redactionSets.organizationId, caller.organizationId)))
    .for('share');
  if (!set) throw fieldError('redaction_set_id', 'No such redaction set in this case.');
  if (set.status !== 'approved') throw fieldError('redaction_set_id', `The redaction set "${set.name}" is not approved. A lawyer (associate or above) must approve it before it is produced.`);
  await tx.insert(productionRedactionSets).values({ productionId, organizationId: caller.organizationId, setId: set.id });
  return set.id;
}
