import { Extensions } from 'type-graphql';
import type { LimitedAction } from '../auth/rate-limit';
import type { ErrorCode } from '../errors';

/**
 * What an operation needs from a REST route that runs it, beyond what the route's shape implies: error codes it
 * raises (their statuses must be in the route's `errors`) and the per-IP limit it counts (the route's `rateLimit`).
 * Read from the schema (public field extensions) by the route-table test, so a route that lacks one fails there.
 */
export type OperationNeeds = { errors?: ErrorCode[]; rateLimit?: LimitedAction };

export const Needs = (needs: OperationNeeds) => Extensions({ needs });

export const needsOf = (extensions: Readonly<Record<string, unknown>> | null | undefined): OperationNeeds =>
  (extensions?.needs as OperationNeeds | undefined) ?? {};
