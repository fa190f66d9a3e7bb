import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { oidcRequests } from '../../db/schema/index.js';

/** How long a person has to finish signing in at the provider. */
export const FLOW_TTL_SECONDS = 10 * 60;

export interface PendingFlow {
  state: string;
  codeVerifier: string;
  nonce: string;
  returnTo: string | null;
}

/** Remembers a sign-in in flight server side; abandoned ones are swept on the way. */
export async function saveFlow(db: Db, flow: PendingFlow): Promise<void> {
  await db.delete(oidcRequests).where(lt(oidcRequests.expiresAt, sql`now()`));
  await db.insert(oidcRequests).values({ ...flow, expiresAt: new Date(Date.now() + FLOW_TTL_SECONDS * 1000) });
}

/** Takes a flow out in one statement, so a state can be used once even under concurrent callbacks. */
export async function takeFlow(db: Db, state: string): Promise<PendingFlow | null> {
  const [row] = await db.delete(oidcRequests).where(eq(oidcRequests.state, state)).returning();
  if (!row || row.expiresAt.getTime() <= Date.now()) return null;
  return { state: row.state, codeVerifier: row.codeVerifier, nonce: row.nonce, returnTo: row.returnTo };
}
