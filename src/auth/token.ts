import { createHash, createSecretKey, randomBytes, randomUUID, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { ROLES, type Role } from './actor';
import { isUuid } from '../validation';
import { setNewest } from '../bounded';

export type AccessClaims = { sub: string; email: string; role: Role; tenantId: string; iat: number; exp: number; jti: string };

export type TokenOptions = { secret: string; issuer: string; audience: string; accessTtlSeconds: number };

export const CLOCK_SKEW_SECONDS = 30;

/** Distinct access tokens remembered as verified (the oldest is forgotten first); a few hundred bytes each. */
export const VERIFIED_TOKENS = 2_000;

export class TokenService {
  // A KeyObject, not the string: jsonwebtoken tries to parse a string secret as a PEM key on every call (~350 us).
  private readonly key: KeyObject;
  /**
   * Tokens already verified, by their exact text, with their claims. Verifying again (HMAC, base64 and JSON
   * parsing) was a tenth of a read's CPU; the exact text cannot be produced without the key, and the expiry is
   * still checked on every use, with the same tolerance.
   */
  private readonly verified = new Map<string, AccessClaims>();

  constructor(private readonly opts: TokenOptions) {
    if (Buffer.byteLength(opts.secret) < 32) throw new Error('JWT secret must have at least 32 bytes');
    this.key = createSecretKey(Buffer.from(opts.secret));
  }

  get accessTtlSeconds(): number {
    return this.opts.accessTtlSeconds;
  }

  signAccess(user: { id: string; email: string; role: Role; tenantId: string }): string {
    return jwt.sign({ email: user.email, role: user.role, tenantId: user.tenantId }, this.key, {
      algorithm: 'HS256',
      subject: user.id,
      issuer: this.opts.issuer,
      audience: this.opts.audience,
      expiresIn: this.opts.accessTtlSeconds,
      jwtid: randomUUID(),
    });
  }

  /** Verified claims, or null. `ignoreExpiration` serves the refresh exchange, where the access token may have expired. */
  verifyAccess(token: string, { ignoreExpiration = false } = {}): AccessClaims | null {
    const known = this.verified.get(token);
    if (known && (ignoreExpiration || unexpired(known))) return known;
    if (known) this.verified.delete(token);
    const claims = this.verify(token, ignoreExpiration);
    // An expired token accepted for a refresh exchange is not remembered as valid; nor one with a start time (nbf),
    // whose verdict depends on when it is used (the service signs none).
    if (claims && unexpired(claims) && !('nbf' in claims)) setNewest(this.verified, token, claims, VERIFIED_TOKENS);
    return claims;
  }

  private verify(token: string, ignoreExpiration: boolean): AccessClaims | null {
    let payload: unknown;
    try {
      payload = jwt.verify(token, this.key, {
        algorithms: ['HS256'],
        issuer: this.opts.issuer,
        audience: this.opts.audience,
        clockTolerance: CLOCK_SKEW_SECONDS,
        ignoreExpiration,
      });
    } catch {
      return null;
    }
    const c = payload as Partial<AccessClaims>;
    // jsonwebtoken accepts a signed token without exp unless told otherwise; we require every claim.
    if (typeof c !== 'object' || c === null || typeof c.exp !== 'number' || typeof c.iat !== 'number') return null;
    if (typeof c.sub !== 'string' || !isUuid(c.sub) || typeof c.tenantId !== 'string' || !isUuid(c.tenantId)) return null;
    if (typeof c.email !== 'string' || !ROLES.includes(c.role as Role) || typeof c.jti !== 'string') return null;
    return Object.freeze(c as AccessClaims);
  }
}

/** jsonwebtoken's own expiry rule: expired from `exp` plus the tolerance, in whole seconds of the system clock. */
const unexpired = (c: AccessClaims) => Math.floor(Date.now() / 1000) < c.exp + CLOCK_SKEW_SECONDS;

/** Opaque refresh token: 256 random bits, base64url. Only its hash is stored. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function bearer(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const m = /^Bearer\s+([A-Za-z0-9._~+/=-]+)\s*$/i.exec(header);
  return m?.[1];
}
