import { mergeSchemas } from '@graphql-tools/schema';
import { validateOrReject, type ValidationError, type ValidatorOptions } from 'class-validator';
import type { GraphQLSchema } from 'graphql';
import { ArgumentValidationError, buildSchemaSync, getMetadataStorage, type ResolverData } from 'type-graphql';
import type { Role } from '../auth/actor';
import { authChecker } from '../auth/auth-checker';
import type { RateLimits } from '../auth/rate-limit';
import { healthResolvers, healthTypeDefs } from '../modules/health/health.schema';
import type { HealthService } from '../modules/health/health.service';
import { RESOLVERS } from '../modules/index';
import { CountRateLimit } from './needs';
import type { AppPubSub } from './pubsub';
import { DateTimeScalar } from './scalars';

export type SchemaDeps = {
  resolvers: Map<Function, object>;
  /** Counted by the fields that declare a per-IP limit (`@Needs({ rateLimit })`). */
  rateLimits?: RateLimits;
  pubSub: AppPubSub;
  health: HealthService;
};

/** Builds the one schema of the process: TypeGraphQL resolvers plus the SDL-defined health fields. */
export function buildAppSchema(deps: SchemaDeps): GraphQLSchema {
  // An empty map builds the schema only (SDL emission, unit tests); otherwise every class needs its instance.
  const missing = deps.resolvers.size === 0 ? [] : RESOLVERS.filter((cls) => !deps.resolvers.has(cls)).map((cls) => cls.name);
  if (missing.length > 0) throw new Error(`Resolvers without an instance: ${missing.join(', ')}`);
  if (deps.resolvers.size > 0 && !deps.rateLimits) throw new Error('The schema counts per-IP limits: rateLimits is required');
  const countRateLimit = deps.rateLimits && new CountRateLimit(deps.rateLimits);
  const typeGraphQL = buildSchemaSync({
    resolvers: [...RESOLVERS] as unknown as [Function, ...Function[]],
    container: { get: (cls: Function, _data: ResolverData) => (cls === CountRateLimit ? countRateLimit : deps.resolvers.get(cls)) },
    authChecker,
    authMode: 'error',
    validateFn: validateArgument,
    pubSub: deps.pubSub,
    scalarsMap: [{ type: Date, scalar: DateTimeScalar }],
  });
  return mergeSchemas({ schemas: [typeGraphQL], typeDefs: healthTypeDefs, resolvers: healthResolvers(deps.health) });
}

const VALIDATOR: ValidatorOptions = { forbidUnknownValues: false, skipMissingProperties: true, validationError: { target: false, value: false } };

/**
 * TypeGraphQL's argument validation (class-validator, the options it applies) with the library loaded once: its own
 * validation imports class-validator again for every argument of every request (`await import`), which cost a
 * tenth of a feeds page's CPU.
 */
async function validateArgument(value: unknown): Promise<void> {
  const validated = (v: unknown): v is object => v !== null && typeof v === 'object';
  if (!validated(value)) return;
  try {
    if (Array.isArray(value)) await Promise.all(value.filter(validated).map((v) => validateOrReject(v, VALIDATOR)));
    else await validateOrReject(value, VALIDATOR);
  } catch (err) {
    throw new ArgumentValidationError(err as ValidationError[]);
  }
}

export type FieldAccess = { public: true } | { public: false; roles: Role[] };

/** Access rule of each Query/Mutation field, read from the @Authorized metadata (REST uses it to order 401/403 before 400). */
export function rootFieldAccess(): Map<string, FieldAccess> {
  const storage = getMetadataStorage();
  const access = new Map<string, FieldAccess>();
  const authorized = new Map(storage.authorizedFields.map((a) => [`${a.target.name}.${a.fieldName}`, a.roles as Role[]]));
  for (const q of [...storage.queries, ...storage.mutations, ...storage.subscriptions]) {
    const roles = authorized.get(`${q.target.name}.${q.methodName}`);
    access.set(q.schemaName, roles ? { public: false, roles } : { public: true });
  }
  return access;
}
