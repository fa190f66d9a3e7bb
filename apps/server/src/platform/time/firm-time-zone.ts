import { eq } from 'drizzle-orm';
import { DEFAULT_FIRM_TIME_ZONE } from '@app/contract';
import type { DbOrTx } from '../../db/client.js';
import { organizations } from '../../db/schema/index.js';

/**
 * The IANA zone a firm counts its calendar days in ("today", days to a deadline): its setting on
 * /organization. Every server count of days goes through the contract's deadline-days.ts with it,
 * as the web does with the same setting.
 */
export async function firmTimeZone(db: DbOrTx, organizationId: string): Promise<string> {
  const [row] = await db.select({ timeZone: organizations.timeZone }).from(organizations).where(eq(organizations.id, organizationId)).limit(1);
  return row?.timeZone ?? DEFAULT_FIRM_TIME_ZONE;
}
