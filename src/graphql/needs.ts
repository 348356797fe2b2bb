import { Extensions, UseMiddleware, type MiddlewareInterface, type NextFn, type ResolverData } from 'type-graphql';
import type { LimitedAction, RateLimits } from '../auth/rate-limit';
import type { ErrorCode } from '../errors';
import type { Context } from './context';

/**
 * What an operation needs from a REST route that runs it, beyond what the route's shape implies: error codes it
 * raises (their statuses must be in the route's `errors`) and the per-IP limit it counts (the route's `rateLimit`).
 * Read from the schema (public field extensions) when the routes are compiled at boot (`missingRouteFacts`,
 * src/rest/route-facts.ts): a route that lacks one does not start.
 */
export type OperationNeeds = {
  errors?: ErrorCode[];
  rateLimit?: LimitedAction;
  /**
   * Its input or its answer holds a secret (a password, an access, refresh or device token): nothing of the request is
   * kept for an Idempotency-Key, whatever headers come (an answer would sit in plain text for 24 h, and the request's
   * sha256 of a password is an unsalted hash of it). Every operation with such a field in its arguments or its result
   * type declares it (test/unit/idempotent.test.ts).
   */
  secret?: true;
};

/**
 * Counts a field's per-IP limit each time the field executes over /graphql (every alias counts). A REST route
 * counts its `rateLimit` at the door instead (`countRateLimit`, src/http/middleware.ts), before its body is read, so every answer
 * of the route counts, once: the same fact, checked equal at boot, decides both and nothing else counts.
 */
export class CountRateLimit implements MiddlewareInterface<Context> {
  constructor(private readonly limits: RateLimits) {}

  async use({ context, info }: ResolverData<Context>, next: NextFn) {
    const action = needsOf(info.parentType.getFields()[info.fieldName]?.extensions).rateLimit;
    if (action && context.transport !== 'rest') await this.limits.hit(action, context.ip, context.setHeader);
    return next();
  }
}

export const Needs = (needs: OperationNeeds): MethodDecorator => (target, key, descriptor) => {
  Extensions({ needs })(target, key, descriptor);
  if (needs.rateLimit) UseMiddleware(CountRateLimit)(target, key, descriptor);
};

export const needsOf = (extensions: Readonly<Record<string, unknown>> | null | undefined): OperationNeeds =>
  (extensions?.needs as OperationNeeds | undefined) ?? {};
