/**
 * E-mail threading and inclusive messages.
 *
 * Threads come from the headers first (Message-ID, In-Reply-To, References: messages that name the
 * same id, even one missing from the collection, belong together, as in JWZ threading). A message
 * the headers do not attach to anything earlier is then linked by evidence in its text:
 * 1. quoted text — it copies an earlier message's own words (found through a fingerprint of their
 *    first words, then checked in full); the latest such message is its parent;
 * 2. subject — it claims to follow another (a reply/forward prefix, copied text, or references that
 *    resolve to nothing) and an earlier message has the same normalised subject and shares a
 *    participant; the latest such message is its parent.
 *
 * A message is inclusive when a reviewer who reads only inclusive messages would otherwise miss
 * something in it: its own text (what it did not copy) or one of its attachments is not wholly
 * contained in a later message of its thread. So the last message of each branch is inclusive; an
 * earlier one is too when the later messages that copy it dropped an attachment, or edited or
 * removed the copied text. Exact duplicates (the same message collected from two mailboxes) keep one
 * copy in the count: the others are marked as duplicates of the first.
 *
 * Pure and synchronous: no database, no network.
 */
import { normaliseMessageId, normaliseSubject, participantsOf } from './email-headers.js';
import { splitQuoted } from './email-quotes.js';
import { canonical, hashString } from './text.js';

export interface EmailMessage {
  id: string;
  messageId?: string | undefined;
  inReplyTo?: string | undefined;
  references?: readonly string[] | undefined;
  subject?: string | undefined;
  from?: string | undefined;
  to?: readonly string[] | undefined;
  cc?: readonly string[] | undefined;
  sentAt?: Date | null | undefined;
  body: string;
  attachments: readonly { hash: string }[];
}

/** Why a message is, or is not, inclusive. */
export type InclusiveReason =
  /** Nothing later in the thread copies its own text: the end of a branch. */
  | 'last-in-branch'
  /** A later message copies its text, but none of those also carries all of its attachments. */
  | 'attachment'
  /** Later messages answer it, but none copies its own text unchanged (edited or removed quote). */
  | 'quote-edited'
  /** A later message (containedIn) holds its own text and all of its attachments. */
  | 'contained'
  /** The same message, collected twice (duplicateOf is the copy kept). */
  | 'duplicate';

/** How a message was attached to its parent. */
export type ThreadLink = 'headers' | 'quote' | 'subject' | 'root';

export interface ThreadedMessage {
  id: string;
  /** The id of the thread's first message. */
  threadId: string;
  parentId: string | null;
  link: ThreadLink;
  /** 0-based place in the thread: chronological, a parent always before its replies. */
  position: number;
  depth: number;
  inclusive: boolean;
  reason: InclusiveReason;
  containedIn?: string;
  duplicateOf?: string;
}

export interface Thread {
  id: string;
  /** Message ids in thread order. */
  messageIds: string[];
}

export interface ThreadingResult {
  /** One entry per input message, in input order. */
  messages: ThreadedMessage[];
  threads: Thread[];
}

/**
 * Below this many words, a message's own text ("Thanks!", "Agreed.") is too common to prove that a
 * later message copied it: the later message must also descend from it, or copy its whole body.
 */
const SHORT_TEXT_WORDS = 12;
/** Words in a quoted-text fingerprint: enough to be rare, few enough for short messages. */
const FINGERPRINT_WORDS = 6;

interface Prepared {
  index: number;
  input: EmailMessage;
  messageId: string;
  refs: string[];
  subject: string;
  isReply: boolean;
  participants: Set<string>;
  time: number | null;
  /** The own text's runs between quoted lines (see splitQuoted), canonical and padded. */
  ownBlocks: string[];
  ownWords: number;
  /** Canonical quoted text, padded with spaces so containment is a whole-word substring test. */
  quoted: string;
  /** Canonical whole body. */
  body: string;
  bodyWords: number;
  attachments: Set<string>;
  parent: number | null;
  link: ThreadLink;
}

