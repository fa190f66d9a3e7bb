import { createSecretKey, type KeyObject } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { isRole, type Role } from '@app/contract';

export interface AccessClaims {
  sub: string;
  sid: string;
  org: string;
  role: Role;
  exp: number;
}

/** Bounds the memo of verified tokens; when full it starts over (tokens live 30 minutes anyway). */
const MAX_VERIFIED = 10_000;

/** HS256 JWTs: header has alg, payload sub and exp (what the web's token structure check expects). */
export class AccessTokens {
  /** Imported once: handing jose raw bytes made it import the key again for every request. */
  private readonly key: KeyObject;
  /**
   * Tokens that already passed verification, so a client's repeated requests skip the
   * signature check (a third of an authenticated request's CPU before). Whether a token is valid
   * depends only on its bytes, the key and the clock, so a hit re-checks only the expiry.
   * Invalid tokens are never stored, so garbage cannot fill it.
   */
  private readonly verified = new Map<string, AccessClaims>();

  constructor(secret: string, readonly ttlSeconds: number) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  sign(claims: Omit<AccessClaims, 'exp'>): Promise<string> {
    return new SignJWT({ sid: claims.sid, org: claims.org, role: claims.role, typ: 'access' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /** Returns the claims, or null for anything invalid or expired. */
  async verify(token: string): Promise<AccessClaims | null> {
    const known = this.verified.get(token);
    if (known) {
      // jose's rule: a token is expired once exp <= now (whole seconds, no tolerance).
      if (known.exp > Math.floor(Date.now() / 1000)) return { ...known };
      this.verified.delete(token);
      return null;
    }
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (payload.typ !== 'access' || typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
      if (typeof payload.org !== 'string' || !isRole(payload.role) || typeof payload.exp !== 'number') return null;
      const claims: AccessClaims = { sub: payload.sub, sid: payload.sid, org: payload.org, role: payload.role, exp: payload.exp };
      if (this.verified.size >= MAX_VERIFIED) this.verified.clear();
      this.verified.set(token, claims);
      return { ...claims };
    } catch (err) {
      if (err instanceof joseErrors.JOSEError) return null;
      throw err;
    }
  }

  /** Short-lived signed blobs for multi-step flows (the 2FA challenge), never usable as access. */
  signPurpose(purpose: string, subject: string, ttlSeconds: number, extra: Record<string, string> = {}) {
    return new SignJWT({ ...extra, typ: purpose })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(subject)
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(this.key);
  }

  async verifyPurpose(purpose: string, token: string): Promise<{ sub: string; extra: Record<string, unknown> } | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (payload.typ !== purpose || typeof payload.sub !== 'string') return null;
      return { sub: payload.sub, extra: payload };
    } catch {
      return null;
    }
  }
}
