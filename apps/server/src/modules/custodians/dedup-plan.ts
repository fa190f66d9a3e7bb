import { createHash } from 'node:crypto';
import type { DedupScope } from '@app/contract';

/**
 * De-duplication at the family level, as a pure computation over a case's live documents.
 *
 * A family is a document collected on its own (an uploaded file, a message of a mailbox, a member
 * of a ZIP) with everything extracted from it (an e-mail's attachments, recursively). Its hash is
 * its own sha256 followed by its children's hashes in their order, so two families are duplicates
 * only when the message AND every attachment match in order. An attachment is never suppressed
 * on its own: the same contract attached to two different e-mails is two families.
 *
 * A container (a ZIP, a mailbox) is not a family of its members: each member is de-duplicated
 * by itself, so a loose file and the same file inside a ZIP are duplicates.
 *
 * Scope 'case': one copy of each family for the whole case (the earliest collected); scope
 * 'custodian': one per custodian. Either way, the holders of a kept family are every custodian who
 * held an identical family anywhere in the case ("also held by").
 */

export interface DedupInput {
  id: string;
  parentId: string | null;
  sha256: string;
  custodianId: string | null;
  /** Collected on its own though it has a parent: a member of a ZIP or a message of a mailbox. */
  containerMember: boolean;
}

export interface DedupPlan {
  /** Each family root's hash. */
  familyHash: Map<string, string>;
  /** Every member of a suppressed family → the matching member of the copy kept. */
  dedupOf: Map<string, string>;
  /** Kept document → the custodians holding a copy of its family (its own included). */
  holders: Map<string, string[]>;
  families: number;
  /** Families suppressed (their roots), not counting their members. */
  suppressedFamilies: number;
}

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

/** `docs` in collection order (created_at, id): the earliest copy of a family is the one kept. */
export function planDedup(docs: readonly DedupInput[], scope: DedupScope): DedupPlan {
  const byId = new Map(docs.map((d) => [d.id, d]));
  const isRoot = (d: DedupInput) => d.parentId === null || d.containerMember || !byId.has(d.parentId);
  const children = new Map<string, DedupInput[]>();
  for (const d of docs) {
    if (isRoot(d) || d.parentId === null) continue;
    const list = children.get(d.parentId) ?? [];
    list.push(d);
    children.set(d.parentId, list);
  }
  // Members in pre-order, and each member's hash (its bytes, then its children's hashes in order).
  const memberHash = new Map<string, string>();
  const hashOf = (d: DedupInput, depth: number): string => {
    const known = memberHash.get(d.id);
    if (known) return known;
    // Families are at most a few levels deep (the pipeline stops unpacking at 8); the depth
    // guard keeps a corrupt parent loop from recursing for ever.
    const kids = depth > 32 ? [] : (children.get(d.id) ?? []);
    const h = kids.length === 0 ? d.sha256 : sha(`${d.sha256}\n${kids.map((k) => hashOf(k, depth + 1)).join('\n')}`);
    memberHash.set(d.id, h);
    return h;
  };
  const membersOf = (root: DedupInput): string[] => {
    const out: string[] = [];
    const walk = (d: DedupInput, depth: number) => {
      out.push(d.id);
      if (depth > 32) return;
      for (const k of children.get(d.id) ?? []) walk(k, depth + 1);
    };
    walk(root, 0);
    return out;
  };

  const familyHash = new Map<string, string>();
  const keptByKey = new Map<string, DedupInput>();
  const holdersByHash = new Map<string, Set<string>>();
  const dedupOf = new Map<string, string>();
  const keptRoots: DedupInput[] = [];
  let suppressedFamilies = 0;
  for (const d of docs) {
    if (!isRoot(d)) continue;
    const h = hashOf(d, 0);
    familyHash.set(d.id, h);
    const held = holdersByHash.get(h) ?? new Set<string>();
    if (d.custodianId) held.add(d.custodianId);
    holdersByHash.set(h, held);
    const key = scope === 'case' ? h : `${h}/${d.custodianId ?? ''}`;
    const kept = keptByKey.get(key);
    if (!kept) {
      keptByKey.set(key, d);
      keptRoots.push(d);
      continue;
    }
    const mine = membersOf(d);
    const theirs = membersOf(kept);
    // Equal hashes mean equal shapes; a difference would be a hash collision: keep both.
    if (mine.length !== theirs.length) {
      keptRoots.push(d);
      continue;
    }
    suppressedFamilies++;
    mine.forEach((id, i) => dedupOf.set(id, theirs[i]!));
  }
  const holders = new Map<string, string[]>();
  for (const root of keptRoots) {
    const held = [...(holdersByHash.get(familyHash.get(root.id)!) ?? [])];
    if (held.length === 0) continue;
    for (const id of membersOf(root)) holders.set(id, held);
  }
  return { familyHash, dedupOf, holders, families: familyHash.size, suppressedFamilies };
}