const pad = (text: string) => ` ${text} `;
const wordCount = (text: string) => (text === '' ? 0 : text.split(' ').length);

function prepare(message: EmailMessage, index: number): Prepared {
  const split = splitQuoted(message.body);
  const own = canonical(split.own);
  const body = canonical(message.body);
  const subject = normaliseSubject(message.subject);
  // In-Reply-To names the direct parent; References run oldest → newest: nearest first.
  const refs = [message.inReplyTo, ...[...(message.references ?? [])].reverse()].map(normaliseMessageId).filter((r) => r !== '');
  return {
    index,
    input: message,
    messageId: normaliseMessageId(message.messageId),
    refs: [...new Set(refs)],
    subject: subject.key,
    isReply: subject.isReply,
    participants: participantsOf(message),
    time: message.sentAt ? message.sentAt.getTime() : null,
    ownBlocks: split.ownBlocks.map(canonical).filter((b) => b !== '').map(pad),
    ownWords: wordCount(own),
    quoted: pad(canonical(split.quoted)),
    body,
    bodyWords: wordCount(body),
    attachments: new Set(message.attachments.map((a) => a.hash)),
    parent: null,
    link: 'root',
  };
}

class UnionFind {
  private readonly up: Int32Array;
  constructor(size: number) {
    this.up = Int32Array.from({ length: size }, (_, i) => i);
  }
  find(i: number): number {
    let root = i;
    while (this.up[root] !== root) root = this.up[root] ?? root;
    let node = i;
    while (node !== root) {
      const next = this.up[node] ?? root;
      this.up[node] = root;
      node = next;
    }
    return root;
  }
  union(a: number, b: number): void {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra !== rb) this.up[Math.max(ra, rb)] = Math.min(ra, rb);
  }
}

function isAncestor(all: readonly Prepared[], ancestor: number, of: number): boolean {
  let node = all[of]?.parent ?? null;
  for (let steps = 0; node !== null && steps <= all.length; steps++) {
    if (node === ancestor) return true;
    node = all[node]?.parent ?? null;
  }
  return false;
}

/** Sets a parent unless that would close a loop (broken headers can name each other). */
function link(all: readonly Prepared[], child: Prepared, parent: number, how: ThreadLink): boolean {
  if (parent === child.index || isAncestor(all, child.index, parent)) return false;
  child.parent = parent;
  child.link = how;
  return true;
}

/** Chronological order; undated messages last, then input order. */
function byTime(a: Prepared, b: Prepared): number {
  if (a.time !== b.time) {
    if (a.time === null) return 1;
    if (b.time === null) return -1;
    return a.time - b.time;
  }
  return a.index - b.index;
}

function linkByHeaders(all: Prepared[], sets: UnionFind): void {
  const owner = new Map<string, number>();
  for (const m of all) if (m.messageId !== '' && !owner.has(m.messageId)) owner.set(m.messageId, m.index);
  const missingOwner = new Map<string, number>();
  for (const m of all) {
    for (const ref of m.refs) {
      const known = owner.get(ref);
      if (known === undefined) {
        // An id nobody in the collection carries still ties together the messages that name it.
        const first = missingOwner.get(ref);
        if (first === undefined) missingOwner.set(ref, m.index);
        else sets.union(first, m.index);
        continue;
      }
      sets.union(known, m.index);
      if (m.parent === null && known !== m.index) link(all, m, known, 'headers');
    }
    const same = m.messageId === '' ? undefined : owner.get(m.messageId);
    if (same !== undefined) sets.union(same, m.index);
  }
}

/** Two copies of one message (collected from two mailboxes) are in the same thread even without headers. */
function linkDuplicates(all: readonly Prepared[], sets: UnionFind): void {
  const first = new Map<number, Prepared>();
  for (const m of all) {
    const key = contentKey(m);
    const seen = first.get(key);
    if (seen && seen.body === m.body) sets.union(seen.index, m.index);
    else if (!seen) first.set(key, m);
  }
}

