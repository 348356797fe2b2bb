// Tokens of the logged-in person, kept for the tab's life (sessionStorage) and refreshed before they expire.

export type Usuario = { nome: string; email: string; role: string };
export type Tokens = { accessToken: string; refreshToken: string; expiresIn: number };
type Stored = { accessToken: string; refreshToken: string; expiresAt: number; ttl: number; user: Usuario };

const KEY = 'painel.sessao';

/** sessionStorage in the page; a Map-backed stand-in in unit tests. */
export type KeyValueStore = { getItem(key: string): string | null; setItem(key: string, value: string): void; removeItem(key: string): void };


export class Session {
  private stored: Stored | null;

  constructor(private readonly storage: KeyValueStore, private readonly now = () => Date.now()) {
    this.stored = Session.parse(storage.getItem(KEY));
  }

  private static parse(raw: string | null): Stored | null {
    try {
      const s = raw ? (JSON.parse(raw) as Stored) : null;
      return s && typeof s.accessToken === 'string' && typeof s.refreshToken === 'string' && s.user ? s : null;
    } catch {
      return null;
    }
  }

  get user(): Usuario | null { return this.stored?.user ?? null; }
  get accessToken(): string | null { return this.stored?.accessToken ?? null; }
  get refreshToken(): string | null { return this.stored?.refreshToken ?? null; }
  /** Seconds of validity left (0 when expired or logged out). */
  secondsLeft(): number { return this.stored ? Math.max(0, (this.stored.expiresAt - this.now()) / 1000) : 0; }

  /** True in the last fifth of the access token's life (at most its last minute): time to refresh it. */
  needsRefresh(): boolean {
    return this.stored !== null && this.secondsLeft() < Math.min(60, this.stored.ttl * 0.2);
  }

  set(tokens: Tokens, user = this.stored?.user): void {
    if (!user) throw new Error('sessao sem usuario');
    this.stored = { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, expiresAt: this.now() + tokens.expiresIn * 1000, ttl: tokens.expiresIn, user };
    this.storage.setItem(KEY, JSON.stringify(this.stored));
  }

  clear(): void {
    this.stored = null;
    this.storage.removeItem(KEY);
  }
}
