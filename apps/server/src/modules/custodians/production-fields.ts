import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { custodians, documents } from '../../db/schema/index.js';
import { allCustodiansOf } from './custody.js';

/** A produced document's custodian fields, as a load file writes them. */
export interface ProductionCustodianFields {
  /** The document's custodian's name ('' when none was named): never the person who uploaded it. */
  custodian: string;
  /** Every custodian who held a copy of the document's family, by name, alphabetical. */
  allCustodians: string[];
}

/**
 * CUSTODIAN and ALL CUSTODIANS of documents of one firm, for a production's DAT. A document with
 * no custodian named gets '' for CUSTODIAN (and its holders, if any, for ALL CUSTODIANS).
 */
export async function custodianFields(db: DbOrTx, organizationId: string, documentIds: readonly string[]): Promise<Map<string, ProductionCustodianFields>> {
  const out = new Map<string, ProductionCustodianFields>();
  if (documentIds.length === 0) return out;
  const own = await db
    .select({ id: documents.id, name: custodians.name })
    .from(documents)
    .leftJoin(custodians, eq(custodians.id, documents.custodianId))
    .where(and(inArray(documents.id, [...documentIds]), eq(documents.organizationId, organizationId)));
  const all = await allCustodiansOf(db, organizationId, documentIds);
  for (const d of own) out.set(d.id, { custodian: d.name ?? '', allCustodians: (all.get(d.id) ?? []).map((c) => c.name) });
  return out;
}
