import { LOGIN, LOGOUT, REFRESH } from './queries';
import { Session, type Tokens, type Usuario } from './session';

/** A GraphQL error as the page shows it: the API's Portuguese message, machine code and field errors (REST's problem+json). */
export class ApiError extends Error {
  constructor(message: string, readonly code: string, readonly errors?: Record<string, string[]>) {
    super(message);
  }
}

type GqlResponse<T> = { data?: T | null; errors?: { message: string; extensions?: { code?: string; errors?: Record<string, string[]> } }[] };

/** GraphQL over POST /graphql with the session's token; one refresh and retry when the token has expired. */
export class Api {
  private refreshing: Promise<boolean> | null = null;

  constructor(readonly session: Session, private readonly onLoggedOut: (reason: 'saiu' | 'expirou') => void) {}

  /** `anonymous`: public operations (login, refresh) go without the token, which may have expired. */
  async gql<T>(query: string, variables: Record<string, unknown> = {}, opts: { retry?: boolean; anonymous?: boolean } = {}): Promise<T> {
    const token = opts.anonymous ? null : this.session.accessToken;
    const res = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json().catch(() => ({ errors: [{ message: `Resposta invalida (HTTP ${res.status})` }] }))) as GqlResponse<T>;
    const err = body.errors?.[0];
    if (err) {
      const code = err.extensions?.code ?? 'INTERNAL';
      if (code === 'UNAUTHENTICATED' && token && opts.retry !== false && (await this.refresh())) return this.gql<T>(query, variables, { retry: false });
      if (code === 'UNAUTHENTICATED' && token) this.loggedOut();
      throw new ApiError(err.message, code, err.extensions?.errors);
    }
    return body.data as T;
  }

  async login(email: string, password: string): Promise<Usuario> {
    const r = await this.gql<{ login: Tokens & { user: Usuario } }>(LOGIN, { input: { email, password } }, { anonymous: true });
    this.session.set(r.login, { nome: r.login.user.nome, email: r.login.user.email, role: r.login.user.role });
    return this.session.user!;
  }

  async logout(): Promise<void> {
    const refreshToken = this.session.refreshToken;
    if (refreshToken) await this.gql(LOGOUT, { input: { refreshToken } }, { retry: false }).catch(() => undefined);
    this.loggedOut('saiu');
  }

  /** A new token pair (single flight); false when the refresh token is no longer accepted. */
  refresh(): Promise<boolean> {
    this.refreshing ??= this.doRefresh().finally(() => { this.refreshing = null; });
    return this.refreshing;
  }

  private async doRefresh(): Promise<boolean> {
    const { accessToken, refreshToken } = this.session;
    if (!accessToken || !refreshToken) return false;
    try {
      const r = await this.gql<{ refreshToken: Tokens }>(REFRESH, { input: { accessToken, refreshToken } }, { anonymous: true });
      this.session.set(r.refreshToken);
      return true;
    } catch {
      return false;
    }
  }

  /** The session is over (refresh refused): forget it and show the login form. */
  loggedOut(reason: 'saiu' | 'expirou' = 'expirou'): void {
    this.session.clear();
    this.onLoggedOut(reason);
  }
}
