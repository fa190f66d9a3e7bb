/**
 * A case's review facets from its documents: e-mail threads with the inclusive messages marked, and
 * near-duplicate groups with a pivot and each member's similarity to it. Pure: the documents come
 * in already read (review-inputs.ts), the facets go out to be stored (review-store.ts).
 *
 * Boilerplate (lines repeated across the case: licence footers, disclaimers) is detected first and
 * left out of the near-duplicate scores, so two short e-mails under the same disclaimer do not look
 * alike; the lines themselves are kept, as written, for the screen and for entity extraction.
 */
import { detectBoilerplate } from './boilerplate.js';
import { NearDuplicateIndex } from './near-duplicates.js';
import { lineHash } from './shingles.js';
import { threadMessages, type EmailMessage, type InclusiveReason, type ThreadLink } from './threads.js';
import { words } from './text.js';

/** An e-mail's headers as the documents pipeline stores them (metadata.email). */
export interface EmailHeaders {
  from: string[];
  to: string[];
  cc: string[];
  subject: string | null;
  date: string | null;
  messageId: string | null;
  inReplyTo: string | null;
  references: string[];
}

export interface ReviewInputDocument {
  id: string;
  /** The document's extracted text, pages joined. */
  text: string;
  /** Present for an e-mail. */
  email: EmailHeaders | null;
  /** The content hashes of its attachments (its children), for inclusiveness. */
  attachmentHashes: string[];
}

export interface ReviewFacet {
  documentId: string;
  threadId: string | null;
  threadParentId: string | null;
  threadPosition: number | null;
  threadDepth: number | null;
  threadLink: ThreadLink | null;
  inclusive: boolean | null;
  inclusiveReason: InclusiveReason | null;
  containedIn: string | null;
  nearDuplicatePivotId: string | null;
  nearDuplicateSimilarity: number | null;
}

export interface CaseReview {
  facets: ReviewFacet[];
  threadCount: number;
  nearDuplicateGroupCount: number;
  /** Boilerplate lines as first written in the case (at most MAX_BOILERPLATE_SAMPLES). */
  boilerplateLines: string[];
}

const MAX_BOILERPLATE_SAMPLES = 50;

/**
 * Boilerplate needs repetition to be told from content: in a small case a line in a few documents
 * may be the matter's own wording. A line is boilerplate when at least a fifth of the case's
 * documents and at least three of them carry it (the engine's defaults, 5 % and 10 documents, are
 * for collections of thousands).
 */
export const CASE_BOILERPLATE = { minShare: 0.2, minDocuments: 3 } as const;

/**
 * Lines repeated across the case that are not the documents' substance. Repetition alone cannot
 * tell a footer from text that is repeated because the documents are related: the clauses drafts
 * of one contract share, the quoted lines of one thread. So a line is counted once per unit of
 * related documents — an e-mail thread counts once — and not at all in a document made mostly of
 * repeated lines (a draft among drafts); it is boilerplate when enough units carry it.
 * `unitOf` gives a document's unit (its thread's id for an e-mail, its own id otherwise).
 */
export function caseBoilerplate(texts: readonly string[], unitOf: (index: number) => string = (i) => String(i)): Set<number> {
  const candidates = detectBoilerplate(texts, { ...CASE_BOILERPLATE, total: texts.length });
  if (candidates.size === 0) return candidates;
  const carriers = new Map<number, Set<string>>();
  const units = new Set<string>();
  texts.forEach((text, i) => {
    const unit = unitOf(i);
    units.add(unit);
    const lines = new Set<number>();
    for (const line of text.split('\n')) if (words(line).length > 0) lines.add(lineHash(line));
    const repeated = [...lines].filter((h) => candidates.has(h));
    // An e-mail is made mostly of quoted lines by nature; its thread already counts once.
    const inThread = unit !== String(i);
    if (repeated.length === 0 || (!inThread && repeated.length * 2 > lines.size)) return;
    for (const h of repeated) {
      const set = carriers.get(h) ?? new Set<string>();
      set.add(unit);
      carriers.set(h, set);
    }
  });
  const needed = Math.max(CASE_BOILERPLATE.minDocuments, Math.ceil(CASE_BOILERPLATE.minShare * units.size));
  return new Set([...carriers].filter(([, u]) => u.size >= needed).map(([h]) => h));
}

/**
 * The body an e-mail's text holds after the printed header block (From/To/Date/Subject lines, then
 * a blank line): the header block is the same for every copy and differs between replies, so it
 * belongs neither in the quoted-text comparison nor in the near-duplicate score.
 */
export function emailBody(text: string): string {
  const gap = text.search(/\r?\n\r?\n/);
  if (gap < 0) return text;
  const head = text.slice(0, gap);
  return /^(From|To|Cc|Bcc|Date|Subject):/m.test(head) ? text.slice(gap).replace(/^\s+/, '') : text;
}

