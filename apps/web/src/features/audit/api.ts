import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AuditExportRequest, AuditFilters, AuditQueryResult, AuditStatistics, AuditVerifyResponse, TeamMembersResponse } from '@app/contract';
import { api } from '../../lib/api-client';

export function useAuditLogs(filters: AuditFilters, page: number, pageSize: number, enabled: boolean) {
  return useQuery({
    queryKey: ['audit', 'logs', { ...filters, page, page_size: pageSize }],
    // A failed audit query falls back to empty results (export failures, by contrast, throw).
    queryFn: async ({ signal }): Promise<AuditQueryResult> => {
      try {
        return await api.post<AuditQueryResult>('/audit/logs', { ...filters, page, page_size: pageSize }, { signal });
      } catch (error) {
        if (signal.aborted) throw error;
        console.error('Audit query failed; showing no results', error);
        return { logs: [], total_count: 0, page, page_size: pageSize, has_more: false };
      }
    },
    enabled,
    // Paging and filtering keep the previous page on screen until the next one arrives.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useAuditStatistics(period: Pick<AuditFilters, 'period_start' | 'period_end'>, enabled: boolean) {
  return useQuery({
    queryKey: ['audit', 'statistics', period],
    queryFn: ({ signal }) => api.post<AuditStatistics>('/audit/statistics', period, { signal }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** Walks the firm's whole hash chain on the server: run on demand and cached for the visit. */
export function useChainVerification() {
  return useQuery({
    queryKey: ['audit', 'verify'],
    queryFn: ({ signal }) => api.get<AuditVerifyResponse>('/audit/verify', { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** People for the "User" filter: the directory, including former members who still appear in the trail. */
export function useAuditUsers() {
  return useQuery({
    queryKey: ['team', 'members', { q: '', includeInactive: true }],
    queryFn: ({ signal }) =>
      api.get<z.infer<typeof TeamMembersResponse>>('/team/members', { query: { include_inactive: true }, signal }),
  });
}

export type ExportFormat = z.infer<typeof AuditExportRequest>['format'];

export function useAuditExport() {
  return useMutation({
    mutationFn: ({ format, filters }: { format: ExportFormat; filters: AuditFilters }) =>
      api.post<Blob>('/audit/export', { ...filters, format }, { responseType: 'blob' }),
    // Each export writes an audit row; a silent retry would record two exports.
    retry: false,
  });
}
