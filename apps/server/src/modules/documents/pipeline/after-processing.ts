import type { AppDeps } from '../../../deps.js';

/**
 * What follows a document's text landing (or changing): the search index, the embeddings and the
 * case's lawyer analysis catch up in their own jobs, so a slow model or a rebuild never holds up processing.
 */
export async function afterDocumentTextChanged(deps: AppDeps, organizationId: string, documentId: string): Promise<void> {
  const payload = { organization_id: organizationId, document_id: documentId };
  await deps.jobs.send('search.index_document', payload);
  await deps.jobs.send('embeddings.embed_document', payload);
  // A case with a lawyer analysis gets its new version, and its alerts, without anyone asking.
  await deps.jobs.send('lawyer_analysis.refresh', payload);
}
