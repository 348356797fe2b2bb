import type { GraphQLSchema } from 'graphql';
import { ERROR_STATUS } from '../errors';
import { needsOf } from '../graphql/needs';
import { healthResolvers } from '../modules/health/health.schema';
import type { CompiledRoute } from './routes';
import { errorStatuses } from './openapi';


/** The health fields report the database, so they are the routes that must answer while it is down. */
const REPORTS_DATABASE = new Set(Object.keys(healthResolvers({} as never).Query));

/** What a route lacks of what its operation needs (declared with @Needs on the field); empty when complete. */
export function missingRouteFacts(schema: GraphQLSchema, route: CompiledRoute): string[] {
  const root = route.method === 'GET' ? schema.getQueryType() : schema.getMutationType();
  const needs = needsOf(root?.getFields()[route.rootField]?.extensions);
  const statuses = errorStatuses(route);
  const missing = (needs.errors ?? []).filter((code) => !statuses.includes(ERROR_STATUS[code])).map((code) => `errors: ${ERROR_STATUS[code]} (${code})`);
  if (route.rateLimit !== needs.rateLimit) missing.push(`rateLimit: ${needs.rateLimit ?? 'none'}`);
  if ((route.databaseExempt === true) !== REPORTS_DATABASE.has(route.rootField)) missing.push(`databaseExempt: ${REPORTS_DATABASE.has(route.rootField)}`);
  return missing;
}
