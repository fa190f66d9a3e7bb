import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BATCH_FINISHED_STATES,
  type BatchConcurrencySetting,
  type BatchConfiguration,
  type BatchCostSavings,
  type BatchJob,
  type BatchJobDetail,
  type BatchStats,
  type BatchSubmitRequest,
  type BatchTaskTypes,
} from '@app/contract';
import { api } from '../../lib/api-client';

/** The batch API (/batch), administrators only: the system page's Batch jobs card. */
export const batchKeys = {
  all: ['batch'] as const,
  stats: ['batch', 'stats'] as const,
  taskTypes: ['batch', 'task-types'] as const,
  config: ['batch', 'configure'] as const,
  savings: ['batch', 'cost-savings'] as const,
};

/** While a batch runs its progress moves every second or so; otherwise the page's 10 s refresh is enough. */
export const ACTIVE_POLL_MS = 1500;
const IDLE_POLL_MS = 10_000;

export const isOpen = (job: Pick<BatchJob, 'state'>) => !BATCH_FINISHED_STATES.includes(job.state);

export function useBatchStats() {
  return useQuery({
    queryKey: batchKeys.stats,
    queryFn: ({ signal }) => api.get<BatchStats>('/batch/stats', { signal }),
    refetchInterval: (query) => (query.state.data?.recent_jobs.some(isOpen) ? ACTIVE_POLL_MS : IDLE_POLL_MS),
    refetchIntervalInBackground: false,
  });
}

export function useBatchTaskTypes() {
  return useQuery({ queryKey: batchKeys.taskTypes, queryFn: ({ signal }) => api.get<BatchTaskTypes>('/batch/task-types', { signal }) });
}

export function useBatchConfiguration() {
  return useQuery({ queryKey: batchKeys.config, queryFn: ({ signal }) => api.get<BatchConfiguration>('/batch/configure', { signal }) });
}

export function useBatchCostSavings() {
  return useQuery({ queryKey: batchKeys.savings, queryFn: ({ signal }) => api.get<BatchCostSavings>('/batch/cost-savings', { signal }) });
}

function useInvalidateBatches() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: batchKeys.all });
}

export function useSubmitBatch() {
  const invalidate = useInvalidateBatches();
  return useMutation({ mutationFn: (body: BatchSubmitRequest) => api.post<BatchJob>('/batch/submit', body), retry: false, onSettled: invalidate });
}

export function useCancelBatch() {
  const invalidate = useInvalidateBatches();
  return useMutation({ mutationFn: (id: string) => api.post<BatchJobDetail>(`/batch/job/${id}/cancel`), retry: false, onSettled: invalidate });
}

export function useConfigureBatches() {
  const invalidate = useInvalidateBatches();
  return useMutation({
    mutationFn: (settings: BatchConcurrencySetting[]) => api.post<BatchConfiguration>('/batch/configure', { settings }),
    retry: false,
    onSettled: invalidate,
  });
}
