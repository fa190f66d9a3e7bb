import { hash, verify } from '@node-rs/argon2';
import { zxcvbn, zxcvbnOptions } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import { PASSWORD_MIN_LENGTH } from '@app/contract';

/**
 * zxcvbn's work grows steeply with length and with characters that have l33t readings ('@', '$',
 * '1', '0', ...): a 256-character password made of them took 155 s in one synchronous call, the
 * whole server stalled meanwhile, and signup is public. zxcvbn-ts 3.0.4's synchronous zxcvbn()
 * ignores its own maxLength, so a password is judged on its first 64 characters (one whose first
 * 64 are unguessable is unguessable) with at most 6 l33t substitutions tried: 0.2 s at worst here.
 */
export const JUDGED_PASSWORD_LENGTH = 64;

zxcvbnOptions.setOptions({
  dictionary: { ...common.dictionary, ...en.dictionary },
  graphs: common.adjacencyGraphs,
  translations: en.translations,
  maxLength: JUDGED_PASSWORD_LENGTH,
  l33tMaxSubstitutions: 6,
});

/**
 * How many hashes and verifications this process has computed. Tests read it to show that a
 * request for an unknown address does the same password work as one for a real account, which
 * wall-clock times cannot show reliably.
 */
export const passwordWork = { hashes: 0, verifications: 0 };

/** argon2id with the library's defaults (~13 ms a hash on these machines). */
export const hashPassword = (password: string) => {
  passwordWork.hashes++;
  return hash(password, { algorithm: 2 });
};

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  passwordWork.verifications++;
  // Without a stored hash still spend the time of a verify, so timing does not reveal accounts.
  if (!stored) {
    await verify(await dummyHash(), password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
let dummy: Promise<string> | undefined;
const dummyHash = () => (dummy ??= hash('timing-equaliser-not-a-password', { algorithm: 2 }));

/**
 * Why a password is too weak, or null when acceptable. Score 3 of 4 ("safely unguessable")
 * and the minimum length (12, ASVS 2.1.1); names and e-mail of the person are treated as
 * guessable. No composition rules (ASVS 2.1.9): length plus guessability is what counts. Only
 * setting a password is judged (signup, reset, change, invitation): sign-in just verifies the
 * stored hash, so accounts whose password predates the 12-character minimum keep signing in.
 */
export function passwordWeakness(password: string, personal: string[] = []): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  const judged = password.slice(0, JUDGED_PASSWORD_LENGTH);
  const result = zxcvbn(judged, personal.flatMap((p) => p.split(/[\s@.]+/)).filter((p) => p.length > 2));
  if (result.score >= 3) return null;
  const hint = result.feedback.warning || result.feedback.suggestions[0];
  return `Password is too easy to guess${hint ? `: ${hint}` : ''}`;
}
