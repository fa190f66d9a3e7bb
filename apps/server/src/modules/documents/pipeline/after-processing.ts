import type { AppDeps } from '../../../deps.js';

/** Which document's text landed, changed or went (a deletion, a quarantine). */
export interface ChangedText {
  organizationId: string;
  documentId: string;
}

/**
 * A module that keeps something derived from a document's text (the search index, the embeddings,
 * a case's lawyer analysis) and catches up in a job of its own, so a slow model or a rebuild never
 * holds up processing. Unlike a pages-replaced step it runs after the commit and may lag behind.
 */
export type TextChangedSubscriber = (deps: AppDeps, changed: ChangedText) => Promise<unknown>;

/**
 * Per server (tests run several in one process): the subscribers the module registry composed
 * into the documents module. Kept by server rather than handed down every call path, because the
 * text changes in many places (processing, a quarantine, a deletion, a transcript written or
 * edited) and none of them should have to carry the list.
 */
const subscribersOf = new WeakMap<AppDeps, readonly TextChangedSubscriber[]>();

/** The documents module registers its composed subscribers for the server it starts in. */
export function subscribeToTextChanges(deps: AppDeps, subscribers: readonly TextChangedSubscriber[]): void {
  subscribersOf.set(deps, subscribers);
}

/** Tells every subscriber that a document's text changed; the documents pipeline names none of them. */
export async function afterDocumentTextChanged(deps: AppDeps, organizationId: string, documentId: string): Promise<void> {
  const subscribers = subscribersOf.get(deps);
  // Loud, not silent: a server without them would leave the search index and embeddings stale.
  if (!subscribers) throw new Error('the documents module has not started on this server: nobody is subscribed to text changes');
  for (const subscriber of subscribers) await subscriber(deps, { organizationId, documentId });
}
