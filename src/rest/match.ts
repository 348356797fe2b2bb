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
  /** Routes by their number of segments: a path is compared only with routes as long as it. */
  private readonly byLength = new Map<number, Compiled<R>[]>();

  constructor(routes: R[]) {
    for (const route of routes) {
      const segments = route.path.split('/').filter(Boolean);
      const c = { route, segments, literals: segments.filter((s) => !s.startsWith(':')).length };
      const same = this.byLength.get(segments.length);
      if (same) same.push(c);
      else this.byLength.set(segments.length, [c]);
    }
  }

  match(method: string, path: string): Match<R> {
    const parts = path.split('/').filter(Boolean).map(decodeSegment);
    let top: { c: Compiled<R>; params: Record<string, string> }[] = [];
    for (const c of this.byLength.get(parts.length) ?? []) {
      if (c.literals < (top[0]?.c.literals ?? 0)) continue;
      const params = paramsOf(c.segments, parts);
      if (!params) continue;
      if (c.literals > (top[0]?.c.literals ?? -1)) top = [];
      top.push({ c, params });
    }
    if (top.length === 0) return null;
    const hit = top.find((x) => x.c.route.method === method);
    if (hit) return { route: hit.c.route, params: hit.params };
    // HEAD is served by GET in HTTP semantics; we keep it simple and list only declared methods.
    // Only the winning (most literal) routes' methods: a method listed in Allow must not answer 405 itself.
    return { allow: [...new Set(top.map((x) => x.c.route.method))] };
  }
}

/** The parameters of `parts` under a route's `segments`, or null when a literal segment differs. */
function paramsOf(segments: string[], parts: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i];
    if (s.charCodeAt(0) === 58 /* ':' */) params[s.slice(1)] = parts[i];
    else if (s !== parts[i]) return null;
  }
  return params;
}
