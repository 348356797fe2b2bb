import type { Actor, Role } from '../auth/actor';
import { bearer, type TokenService } from '../auth/token';

/** Per-request data: the verified caller and request metadata. Built in one place for REST, /graphql and graphql-ws. */
export type Context = {
  actor: Actor | null;
  /** When the caller's access token expires (ms since the epoch); graphql-ws closes the socket then. */
  tokenExpiresAt?: number;
  requestId: string;
  ip: string;
  /** Response headers a resolver may add (rate-limit headers); a no-op over websockets. */
  setHeader(name: string, value: string): void;
  /** Per-request caches (DataLoaders), created on first use. */
  cache: Map<string, unknown>;
  /** Which door the request came in by: a REST route (its facts already applied, its rate limit counted) or /graphql. */
  transport: Transport;
  /**
   * /graphql only: the audit plugin sets `operation` when the operation is a mutation (its name, or null when
   * anonymous). A holder object, because Apollo executes on a shallow clone of the context it was given.
   */
  audit?: { operation?: string | null };
};

export type ContextInput = {
  authorization?: string;
  ip: string;
  requestId: string;
  setHeader?: (name: string, value: string) => void;
  transport: Transport;
};

export type Transport = 'rest' | 'graphql';

export type ActiveUser = { id: string; tenantId: string; role: Role; email: string; nome: string };

/** Loads the user behind a token; null when deleted or inactive, so such tokens stop working at once. */
export type ActiveUserLookup = (userId: string) => Promise<ActiveUser | null>;

export function contextBuilder(tokens: TokenService, lookup: ActiveUserLookup) {
  async function resolveActor(authorization: string | undefined): Promise<{ actor: Actor; exp: number } | null> {
    const token = bearer(authorization);
    if (!token) return null;
    const claims = tokens.verifyAccess(token);
    if (!claims) return null;
    const user = await lookup(claims.sub);
    // Role and tenant come from the database, so a role change or a move takes effect at once.
    if (!user || user.tenantId !== claims.tenantId) return null;
    return { actor: { userId: user.id, tenantId: user.tenantId, role: user.role, email: user.email, nome: user.nome }, exp: claims.exp };
  }

  return async function buildContext(input: ContextInput): Promise<Context> {
    const resolved = await resolveActor(input.authorization);
    return {
      actor: resolved?.actor ?? null,
      tokenExpiresAt: resolved ? resolved.exp * 1000 : undefined,
      requestId: input.requestId,
      ip: input.ip,
      setHeader: input.setHeader ?? (() => {}),
      cache: new Map(),
      transport: input.transport,
    };
  };
}

export type BuildContext = ReturnType<typeof contextBuilder>;

/** A per-request memo (DataLoader instances and the like). */
export function perRequest<T>(ctx: Context, key: string, make: () => T): T {
  let v = ctx.cache.get(key) as T | undefined;
  if (v === undefined) {
    v = make();
    ctx.cache.set(key, v);
  }
  return v;
}
