import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { parties, partyMatchKeys, type PartyRow } from '../../db/schema/index.js';
import { matchKeys, nameForm, normKey } from './name-form.js';

/** Bumped when the key rules change: rows with an older version are rebuilt by ensureKeys. */
export const KEYS_VERSION = 1;

type KeyedParty = Pick<PartyRow, 'id' | 'organizationId' | 'kind' | 'name' | 'aliases' | 'formerNames' | 'parentName'>;

function derive(p: KeyedParty) {
  const form = nameForm(p.name, p.kind);
  const keys = new Set<string>();
  for (const name of [p.name, ...p.aliases, ...p.formerNames]) for (const k of matchKeys(nameForm(name, p.kind))) keys.add(k);
  const parentNorm = p.parentName ? normKey(nameForm(p.parentName, 'organization')) : null;
  return { normName: normKey(form), parentNorm, keys: [...keys] };
}

/** Writes a party's match keys and folded names (after its names change). */
export async function writeKeys(db: DbOrTx, rows: readonly KeyedParty[]): Promise<void> {
  if (rows.length === 0) return;
  const derived = rows.map((p) => ({ p, d: derive(p) }));
  await db.delete(partyMatchKeys).where(inArray(partyMatchKeys.partyId, rows.map((r) => r.id)));
  const keyRows = derived.flatMap(({ p, d }) => d.keys.map((key) => ({ organizationId: p.organizationId, key, partyId: p.id })));
  for (let i = 0; i < keyRows.length; i += 2000) await db.insert(partyMatchKeys).values(keyRows.slice(i, i + 2000)).onConflictDoNothing();
  for (let i = 0; i < derived.length; i += 500) {
    const values = derived.slice(i, i + 500).map(({ p, d }) => sql`(${p.id}::uuid, ${d.normName}::text, ${d.parentNorm}::text)`);
    await db.execute(sql`update ${parties} set norm_name = v.norm, parent_norm = v.parent_norm, keys_version = ${KEYS_VERSION}
      from (values ${sql.join(values, sql`, `)}) as v(id, norm, parent_norm) where "parties"."id" = v.id`);
  }
}

/**
 * Builds the keys of parties that have none yet (the rows the migration carried over from the
 * cases' older fields: the phonetic coder and nickname table live here, not in SQL). Cheap when
 * there are none: a partial index holds only such rows.
 */
export async function ensureKeys(db: DbOrTx, organizationId: string): Promise<void> {
  for (;;) {
    const pending = await db
      .select()
      .from(parties)
      .where(and(eq(parties.organizationId, organizationId), isNull(parties.keysVersion)))
      .limit(500);
    if (pending.length === 0) return;
    await writeKeys(db, pending);
  }
}
