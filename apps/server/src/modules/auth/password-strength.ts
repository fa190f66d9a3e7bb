import { passwordWeakness } from '../../platform/auth/passwords.js';
import { fieldError } from '../../platform/http/errors.js';

/** A 400 naming the field when a new password is too weak (length, guessability, the person's names). */
export function assertStrongPassword(password: string, personal: string[], field = 'password'): void {
  const weakness = passwordWeakness(password, personal);
  if (weakness) throw fieldError(field, weakness);
}
