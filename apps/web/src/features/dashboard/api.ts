import { useQuery } from '@tanstack/react-query';
import type { AuditQueryResult, Organization } from '@app/contract';
import { api } from '../../lib/api-client';

export const RECENT_ACTIVITY_SIZE = 8;

export function useFirm() {
  return useQuery({ queryKey: ['organization'], queryFn: () => api.get<Organization>('/organization') });
}

/** The newest events of the firm's audit trail (associate and above may read it). */
export function useRecentActivity(enabled: boolean) {
  return useQuery({
    queryKey: ['audit', 'logs', { page: 1, page_size: RECENT_ACTIVITY_SIZE }],
    queryFn: () => api.post<AuditQueryResult>('/audit/logs', { page: 1, page_size: RECENT_ACTIVITY_SIZE }),
    enabled,
    // Activity is the point of this card: a minute-old list is stale enough.
    staleTime: 60_000,
  });
}
