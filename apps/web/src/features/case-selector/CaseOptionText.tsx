import type { Case } from '@app/contract';

/** The second line of a case option: client, then docket number when there is one. */
export function clientAndDocket(item: Pick<Case, 'client_name' | 'docket_number'>): string {
  return item.docket_number ? `${item.client_name} · ${item.docket_number}` : item.client_name;
}
