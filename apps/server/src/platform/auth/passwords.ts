import { hash, verify } from '@node-rs/argon2';
import { zxcvbn, zxcvbnOptions } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import { PASSWORD_MIN_LENGTH } from '@app/contract';

zxcvbnOptions.setOptions({
  dictionary: { ...common.dictionary, ...en.dictionary },
  graphs: common.adjacencyGraphs,
  translations: en.translations,
});

/** argon2id with the library's defaults (~13 ms a hash on these machines). */
export const hashPassword = (password: string) => hash(password, { algorithm: 2 });

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  // Without a stored hash still spend the time of a verify, so timing does not reveal accounts.
  if (!stored) {
    await verify(await dummyHash(), password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
let dummy: Promise<string> | undefined;
const dummyHash = () => (dummy ??= hashPassword('timing-equaliser-not-a-password'));

/**
 * Why a password is too weak, or null when acceptable. Score 3 of 4 ("safely unguessable")
 * and the minimum length; names and e-mail of the person are treated as guessable.
 */
export function passwordWeakness(password: string, personal: string[] = []): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  const result = zxcvbn(password, personal.flatMap((p) => p.split(/[\s@.]+/)).filter((p) => p.length > 2));
  if (result.score >= 3) return null;
  const hint = result.feedback.warning || result.feedback.suggestions[0];
  return `Password is too easy to guess${hint ? `: ${hint}` : ''}`;
}
