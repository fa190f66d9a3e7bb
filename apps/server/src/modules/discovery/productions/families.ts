import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { documents } from '../../../db/schema/index.js';
import { fieldError } from '../../../platform/http/errors.js';

/*
 * Families in a production. A family is a parent and its attachments, recursively (an e-mail, its
 * attachments, a ZIP's files inside one of them). A review platform shows a family by its range
 * BEGATTACH–ENDATTACH, so the range must be whole: a privileged member is withheld but keeps a
 * Bates number on a "Withheld — Privileged" sheet in its place, and a production may insist that
 * no family goes out in part.
 */

/** Parent links are at most this deep (e-mail → ZIP → file → embedded file …); beyond, a loop. */
const MAX_DEPTH = 20;

interface Member {
  id: string;
  filename: string;
  parentId: string | null;
}

/** Every live, processed member of the selected documents' families, in the case. */
async function familiesOf(tx: Tx, caseId: string, selected: Member[]): Promise<Map<string, Member>> {
  const live = and(eq(documents.caseId, caseId), isNull(documents.deletedAt), ne(documents.status, 'failed'));
  const known = new Map(selected.map((d) => [d.id, d]));
  const cols = { id: documents.id, filename: documents.filename, parentId: documents.parentId };
  // Up to the roots…
  let up = selected.map((d) => d.parentId).filter((p): p is string => p !== null && !known.has(p));
  for (let depth = 0; up.length > 0 && depth < MAX_DEPTH; depth += 1) {
    const rows = await tx.select(cols).from(documents).where(and(inArray(documents.id, up), live));
    for (const r of rows) known.set(r.id, r);
    up = rows.map((r) => r.parentId).filter((p): p is string => p !== null && !known.has(p));
  }
  // …and down from every member found.
  let down = [...known.keys()];
  for (let depth = 0; down.length > 0 && depth < MAX_DEPTH; depth += 1) {
    const rows = await tx.select(cols).from(documents).where(and(inArray(documents.parentId, down), live));
    const fresh = rows.filter((r) => !known.has(r.id));
    for (const r of fresh) known.set(r.id, r);
    down = fresh.map((r) => r.id);
  }
  return known;
}

const quoted = (names: string[], max = 5) => names.slice(0, max).map((n) => `"${n}"`).join(', ') + (names.length > max ? ` and ${names.length - max} more` : '');

/**
 * With "complete families only": a 400 naming the members left out, before anything is stored.
 * Failed documents (which cannot be produced) and deleted ones do not count as members.
 */
export async function assertCompleteFamilies(tx: Tx, caseId: string, selected: Member[]): Promise<void> {
  const family = await familiesOf(tx, caseId, selected);
  const chosen = new Set(selected.map((d) => d.id));
  const missing = [...family.values()].filter((d) => !chosen.has(d.id));
  if (missing.length === 0) return;
  const names = missing.map((d) => d.filename).sort((a, b) => a.localeCompare(b));
  throw fieldError(
    'complete_families',
    `Complete families only: the selection leaves out ${missing.length === 1 ? 'a member' : `${missing.length} members`} of its families: ${quoted(names)}. Add them to the selection (a privileged member is withheld with a slip sheet in its place) or allow partial families.`,
  );
}

/**
 * The withheld documents that stand in the volume as slip sheets: those whose family (among the
 * production's documents) has a member produced. A privileged document alone, or whose whole
 * family is withheld, is only on the privilege log.
 */
export function placeholdersOf(members: Member[], withheld: ReadonlySet<string>): Set<string> {
  const byId = new Map(members.map((m) => [m.id, m]));
  const rootOf = (id: string): string => {
    let at = id;
    for (let depth = 0; depth < MAX_DEPTH; depth += 1) {
      const parent = byId.get(at)?.parentId;
      if (!parent || !byId.has(parent)) return at;
      at = parent;
    }
    return at;
  };
  const producedRoots = new Set(members.filter((m) => !withheld.has(m.id)).map((m) => rootOf(m.id)));
  return new Set([...withheld].filter((id) => byId.has(id) && producedRoots.has(rootOf(id))));
}