function toMessage(doc: ReviewInputDocument, email: EmailHeaders, boilerplate: ReadonlySet<number>): EmailMessage {
  const sent = email.date ? new Date(email.date) : null;
  return {
    id: doc.id,
    messageId: email.messageId ?? undefined,
    inReplyTo: email.inReplyTo ?? undefined,
    references: email.references,
    subject: email.subject ?? undefined,
    from: email.from[0],
    to: email.to,
    cc: email.cc,
    sentAt: sent && !Number.isNaN(sent.getTime()) ? sent : null,
    body: dropLines(emailBody(doc.text), boilerplate),
    attachments: doc.attachmentHashes.map((hash) => ({ hash })),
  };
}

/** The text a document is compared by: an e-mail's body, any other document's whole text. */
const comparedText = (doc: ReviewInputDocument) => (doc.email ? emailBody(doc.text) : doc.text);

export function computeCaseReview(documents: readonly ReviewInputDocument[], threshold: number): CaseReview {
  const facets = new Map<string, ReviewFacet>(
    documents.map((d) => [
      d.id,
      {
        documentId: d.id,
        threadId: null,
        threadParentId: null,
        threadPosition: null,
        threadDepth: null,
        threadLink: null,
        inclusive: null,
        inclusiveReason: null,
        containedIn: null,
        nearDuplicatePivotId: null,
        nearDuplicateSimilarity: null,
      },
    ]),
  );

  // Threads twice: first to know which e-mails are related (a thread counts once when looking for
  // boilerplate), then without the boilerplate, so a reply that quotes a message without its
  // disclaimer still holds everything the message says (inclusiveness).
  const emails = documents.filter((d): d is ReviewInputDocument & { email: EmailHeaders } => d.email !== null);
  const firstPass = threadMessages(emails.map((d) => toMessage(d, d.email, new Set())));
  const threadOf = new Map(firstPass.messages.map((m) => [m.id, m.threadId]));
  const boilerplate = caseBoilerplate(documents.map(comparedText), (i) => {
    const id = documents[i]?.id ?? '';
    return threadOf.has(id) ? `thread:${threadOf.get(id) ?? ''}` : String(i);
  });
  const threading = boilerplate.size === 0 ? firstPass : threadMessages(emails.map((d) => toMessage(d, d.email, boilerplate)));
  for (const m of threading.messages) {
    const facet = facets.get(m.id);
    if (!facet) continue;
    facet.threadId = m.threadId;
    facet.threadParentId = m.parentId;
    facet.threadPosition = m.position;
    facet.threadDepth = m.depth;
    facet.threadLink = m.link;
    facet.inclusive = m.inclusive;
    facet.inclusiveReason = m.reason;
    facet.containedIn = m.containedIn ?? m.duplicateOf ?? null;
  }

  const index = new NearDuplicateIndex({ threshold, boilerplate });
  for (const doc of documents) index.add(doc.id, comparedText(doc));
  const grouping = index.group();
  for (const group of grouping.groups) {
    for (const member of group.members) {
      const facet = facets.get(member.id);
      if (!facet) continue;
      facet.nearDuplicatePivotId = group.pivotId;
      facet.nearDuplicateSimilarity = member.similarity;
    }
  }

  return {
    facets: [...facets.values()],
    threadCount: threading.threads.length,
    nearDuplicateGroupCount: grouping.groups.length,
    boilerplateLines: boilerplateSamples(documents, boilerplate),
  };
}

/** The boilerplate lines as written (the first spelling met), for people and for entity extraction. */
function boilerplateSamples(documents: readonly ReviewInputDocument[], boilerplate: ReadonlySet<number>): string[] {
  if (boilerplate.size === 0) return [];
  const found = new Map<number, string>();
  for (const doc of documents) {
    for (const line of comparedText(doc).split('\n')) {
      if (words(line).length === 0) continue;
      const h = lineHash(line);
      if (boilerplate.has(h) && !found.has(h)) found.set(h, line.trim());
      if (found.size >= Math.min(boilerplate.size, MAX_BOILERPLATE_SAMPLES)) return [...found.values()];
    }
  }
  return [...found.values()];
}

/** The text without the lines whose hash is in `hashes` (quoted copies, "> footer", included). */
function dropLines(text: string, hashes: ReadonlySet<number>): string {
  if (hashes.size === 0) return text;
  return text
    .split('\n')
    .filter((line) => words(line).length === 0 || !hashes.has(lineHash(line)))
    .join('\n');
}

/** Removes boilerplate lines (as samples from computeCaseReview) from a text: for entities and summaries. */
export function withoutBoilerplate(text: string, boilerplateLines: readonly string[]): string {
  return dropLines(text, new Set(boilerplateLines.map(lineHash)));
}
