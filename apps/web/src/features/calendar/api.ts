import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarEventsQuery, CalendarEventsResponse, CalendarFeedCreated, CalendarFeedStatus, CalendarFilters } from '@app/contract';
import { api } from '../../lib/api-client';

/** The calendar API: events by the firm's days, filter choices, and the reader's private feed. */
export const calendarKeys = {
  events: (query: CalendarEventsQuery) => ['calendar', 'events', query] as const,
  filters: ['calendar', 'filters'] as const,
  feed: ['calendar', 'feed'] as const,
};

export function useCalendarEvents(query: CalendarEventsQuery) {
  return useQuery({
    queryKey: calendarKeys.events(query),
    queryFn: () => api.get<CalendarEventsResponse>('/calendar/events', { query: { ...query } }),
    // Moving a month on keeps the last month on screen until the next arrives.
    placeholderData: keepPreviousData,
  });
}

export function useCalendarFilters() {
  return useQuery({ queryKey: calendarKeys.filters, queryFn: () => api.get<CalendarFilters>('/calendar/filters') });
}

export function useFeedStatus() {
  return useQuery({ queryKey: calendarKeys.feed, queryFn: () => api.get<CalendarFeedStatus>('/calendar/feed-token') });
}

export function useCreateFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CalendarFeedCreated>('/calendar/feed-token'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.feed }),
  });
}

export function useRevokeFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<CalendarFeedStatus>('/calendar/feed-token'),
    onSuccess: (status) => queryClient.setQueryData(calendarKeys.feed, status),
  });
}
