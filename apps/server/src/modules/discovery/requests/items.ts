import type { DiscoveryRequestItemInput, ItemResponseStatus } from '@app/contract';
import { fieldError } from '../../../platform/http/errors.js';
import type { DiscoveryRequestItemRow } from '../../../db/schema/index.js';

/*
 * The numbered items of a request. A number defaults to the item's position ("Request No. 3" is
 * the third); two items with one number are refused, since responses cite items by number.
 */

export interface NumberedItem {
  number: number;
  text: string;
  /** undefined: keep what the item had (a PUT that only renumbers or retypes keeps the answers). */
  response: string | null | undefined;
  objections: string | null | undefined;
  responseStatus: ItemResponseStatus | undefined;
}

const blankToNull = (v: string | null | undefined): string | null | undefined => (v === undefined ? undefined : v || null);

/** Numbers the items (defaulting to position) and refuses duplicate numbers with a 400 on `items`. */
export function numberItems(items: readonly DiscoveryRequestItemInput[]): NumberedItem[] {
  const numbered = items.map((item, i) => ({
    number: item.number ?? i + 1,
    text: item.text,
    response: blankToNull(item.response),
    objections: blankToNull(item.objections),
    responseStatus: item.response_status,
  }));
  const seen = new Map<number, number>();
  const duplicates = new Set<number>();
  for (const item of numbered) {
    seen.set(item.number, (seen.get(item.number) ?? 0) + 1);
    if ((seen.get(item.number) ?? 0) > 1) duplicates.add(item.number);
  }
  if (duplicates.size > 0) {
    const list = [...duplicates].sort((a, b) => a - b).map((n) => `No. ${n}`);
    throw fieldError('items', `Each item needs its own number: ${list.join(', ')} ${list.length === 1 ? 'is' : 'are'} used more than once (an item without a number takes its position)`);
  }
  return numbered;
}

/** What replacing the list does: items whose number stays keep their id (and answers unless given). */
export interface ItemPlan {
  insert: NumberedItem[];
  update: { id: string; item: NumberedItem }[];
  remove: string[];
}

export function planItems(existing: readonly DiscoveryRequestItemRow[], next: readonly NumberedItem[]): ItemPlan {
  const byNumber = new Map(existing.map((row) => [row.number, row]));
  const plan: ItemPlan = { insert: [], update: [], remove: [] };
  const kept = new Set<string>();
  for (const item of next) {
    const row = byNumber.get(item.number);
    if (row) {
      kept.add(row.id);
      plan.update.push({ id: row.id, item });
    } else {
      plan.insert.push(item);
    }
  }
  plan.remove = existing.filter((row) => !kept.has(row.id)).map((row) => row.id);
  return plan;
}

/** True when the stored item already says what `item` says (no write, no audit). */
export function itemUnchanged(row: DiscoveryRequestItemRow, item: NumberedItem): boolean {
  return (
    row.text === item.text &&
    (item.response === undefined || item.response === row.response) &&
    (item.objections === undefined || item.objections === row.objections) &&
    (item.responseStatus === undefined || item.responseStatus === row.responseStatus)
  );
}
