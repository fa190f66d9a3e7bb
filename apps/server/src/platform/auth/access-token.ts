import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { isRole, type Role } from '@app/contract';

export interface AccessClaims {
  sub: string;
  sid: string;
  org: string;
  role: Role;
  exp: number;
}

/** HS256 JWTs: header has alg, payload sub and exp (spec §5's structure check). */
export class AccessTokens {
  private readonly key: Uint8Array;
  constructor(secret: string, readonly ttlSeconds: number) {
    this.key = new TextEncoder().encode(secret);
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
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (payload.typ !== 'access' || typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
      if (typeof payload.org !== 'string' || !isRole(payload.role) || typeof payload.exp !== 'number') return null;
      return { sub: payload.sub, sid: payload.sid, org: payload.org, role: payload.role, exp: payload.exp };
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
