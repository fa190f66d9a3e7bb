import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AiEnginesStatus,
  ApiMetricsResponse,
  DocumentsMetricsResponse,
  ErrorsResponse,
  HealthResponse,
  LlmResponse,
  LogLevel,
  MetricsClearResponse,
  MetricsSummary,
  QueuesResponse,
  ReadinessResponse,
  RecentLogsResponse,
} from '@app/contract';
import { ApiError, api } from '../../lib/api-client';

/** The page polls every 10 s while it is visible (a hidden tab does not poll: nobody is looking). */
export const REFRESH_MS = 10_000;

export type Health = z.infer<typeof HealthResponse>;

const live = { refetchInterval: REFRESH_MS, refetchIntervalInBackground: false, staleTime: 0, retry: 1 } as const;

export function useHealth() {
  return useQuery({ queryKey: ['system', 'health'], queryFn: ({ signal }) => api.get<Health>('/health/', { signal }), ...live });
}

function isReadiness(body: unknown): body is ReadinessResponse {
  return typeof body === 'object' && body !== null && 'checks' in body && 'failed' in body;
}

/** 503 is an answer here, not a failure: it says which dependency is down. */
export function useReadiness() {
  return useQuery({
    queryKey: ['system', 'ready'],
    queryFn: async ({ signal }) => {
      try {
        return await api.get<ReadinessResponse>('/health/ready', { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 503 && isReadiness(error.body)) return error.body;
        throw error;
      }
    },
    ...live,
  });
}

/**
 * Headline figures in the caller's scope: the whole server for its operator, else the caller's
 * firm (the Prometheus scrape at /metrics is every firm's traffic, so the page does not read it).
 */
export function useMetricsSummary() {
  return useQuery({ queryKey: ['system', 'summary'], queryFn: ({ signal }) => api.get<MetricsSummary>('/metrics/summary', { signal }), ...live });
}

/** Language model, embedding engine, vector index and embedding progress (GET /search/engines). */
export function useAiEngines() {
  return useQuery({ queryKey: ['system', 'ai-engines'], queryFn: ({ signal }) => api.get<AiEnginesStatus>('/search/engines', { signal }), ...live });
}

/* System status figures (/metrics/* and /engineering/*), polled like the rest of the page. */

export function useQueueMetrics() {
  return useQuery({ queryKey: ['system', 'queues'], queryFn: ({ signal }) => api.get<QueuesResponse>('/metrics/queues', { signal }), ...live });
}

export function useLlmMetrics() {
  return useQuery({ queryKey: ['system', 'llm'], queryFn: ({ signal }) => api.get<LlmResponse>('/metrics/llm', { signal }), ...live });
}

export function useDocumentMetrics() {
  return useQuery({ queryKey: ['system', 'documents'], queryFn: ({ signal }) => api.get<DocumentsMetricsResponse>('/metrics/documents', { signal }), ...live });
}

export function useApiMetrics() {
  return useQuery({ queryKey: ['system', 'api'], queryFn: ({ signal }) => api.get<ApiMetricsResponse>('/metrics/api', { signal }), ...live });
}

export function useErrorGroups() {
  return useQuery({ queryKey: ['system', 'errors'], queryFn: ({ signal }) => api.get<ErrorsResponse>('/engineering/errors', { signal }), ...live });
}

export interface LogFilter {
  level: LogLevel;
  q: string;
}

export function useRecentLogs(filter: LogFilter) {
  const params = new URLSearchParams({ level: filter.level, limit: '100' });
  if (filter.q.trim()) params.set('q', filter.q.trim());
  return useQuery({
    queryKey: ['system', 'logs', filter.level, filter.q.trim()],
    queryFn: ({ signal }) => api.get<RecentLogsResponse>(`/engineering/logs/recent?${params.toString()}`, { signal }),
    ...live,
  });
}

/** Resets the server's in-process counters (the operator's; audited); every figure on the page reloads. */
export function useClearMetrics() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<MetricsClearResponse>('/metrics/clear'),
    onSuccess: () => client.invalidateQueries({ queryKey: ['system'] }),
  });
}
