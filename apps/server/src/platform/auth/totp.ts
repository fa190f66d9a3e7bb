import { authenticator } from 'otplib';
import QRCode from 'qrcode';
import { PRODUCT_NAME, RECOVERY_CODE_COUNT } from '@app/contract';
import { randomBytes } from 'node:crypto';
import { sha256 } from './crypto.js';

// One step either side tolerates a phone clock that is 30 s off.
authenticator.options = { window: 1 };

export const ISSUER = PRODUCT_NAME;

export const newTotpSecret = () => authenticator.generateSecret(20);

export async function totpEnrolment(email: string, secret: string) {
  const otpauthUrl = authenticator.keyuri(email, ISSUER, secret);
  const qrCodeDataUrl = await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 220 });
  return { otpauthUrl, qrCodeDataUrl };
}

const STEP_SECONDS = 30;

/** The time step a code belongs to (within the ±1 window), or null when it is not valid now. */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const clean = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(clean)) return null;
  const delta = authenticator.checkDelta(clean, secret);
  return delta === null ? null : Math.floor(now / 1000 / STEP_SECONDS) + delta;
}

/** Ten codes like "7h3k-9q2m": shown once, stored as hashes, each usable once. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(8);
    const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}`;
  });
  return { codes, hashes: codes.map(hashRecoveryCode) };
}

export const hashRecoveryCode = (code: string) => sha256(code.trim().toLowerCase().replace(/\s+/g, ''));

/** For tests and the e2e: the current code for a secret. */
export const currentTotp = (secret: string) => authenticator.generate(secret);
