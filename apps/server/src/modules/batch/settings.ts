import { eq } from 'drizzle-orm';
import { BATCH_TASK_TYPES, DEFAULT_BATCH_CONCURRENCY, type BatchConcurrencySetting, type BatchTaskType } from '@app/contract';
import type { Db, Tx } from '../../db/client.js';
import { batchSettings } from '../../db/schema/index.js';

/** Each task type's concurrency for a firm: its stored setting, else the default. */
export async function concurrencyByType(db: Db | Tx, organizationId: string): Promise<Record<BatchTaskType, number>> {
  const rows = await db.select().from(batchSettings).where(eq(batchSettings.organizationId, organizationId));
  const stored = new Map(rows.map((r) => [r.taskType, r.concurrency]));
  return Object.fromEntries(BATCH_TASK_TYPES.map((t) => [t, stored.get(t) ?? DEFAULT_BATCH_CONCURRENCY])) as Record<BatchTaskType, number>;
}

export const settingsList = (byType: Record<BatchTaskType, number>): BatchConcurrencySetting[] =>
  BATCH_TASK_TYPES.map((task_type) => ({ task_type, concurrency: byType[task_type] }));
