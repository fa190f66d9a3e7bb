import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AllCaseInsightsResponse, DashboardStats, InsightsResponse, Organization, RecentActivity } from '@app/contract';
import { api } from '../../lib/api-client';

export const RECENT_ACTIVITY_SIZE = 8;
/** How many insights the dashboard lists (the bell shows the first three). */
export const DASHBOARD_INSIGHTS_LIMIT = 20;
/** The most GET /dashboard/insights returns at once (contract InsightsQuery). */
export const INSIGHTS_LIMIT_MAX = 200;
/** Twelve weeks: a quarter, enough to see a trend without crowding a phone. */
export const DASHBOARD_CHART_WEEKS = 12;
// Insights and figures move with the day's work, not by the second: a minute-old answer is fine.
const DASHBOARD_STALE_MS = 60_000;

export function useFirm() {
  return useQuery({ queryKey: ['organization'], queryFn: () => api.get<Organization>('/organization') });
}

/**
 * The newest audit events the caller may read (associate and above): the server applies the same
 * ethical walls as the audit trail, so rows about cases the caller cannot see never arrive.
 */
export function useRecentActivity(enabled: boolean) {
  return useQuery({
    queryKey: ['audit', 'recent-activity', { limit: RECENT_ACTIVITY_SIZE }],
    queryFn: () => api.get<RecentActivity>('/dashboard/recent-activity', { query: { limit: RECENT_ACTIVITY_SIZE } }),
    enabled,
    // Activity is the point of this card: a minute-old list is stale enough.
    staleTime: 60_000,
  });
}

/** Figures and weekly charts over the cases the caller may see. */
export function useDashboardStats() {
  return useQuery({
    queryKey: ['dashboard', 'stats', { weeks: DASHBOARD_CHART_WEEKS }],
    queryFn: () => api.get<DashboardStats>('/dashboard/stats', { query: { weeks: DASHBOARD_CHART_WEEKS } }),
    staleTime: DASHBOARD_STALE_MS,
  });
}

/** The caller's insights, most urgent first (the server orders them). */
export function useInsights(limit: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['dashboard', 'insights', { limit }],
    queryFn: () => api.get<InsightsResponse>('/dashboard/insights', { query: { limit } }),
    enabled,
    // Unfolding more keeps the list on screen while the longer one loads.
    placeholderData: keepPreviousData,
    staleTime: DASHBOARD_STALE_MS,
  });
}

/**
 * The caller's insights grouped by case, the case with the most urgent one first (the server groups
 * and orders them). Only loaded while the by-case view is shown: it reads every insight, not a page.
 */
export function useAllCaseInsights({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: ['dashboard', 'all-case-insights'],
    queryFn: () => api.get<AllCaseInsightsResponse>('/dashboard/all-case-insights'),
    enabled,
    staleTime: DASHBOARD_STALE_MS,
  });
}
