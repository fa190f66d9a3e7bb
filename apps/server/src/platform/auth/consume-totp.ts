import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users, type UserRow } from '../../db/schema/index.js';
import { decryptSecret } from './crypto.js';
import { totpStep } from './totp.js';

/**
 * Accepts a TOTP code at most once: the code's time step must be newer than the last accepted
 * one, recorded by a conditional update so two concurrent requests cannot both spend it.
 */
export async function consumeTotp(db: DbOrTx, encryptionKey: Buffer, user: UserRow, code: string): Promise<boolean> {
  if (!user.totpSecretEnc) return false;
  const step = totpStep(decryptSecret(encryptionKey, user.totpSecretEnc), code);
  if (step === null) return false;
  const spent = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return spent.length === 1;
}
