import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DocumentAnalysis } from '@app/contract';
import { api } from '../../lib/api-client';

/**
 * A document's analysis. Every read is audited (an analysis reveals the document's contents) and the
 * server prepares one on first read, so it is read only while the panel is open, and not refetched
 * on focus. Its own key root: the documents' invalidations (upload, delete) do not re-read it.
 */
export const documentAnalysisKey = (id: string) => ['document-analysis', id] as const;
const FRESH_MS = 5 * 60_000;

export function useDocumentAnalysis(id: string, enabled: boolean) {
  return useQuery({
    queryKey: documentAnalysisKey(id),
    queryFn: ({ signal }) => api.get<DocumentAnalysis>(`/analysis/document/${id}`, { signal }),
    enabled,
    staleTime: FRESH_MS,
    refetchOnWindowFocus: false,
  });
}

/** Analyse again, ignoring a stored result (`analysis:run`). */
export function useAnalyseDocument(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<DocumentAnalysis>(`/documents/${id}/analyze`, { force: true }),
    retry: false,
    onSuccess: (result) => queryClient.setQueryData(documentAnalysisKey(id), result),
  });
}
