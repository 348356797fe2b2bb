import { createHmac, timingSafeEqual } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The unsubscribe link's token: the user's id and an HMAC-SHA256 of it under a key of its own, derived from the
 * token secret, so the link works without signing in and a key for access tokens is never what signs it. It carries
 * no expiry: a digest read weeks later must still unsubscribe.
 */
export class DescadastroTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('resumo-diario:descadastro').digest();
  }

  private mac(userId: string): Buffer {
    return createHmac('sha256', this.key).update(userId).digest();
  }

  sign(userId: string): string {
    return `${userId}.${this.mac(userId).toString('base64url')}`;
  }

  /** The user id a well-signed token names, else null. */
  verify(token: string): string | null {
    if (token.length > 128) return null;
    const dot = token.indexOf('.');
    const userId = token.slice(0, dot);
    if (dot < 0 || !UUID.test(userId)) return null;
    const given = Buffer.from(token.slice(dot + 1), 'base64url');
    const expected = this.mac(userId);
    return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
  }
}
