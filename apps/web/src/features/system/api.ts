import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AiEnginesStatus, HealthResponse, ReadinessResponse } from '@app/contract';
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

export function useMetricsText() {
  return useQuery({
    queryKey: ['system', 'metrics'],
    queryFn: ({ signal }) => api.get<string>('/metrics', { signal, responseType: 'text' }),
    ...live,
  });
}

/** Language model, embedding engine, vector index and embedding progress (GET /search/engines). */
export function useAiEngines() {
  return useQuery({ queryKey: ['system', 'ai-engines'], queryFn: ({ signal }) => api.get<AiEnginesStatus>('/search/engines', { signal }), ...live });
}
