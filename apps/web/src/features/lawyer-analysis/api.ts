import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LawyerAlert, LawyerAlertList, LawyerAnalysis, RunLawyerAnalysisResponse } from '@app/contract';
import { ApiError, api } from '../../lib/api-client';

/**
 * A case's lawyer analysis (/lawyer-analysis). Reads are audited on the server, so they run
 * only while the tab is open and are not refetched on focus.
 */
const root = (caseId: string) => ['lawyer-analysis', caseId] as const;
const latestKey = (caseId: string) => [...root(caseId), 'latest'] as const;
const alertsKey = (caseId: string) => [...root(caseId), 'alerts'] as const;
const path = (caseId: string) => `/lawyer-analysis/cases/${caseId}`;
const FRESH_MS = 60_000;
/** The server's code for a case with no analysis yet (a missing case is plain not_found). */
export const NONE_YET = 'no_lawyer_analysis';

/** The newest analysis, or null when none was run yet (the server's 404 for that case is not an error here). */
export function useLatestLawyerAnalysis(caseId: string) {
  return useQuery({
    queryKey: latestKey(caseId),
    queryFn: async ({ signal }) => {
      try {
        return await api.get<LawyerAnalysis>(`${path(caseId)}/lawyer-analysis/latest`, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404 && error.code === NONE_YET) return null;
        throw error;
      }
    },
    staleTime: FRESH_MS,
    refetchOnWindowFocus: false,
  });
}

export function useLawyerAlerts(caseId: string) {
  return useQuery({
    queryKey: alertsKey(caseId),
    queryFn: ({ signal }) => api.get<LawyerAlertList>(`${path(caseId)}/alerts`, { signal }),
    staleTime: FRESH_MS,
    refetchOnWindowFocus: false,
  });
}

/** Build the analysis (`analysis:run`); the server returns the stored one when nothing changed. */
export function useRunLawyerAnalysis(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<RunLawyerAnalysisResponse>(`${path(caseId)}/lawyer-analysis`, {}),
    retry: false,
    onSuccess: (result) => {
      queryClient.setQueryData(latestKey(caseId), result);
      if (result.new_alerts > 0) void queryClient.invalidateQueries({ queryKey: alertsKey(caseId) });
    },
  });
}

export function useAcknowledgeAlert(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alertId: string) => api.post<LawyerAlert>(`${path(caseId)}/alerts/${alertId}/acknowledge`),
    retry: false,
    onSuccess: (alert) =>
      queryClient.setQueryData<LawyerAlertList>(alertsKey(caseId), (list) =>
        list ? { ...list, alerts: list.alerts.filter((a) => a.id !== alert.id), unacknowledged: Math.max(0, list.unacknowledged - 1) } : list,
      ),
  });
}
