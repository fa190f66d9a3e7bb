import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { userTokens } from '../../db/schema/index.js';
import { randomToken, sha256 } from '../../platform/auth/crypto.js';

type Purpose = 'password_reset' | 'email_verify' | 'oidc_ticket';

/** Creates a single-use token; only its hash is stored. Earlier unused ones of that purpose die. */
export async function createOneTimeToken(tx: DbOrTx, userId: string, purpose: Purpose, ttlSeconds: number): Promise<string> {
  await tx
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
  const token = randomToken(32);
  await tx.insert(userTokens).values({
    userId,
    purpose,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  });
  return token;
}

/** Spends a token: returns its user id once, then never again. */
export async function consumeOneTimeToken(tx: DbOrTx, token: string, purpose: Purpose): Promise<string | null> {
  const [spent] = await tx
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(userTokens.tokenHash, sha256(token)),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: userTokens.userId });
  return spent?.userId ?? null;
}