function linkByEvidence(all: Prepared[], sets: UnionFind): void {
  const chronological = [...all].sort(byTime);
  const rank = new Int32Array(all.length);
  chronological.forEach((m, r) => (rank[m.index] = r));
  const fingerprints = new Map<string, number[]>();
  const bySubject = new Map<string, number[]>();
  for (const m of chronological) {
    const firstBlock = m.ownBlocks[0]?.trim().split(' ') ?? [];
    if (firstBlock.length >= FINGERPRINT_WORDS) {
      const key = firstBlock.slice(0, FINGERPRINT_WORDS).join(' ');
      const list = fingerprints.get(key);
      if (list) list.push(m.index);
      else fingerprints.set(key, [m.index]);
    }
    if (m.subject !== '') {
      const list = bySubject.get(m.subject);
      if (list) list.push(m.index);
      else bySubject.set(m.subject, [m.index]);
    }
  }
  const earlier = (candidate: Prepared, m: Prepared) =>
    candidate.index !== m.index && (rank[candidate.index] ?? 0) < (rank[m.index] ?? 0) && !isAncestor(all, m.index, candidate.index);

  for (const m of chronological) {
    if (m.parent !== null) continue;
    // 1. Copied text: the latest earlier message whose own words this one quotes.
    let best: Prepared | null = null;
    if (m.quoted.length > 2) {
      const quotedWords = m.quoted.trim().split(' ');
      for (let i = 0; i + FINGERPRINT_WORDS <= quotedWords.length; i++) {
        const hits = fingerprints.get(quotedWords.slice(i, i + FINGERPRINT_WORDS).join(' '));
        for (const h of hits ?? []) {
          const candidate = all[h];
          if (!candidate || !earlier(candidate, m) || (best && (rank[best.index] ?? 0) >= (rank[h] ?? 0))) continue;
          if (candidate.ownBlocks.every((block) => m.quoted.includes(block))) best = candidate;
        }
      }
    }
    if (best) {
      if (link(all, m, best.index, 'quote')) sets.union(best.index, m.index);
      continue;
    }
    // 2. Same subject and a shared participant, when the message claims to follow something.
    const claimsToFollow = m.isReply || m.quoted.length > 2 || m.refs.length > 0;
    if (!claimsToFollow || m.subject === '') continue;
    const sameSubject = bySubject.get(m.subject) ?? [];
    for (let k = sameSubject.length - 1; k >= 0; k--) {
      const candidate = all[sameSubject[k] ?? -1];
      if (!candidate || !earlier(candidate, m)) continue;
      if (![...candidate.participants].some((p) => m.participants.has(p))) continue;
      if (link(all, m, candidate.index, 'subject')) sets.union(candidate.index, m.index);
      break;
    }
  }
}

/** Thread order: by time (an undated message takes its parent's), a parent always before its replies. */
function orderThread(members: Prepared[], all: readonly Prepared[]): Prepared[] {
  const effective = new Map<number, number>();
  const timeOf = (m: Prepared): number => {
    const known = effective.get(m.index);
    if (known !== undefined) return known;
    let node: Prepared | undefined = m;
    let steps = 0;
    while (node && node.time === null && node.parent !== null && steps++ < all.length) node = all[node.parent];
    const t = node?.time ?? Number.NEGATIVE_INFINITY;
    effective.set(m.index, t);
    return t;
  };
  const sorted = [...members].sort((a, b) => timeOf(a) - timeOf(b) || a.index - b.index);
  const emitted = new Set<number>();
  const waiting = new Map<number, Prepared[]>();
  const order: Prepared[] = [];
  const emit = (m: Prepared) => {
    emitted.add(m.index);
    order.push(m);
    for (const child of waiting.get(m.index) ?? []) emit(child);
    waiting.delete(m.index);
  };
  for (const m of sorted) {
    if (m.parent === null || emitted.has(m.parent)) emit(m);
    else {
      const list = waiting.get(m.parent);
      if (list) list.push(m);
      else waiting.set(m.parent, [m]);
    }
  }
  return order;
}

