import type { HttpMethod, Route } from './routes';

type Compiled<R> = { route: R; segments: string[]; literals: number };

export type Match<R> = { route: R; params: Record<string, string> } | { allow: HttpMethod[] } | null;

/**
 * A segment that does not decode (`%E0%A4`, an encoded surrogate) is ill-formed text: it becomes a lone surrogate,
 * which matches no literal segment and which the text check answers 400 naming the parameter.
 */
function decodeSegment(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return '\ud800';
  }
}

/**
 * Path matching over the route table: literal segments beat parameters (`/todas/lidas` is not an id),
 * and a known path with the wrong method yields the allowed methods (405).
 */
export class RouteMatcher<R extends Pick<Route, 'method' | 'path'>> {
  private readonly compiled: Compiled<R>[];

  constructor(routes: R[]) {
    this.compiled = routes.map((route) => {
      const segments = route.path.split('/').filter(Boolean);
      return { route, segments, literals: segments.filter((s) => !s.startsWith(':')).length };
    });
  }

  match(method: string, path: string): Match<R> {
    const parts = path.split('/').filter(Boolean).map(decodeSegment);
    const candidates: { c: Compiled<R>; params: Record<string, string> }[] = [];
    for (const c of this.compiled) {
      if (c.segments.length !== parts.length) continue;
      const params: Record<string, string> = {};
      const ok = c.segments.every((s, i) => (s.startsWith(':') ? ((params[s.slice(1)] = parts[i]), true) : s === parts[i]));
      if (ok) candidates.push({ c, params });
    }
    if (candidates.length === 0) return null;
    const best = Math.max(...candidates.map((x) => x.c.literals));
    const top = candidates.filter((x) => x.c.literals === best);
    const hit = top.find((x) => x.c.route.method === method);
    if (hit) return { route: hit.c.route, params: hit.params };
    // HEAD is served by GET in HTTP semantics; we keep it simple and list only declared methods.
    // Only the winning (most literal) routes' methods: a method listed in Allow must not answer 405 itself.
    return { allow: [...new Set(top.map((x) => x.c.route.method))] };
  }
}
