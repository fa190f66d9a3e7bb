/** The /discovery screen's place in the URL: `?tab=` and `?request=` (the open request), so reloads and links land back. */
export const DISCOVERY_TABS = [
  { id: 'requests', label: 'Requests' },
  { id: 'review', label: 'Review' },
  { id: 'productions', label: 'Productions' },
  { id: 'incoming', label: 'Incoming' },
  { id: 'privilege-log', label: 'Privilege log' },
] as const;
export type DiscoveryTabId = (typeof DISCOVERY_TABS)[number]['id'];

const isTab = (value: string | null): value is DiscoveryTabId => DISCOVERY_TABS.some((t) => t.id === value);

export function tabFromParams(params: URLSearchParams): DiscoveryTabId {
  const tab = params.get('tab');
  return isTab(tab) ? tab : 'requests';
}

/** Another tab; the review tab may be given the request to review against. */
export function paramsForTab(current: URLSearchParams, tab: DiscoveryTabId, requestId?: string): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete('request');
  if (tab === 'requests') next.delete('tab');
  else next.set('tab', tab);
  if (tab === 'review' && requestId) next.set('for', requestId);
  else if (tab !== 'review') next.delete('for');
  return next;
}

export function paramsWithRequest(current: URLSearchParams, requestId: string | null): URLSearchParams {
  const next = new URLSearchParams(current);
  if (requestId) next.set('request', requestId);
  else next.delete('request');
  return next;
}