function contentKey(m: Prepared): number {
  return hashString([m.body, [...m.attachments].sort().join(','), m.subject, m.input.from ?? '', String(m.time)].join('\u0001'));
}

/** Whether `later` holds `earlier`'s own text (see SHORT_TEXT_WORDS for short messages). */
function copies(all: readonly Prepared[], later: Prepared, earlier: Prepared): boolean {
  if (!earlier.ownBlocks.every((block) => later.quoted.includes(block))) return false;
  if (earlier.ownWords >= SHORT_TEXT_WORDS) return true;
  if (isAncestor(all, earlier.index, later.index)) return true;
  return earlier.bodyWords >= SHORT_TEXT_WORDS && later.quoted.includes(pad(earlier.body));
}

function classify(order: Prepared[], all: readonly Prepared[], out: ThreadedMessage[]): void {
  const firstCopy = new Map<number, Prepared>();
  const unique: Prepared[] = [];
  const hasReplies = new Set<number>();
  for (const m of order) if (m.parent !== null) hasReplies.add(m.parent);
  for (const m of order) {
    const key = contentKey(m);
    const original = firstCopy.get(key);
    const result = out[m.index];
    if (!result) continue;
    if (original && original.body === m.body) {
      result.inclusive = false;
      result.reason = 'duplicate';
      result.duplicateOf = original.input.id;
      continue;
    }
    firstCopy.set(key, m);
    unique.push(m);
  }
  unique.forEach((m, k) => {
    const result = out[m.index];
    if (!result) return;
    let copiedWithoutAttachments = false;
    for (let j = k + 1; j < unique.length; j++) {
      const later = unique[j];
      if (!later || !copies(all, later, m)) continue;
      if ([...m.attachments].every((a) => later.attachments.has(a))) {
        result.inclusive = false;
        result.reason = 'contained';
        result.containedIn = later.input.id;
        return;
      }
      copiedWithoutAttachments = true;
    }
    result.inclusive = true;
    result.reason = copiedWithoutAttachments ? 'attachment' : hasReplies.has(m.index) ? 'quote-edited' : 'last-in-branch';
  });
}

export function threadMessages(messages: readonly EmailMessage[]): ThreadingResult {
  const all = messages.map(prepare);
  const sets = new UnionFind(all.length);
  linkByHeaders(all, sets);
  linkDuplicates(all, sets);
  linkByEvidence(all, sets);

  const groups = new Map<number, Prepared[]>();
  for (const m of all) {
    const root = sets.find(m.index);
    const list = groups.get(root);
    if (list) list.push(m);
    else groups.set(root, [m]);
  }
  const out: ThreadedMessage[] = all.map((m) => ({
    id: m.input.id,
    threadId: '',
    parentId: null,
    link: 'root',
    position: 0,
    depth: 0,
    inclusive: true,
    reason: 'last-in-branch',
  }));
  const threads: Thread[] = [];
  for (const members of groups.values()) {
    // A parent link can only point inside the thread: headers and evidence both union what they link.
    const order = orderThread(members, all);
    const threadId = order[0]?.input.id ?? '';
    const depth = new Map<number, number>();
    order.forEach((m, position) => {
      const d = m.parent === null ? 0 : (depth.get(m.parent) ?? 0) + 1;
      depth.set(m.index, d);
      const result = out[m.index];
      if (!result) return;
      result.threadId = threadId;
      result.parentId = m.parent === null ? null : (all[m.parent]?.input.id ?? null);
      result.link = m.link;
      result.position = position;
      result.depth = d;
    });
    classify(order, all, out);
    threads.push({ id: threadId, messageIds: order.map((m) => m.input.id) });
  }
  threads.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { messages: out, threads };
}
