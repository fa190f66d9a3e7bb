import { hitKind, type ConflictHit, type MatterPartyRole, type PartyKind } from '@app/contract';
import type { DbOrTx } from '../../db/client.js';
import { familyLinks, loadCandidates, partiesByNorm, type CandidateParty } from './candidates.js';
import { compareNames } from './compare.js';
import { ensureKeys } from './keys.js';
import { hitLabel } from './labels.js';
import { nameForm, normKey } from './name-form.js';

export interface CheckName {
  name: string;
  role: MatterPartyRole;
  kind: PartyKind;
  aliases?: readonly string[];
  parentName?: string | null;
}

/** A hit as stored with the check; `can_open` depends on who reads it and is added when presented. */
export type StoredHit = Omit<ConflictHit, 'can_open'>;

const MAX_HITS = 100;
const FAMILY_MEMBERS = 60;
const KIND_ORDER = { conflict: 0, related_matter: 1, mention: 2 } as const;

function hitOf(q: CheckName, c: CandidateParty, matched: string, reason: StoredHit['reason'], reasonText: string, score: number): StoredHit {
  const closed = c.caseStatus === 'closed' || c.caseArchived;
  return {
    query_name: q.name,
    query_role: q.role,
    party_id: c.id,
    party_name: c.name,
    matched_name: matched,
    party_role: c.role,
    case_id: c.caseId,
    case_name: c.caseName,
    case_status: c.caseStatus,
    case_archived: c.caseArchived,
    kind: hitKind(q.role, c.role),
    reason,
    reason_text: reasonText,
    score: Math.round(score * 100) / 100,
    label: hitLabel({ role: c.role, name: c.name, closed }, q.role),
  };
}

/** Name hits for one checked name: every candidate compared under each of its names. */
interface NamedHit {
  hit: StoredHit;
  /** The matched party's folded name: where its corporate family is looked up. */
  normName: string | null;
}

async function nameHits(db: DbOrTx, organizationId: string, q: CheckName, excludeCaseId: string | null): Promise<NamedHit[]> {
  const forms = [q.name, ...(q.aliases ?? [])].map((n) => nameForm(n, q.kind));
  const byId = new Map<string, CandidateParty>();
  for (const form of forms) for (const c of await loadCandidates(db, organizationId, form, excludeCaseId)) byId.set(c.id, c);
  const candidates = [...byId.values()];
  const hits: NamedHit[] = [];
  for (const c of candidates) {
    let best: StoredHit | null = null;
    for (const name of [c.name, ...c.aliases, ...c.formerNames]) {
      const cf = nameForm(name, c.kind);
      for (const qf of forms) {
        const m = compareNames(qf, cf);
        if (!m || (best && best.score >= m.score)) continue;
        const via = name === c.name ? '' : c.formerNames.includes(name) ? ` — former name "${name}"` : ` — alias "${name}"`;
        best = hitOf(q, c, name, m.reason, `${m.text}${via}`, m.score);
      }
    }
    if (best) hits.push({ hit: best, normName: c.normName });
  }
  return hits;
}

/**
 * Organisations linked to the checked name within two parent/subsidiary links, found by name
 * across every matter: the checked name itself, the parties it matched, and its stated parent.
 */
async function familyHits(db: DbOrTx, organizationId: string, q: CheckName, matched: NamedHit[], excludeCaseId: string | null): Promise<StoredHit[]> {
  const own = normKey(nameForm(q.name, q.kind));
  const seeds = new Map<string, string>([[own, q.name]]);
  const matchedIds = new Set(matched.map((m) => m.hit.party_id));
  for (const m of matched) if (m.normName) seeds.set(m.normName, m.hit.party_name);
  // path[norm] = how that organisation is linked to the checked name, in words.
  const path = new Map<string, { text: string; links: number }>();
  if (q.parentName) {
    const parent = normKey(nameForm(q.parentName, 'organization'));
    if (!seeds.has(parent)) path.set(parent, { text: `parent of ${q.name}`, links: 1 });
  }
  let frontier = [...seeds.keys()];
  const names = new Map(seeds);
  for (let links = 1; links <= 2 && frontier.length > 0; links++) {
    const next: string[] = [];
    for (const link of await familyLinks(db, organizationId, frontier)) {
      if (seeds.has(link.to) || path.has(link.to)) continue;
      const fromName = names.get(link.from) ?? link.from;
      const via = path.get(link.from);
      const text = `${link.relation} of ${fromName}${via ? `, ${via.text}` : ''}`;
      path.set(link.to, { text, links });
      names.set(link.to, link.toName);
      next.push(link.to);
    }
    frontier = next;
  }
  if (q.parentName) {
    // The stated parent's own links count from it (it is one link away already).
    const parent = normKey(nameForm(q.parentName, 'organization'));
    names.set(parent, q.parentName);
    for (const link of await familyLinks(db, organizationId, [parent])) {
      if (seeds.has(link.to) || path.has(link.to)) continue;
      path.set(link.to, { text: `${link.relation} of ${q.parentName}, parent of ${q.name}`, links: 2 });
    }
  }
  const members = (await partiesByNorm(db, organizationId, [...path.keys()], FAMILY_MEMBERS, excludeCaseId)).filter((m) => !matchedIds.has(m.id));
  const hits: StoredHit[] = [];
  for (const m of members) {
    const p = path.get(m.normName ?? '');
    if (!p) continue;
    const hit = hitOf(q, m, m.name, 'family', `corporate family: ${m.name} is the ${p.text}`, p.links === 1 ? 0.7 : 0.6);
    // A family member in an unrelated role (a witness) is noise; clients and adversaries are what matter.
    if (hit.kind !== 'mention') hits.push(hit);
  }
  return hits;
}

/**
 * The firm-wide conflict check: every matter of the firm (closed and archived ones too) except the
 * one being checked. Blocking hits (kind 'conflict') come first, then by score.
 */
export async function findConflicts(db: DbOrTx, organizationId: string, names: readonly CheckName[], excludeCaseId: string | null): Promise<StoredHit[]> {
  await ensureKeys(db, organizationId);
  const byKey = new Map<string, StoredHit>();
  for (const q of names) {
    const matched = await nameHits(db, organizationId, q, excludeCaseId);
    const family = q.kind === 'organization' || q.parentName ? await familyHits(db, organizationId, q, matched, excludeCaseId) : [];
    for (const h of [...matched.map((m) => m.hit), ...family]) {
      const key = `${h.query_name}\u0000${h.query_role}\u0000${h.party_id}`;
      const prior = byKey.get(key);
      if (!prior || prior.score < h.score) byKey.set(key, h);
    }
  }
  return [...byKey.values()].sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || b.score - a.score || a.case_name.localeCompare(b.case_name)).slice(0, MAX_HITS);
}

export const blockingCount = (hits: readonly StoredHit[]): number => hits.filter((h) => h.kind === 'conflict').length;
