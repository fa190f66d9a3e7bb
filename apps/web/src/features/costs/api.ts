import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AddModelPriceRequest,
  Budget,
  BudgetAlert,
  BudgetAlertList,
  BudgetList,
  CostGrouping,
  CostReport,
  ModelPriceEntry,
  ModelPriceList,
  SetBudgetRequest,
} from '@app/contract';
import { api } from '../../lib/api-client';
import { downloadBlob } from '../../components/download';
import type { CostPeriod } from './cost-period';

/** Whose costs a report shows: the firm's (partners and above), one user's, or the caller's own. */
export type CostScope = { kind: 'firm' } | { kind: 'user'; userId: string } | { kind: 'mine' };

export interface CostQuery extends CostPeriod {
  group_by: CostGrouping;
}

const BASE = '/cost-analytics';
const reportPath = (scope: CostScope) =>
  scope.kind === 'firm' ? `${BASE}/organization/summary` : scope.kind === 'user' ? `${BASE}/user/${scope.userId}` : `${BASE}/my-usage`;
const exportPath = (scope: CostScope) =>
  scope.kind === 'firm' ? `${BASE}/organization/export` : scope.kind === 'user' ? `${BASE}/user/${scope.userId}/export` : `${BASE}/my-usage/export`;

export const costKeys = {
  all: ['costs'] as const,
  report: (scope: CostScope, query: CostQuery) => ['costs', 'report', scope, query] as const,
  alerts: ['costs', 'alerts'] as const,
  budgets: ['costs', 'budgets'] as const,
  prices: ['costs', 'prices'] as const,
};

export function useCostReport(scope: CostScope, query: CostQuery) {
  return useQuery({
    queryKey: costKeys.report(scope, query),
    queryFn: () => api.get<CostReport>(reportPath(scope), { query: { ...query } }),
    placeholderData: (previous) => previous,
  });
}

/** Downloads the report's chart as CSV: the same rows, one per day or month. */
export function useDownloadCostCsv(scope: CostScope) {
  return useMutation({
    mutationFn: async (query: CostQuery) => {
      const blob = await api.get<Blob>(exportPath(scope), { query: { from: query.from, to: query.to, interval: query.interval }, responseType: 'blob' });
      const who = scope.kind === 'firm' ? 'firm' : scope.kind === 'user' ? 'user' : 'my-usage';
      downloadBlob(`ai-costs-${who}-${query.from}-to-${query.to}.csv`, blob);
    },
    retry: false,
  });
}

export function useBudgetAlerts() {
  return useQuery({ queryKey: costKeys.alerts, queryFn: () => api.get<BudgetAlertList>(`${BASE}/alerts`) });
}

export function useAcknowledgeAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alertId: string) => api.post<BudgetAlert>(`${BASE}/alerts/${alertId}/acknowledge`),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: costKeys.alerts }),
  });
}

export function useBudgets() {
  return useQuery({ queryKey: costKeys.budgets, queryFn: () => api.get<BudgetList>(`${BASE}/budgets`) });
}

/** A budget change can raise alerts at once: budgets, alerts and reports are all refreshed. */
export function useSetBudget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SetBudgetRequest) => api.put<Budget>(`${BASE}/budgets`, request),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: costKeys.all }),
  });
}

export function useDeleteBudget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (budgetId: string) => api.delete<Budget>(`${BASE}/budgets/${budgetId}`),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: costKeys.all }),
  });
}

export function usePrices() {
  return useQuery({ queryKey: costKeys.prices, queryFn: () => api.get<ModelPriceList>(`${BASE}/prices`) });
}

export function useAddPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AddModelPriceRequest) => api.post<ModelPriceEntry>(`${BASE}/prices`, request),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: costKeys.prices }),
  });
}
