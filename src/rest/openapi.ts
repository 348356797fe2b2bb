import { STATUS_CODES } from 'node:http';
import {
  isNonNullType, Kind, typeFromAST, type GraphQLArgument, type GraphQLField, type GraphQLInputType, type GraphQLSchema, type OperationDefinitionNode, type SelectionNode,
} from 'graphql';
import { license, version } from '../../package.json';
import { ERROR_STATUS } from '../errors';
import { declaredSize } from '../graphql/limits';
import { keepsAnswers } from './idempotency';
import type { CompiledRoute } from './routes';
import { fragmentsOf, InputSchemas, isJsonPrimitive, selectionSchema, type JsonSchema } from './openapi-schema';
import { TAGS } from './openapi-tags';

type DocRoute = CompiledRoute;
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const reason = (status: number) => STATUS_CODES[status] ?? `Status ${status}`;
const responseName = (status: number) => reason(status).replace(/[^A-Za-z]/g, '');
const ref = (section: string, name: string) => ({ $ref: `#/components/${section}/${name}` });
const oasPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
const pathParams = (path: string) => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);

/** Tag: the resource under a parent (`/api/lotes/:loteId/pesagens` -> pesagens), else the first segment. */
function tagOf(path: string): string {
  const segments = path.split('/').filter(Boolean).slice(1);
  const parent = segments.findIndex((s) => s.startsWith(':') && s !== ':id');
  return parent >= 0 && segments[parent + 1] ? segments[parent + 1] : segments[0];
}

function roleNote(route: DocRoute): string {
  if (route.access.public) return 'Public: no token needed.';
  if (route.access.roles.length === 0) return 'Roles: any authenticated user.';
  return `Roles: ${route.access.roles.join(', ')}.`;
}

/**
 * Error statuses of a route: from its shape (everyone -> 400 and 500, protected -> 401, roles -> 403, path
 * parameter -> 404, any body-capable method -> 408/413/415), plus the route's own `errors`, its rate limit (429) and
 * the cap on uploads in progress (429).
 */
export function errorStatuses(route: DocRoute): number[] {
  const s = new Set<number>(route.errors ?? []);
  if (route.rateLimit || route.upload) s.add(429);
  // Every route, input or not: a query string that is not well-formed text (U+0000, bad percent-encoding) and
  // malformed JSON in a body, even a GET's, are 400, before authentication.
  s.add(400);
  if (!route.access.public) s.add(401);
  if (!route.access.public && route.access.roles.length > 0) s.add(403);
  if (pathParams(route.path).length > 0) s.add(404);
  // A body that does not arrive within REQUEST_BODY_TIMEOUT_MS is 408.
  if (MUTATING.has(route.method)) (s.add(408), s.add(413), s.add(415));
  // Idempotency-Key (writes whose answers are kept): still running (409), already used with another request (422), the
  // caller's cap of live keys (429).
  if (MUTATING.has(route.method) && keepsAnswers(route)) (s.add(409), s.add(422), s.add(429));
  s.add(500);
  for (const ok of route.statusFrom?.statuses ?? []) s.delete(ok);
  return [...s].sort((a, b) => a - b);
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The answers of one route: its success statuses with their body and headers, then the error statuses it may give. */
function responsesOf(route: DocRoute, field: GraphQLField<unknown, unknown>, rootNode: SelectionNode): Record<string, JsonSchema> {
  const responses: Record<string, JsonSchema> = {};
  const body = selectionSchema(field.type, rootNode.kind === Kind.FIELD ? rootNode.selectionSet : undefined, fragmentsOf(route.document));
  // Contract 6: no unbounded lists. An array answer says how long it can get (its limit, literal or at most).
  const bound = rootNode.kind === Kind.FIELD ? declaredSize(field, rootNode) : undefined;
  if (body.type === 'array' && bound !== undefined) body.maxItems = bound;
  for (const status of route.statusFrom?.statuses ?? [route.status]) {
    const headers: Record<string, JsonSchema> = { 'X-Request-Id': ref('headers', 'XRequestId') };
    if (MUTATING.has(route.method) && keepsAnswers(route)) headers['Idempotency-Replayed'] = ref('headers', 'IdempotencyReplayed');
    if (route.location && status === 201) {
      headers.Location = { description: 'Path of the created resource', required: true, schema: { type: 'string', format: 'uri-reference' } };
    }
    responses[status] = status === 204
      ? { description: reason(status), headers }
      : route.download
        ? { description: reason(status), headers, content: { [XLSX]: { schema: { type: 'string', contentMediaType: XLSX } } } }
        : { description: reason(status), headers, content: { 'application/json': { schema: body }, ...(route.export ? EXPORT_CONTENT : {}) } };
  }
  for (const status of errorStatuses(route)) responses[status] = ref('responses', responseName(status));
  return responses;
}

function operation(schema: GraphQLSchema, route: DocRoute, inputs: InputSchemas): JsonSchema {
  const op = route.document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const rootType = op.operation === 'mutation' ? schema.getMutationType()! : schema.getQueryType()!;
  const field = rootType.getFields()[route.rootField];
  const rootNode = op.selectionSet.selections.find((s) => s.kind === Kind.FIELD)!;
  // The field argument each variable feeds: its description and default document the parameter.
  const argOf = new Map<string, GraphQLArgument>();
  if (rootNode.kind === Kind.FIELD) {
    for (const a of rootNode.arguments ?? []) {
      const def = field.args.find((x) => x.name === a.name.value);
      if (a.value.kind === Kind.VARIABLE && def) argOf.set(a.value.name.value, def);
    }
  }
  const { parameters, requestBody } = requestOf(schema, route, inputs, argOf);
  const responses = responsesOf(route, field, rootNode);

  const opName = op.name?.value ?? route.rootField;
  return {
    operationId: opName.charAt(0).toLowerCase() + opName.slice(1),
    tags: [tagOf(route.path)],
    summary: field.description?.split('\n')[0] ?? opName,
    description: `${roleNote(route)}\n\nGraphQL: \`${op.operation} ${opName}\` -> \`${route.rootField}\`; the body is \`data.${route.rootField}\`.`,
    // x-roles: the roles allowed (empty: any authenticated user); absent on public routes.
    ...(route.access.public ? { security: [] } : { 'x-roles': route.access.roles }),
    'x-graphql': { operation: opName, field: route.rootField },
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
}

/** The route's parameters (path, query, headers) and request body, from its document's variables. */
function requestOf(schema: GraphQLSchema, route: DocRoute, inputs: InputSchemas, argOf: Map<string, GraphQLArgument>) {
  const inPath = pathParams(route.path);
  const parameters: JsonSchema[] = inPath.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }));
  if (MUTATING.has(route.method)) parameters.push(idempotencyKeyParameter(route));
  let requestBody: JsonSchema | undefined;
  for (const def of route.variableDefs) {
    const name = def.variable.name.value;
    const type = typeFromAST(schema, def.type as any) as GraphQLInputType;
    const arg = argOf.get(name);
    const required = isNonNullType(type) && !def.defaultValue;
    if (route.upload && name === 'arquivo') {
      requestBody = { required: true, content: { 'multipart/form-data': { schema: {
        type: 'object', required: ['file'],
        properties: { file: { type: 'string', contentMediaType: 'application/octet-stream', description: `.xlsx or .csv, at most ${route.upload.maxBytes} bytes` } },
      } } } };
      continue;
    }
    if (name === route.body) {
      requestBody = { required, content: { 'application/json': { schema: inputs.of(type, { acceptNull: false }) } } };
      continue;
    }
    if (inPath.includes(name)) continue;
    const schemaOf: JsonSchema = inputs.of(type, { acceptNull: false });
    if (arg && arg.defaultValue !== undefined && isJsonPrimitive(arg.defaultValue)) schemaOf.default = arg.defaultValue;
    parameters.push({
      name, in: 'query', required, schema: schemaOf,
      ...(arg?.description ? { description: arg.description } : {}),
    });
  }

  if (route.export) {
    parameters.push({
      name: 'format', in: 'query', required: false, schema: { type: 'string', enum: ['json', 'csv', 'xlsx'] },
      description: 'csv or xlsx answers a spreadsheet (as does Accept: text/csv or the xlsx type); anything else is 400',
    });
  }
  return { parameters, requestBody };
}

/** The Idempotency-Key header of a write (docs/decisions.md, "Idempotency-Key"). */
function idempotencyKeyParameter(route: DocRoute): JsonSchema {
  const description = !keepsAnswers(route)
    ? 'Checked (400 when malformed) but not honoured: this route answers without a caller (keys are kept per user) or with tokens (never stored).'
    : 'Optional. A retry with the same key and the same request (method, path, query, body) gets the first final answer '
      + '(status, body, Content-Type, Location; marked Idempotency-Replayed: true) for 24 h, per user; no write runs again. '
      + 'The same key with another request is 422 (IDEMPOTENCY_KEY_REUSED); while the first request runs, 409 '
      + '(IDEMPOTENCY_KEY_IN_USE) with Retry-After. 5xx, 408 and 429 answers are not kept: a retry runs again. '
      + 'A retry is authorized again (401, 403 instead of the stored answer); a new key past the caller\'s cap of live keys is 429 (RATE_LIMITED).';
  return { name: 'Idempotency-Key', in: 'header', required: false, description, schema: { type: 'string', pattern: '^[\\x21-\\x7E]{1,128}$' } };
}

// The exports (contract 10): one header row of field names, then the rows; the file name is in Content-Disposition.
const EXPORT_CONTENT = {
  'text/csv': { schema: { type: 'string', description: 'UTF-8 with BOM, `;` separated, decimal comma' } },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: { type: 'string', format: 'binary' } },
};

function problemComponents(statuses: number[]): { schema: JsonSchema; responses: Record<string, JsonSchema> } {
  const codes = Object.keys(ERROR_STATUS) as (keyof typeof ERROR_STATUS)[];
  const schema = {
    type: 'object',
    description: 'RFC 9457 problem details; every 4xx and 5xx of /api (except the 503 of GET /api/health).',
    required: ['type', 'title', 'status', 'detail', 'code', 'traceId'],
    additionalProperties: false,
    properties: {
      type: { type: 'string', const: 'about:blank' },
      title: { type: 'string', description: 'HTTP reason phrase' },
      status: { type: 'integer' },
      detail: { type: 'string', description: 'Human message (Portuguese)' },
      code: {
        type: 'string', enum: codes,
        description: `Machine code; its HTTP status: ${codes.map((c) => `${c} ${ERROR_STATUS[c]}`).join(', ')}.`,
      },
      traceId: { type: 'string', description: 'The X-Request-Id of the response' },
      errors: {
        type: 'object', description: 'Validation failures only: messages per JSON field name (nested as `a.b`, `a[0].b`)',
        additionalProperties: { type: 'array', items: { type: 'string' } },
      },
    },
  };
  const responses: Record<string, JsonSchema> = {};
  for (const status of statuses) {
    const here = codes.filter((c) => ERROR_STATUS[c] === status);
    const headers: Record<string, JsonSchema> = { 'X-Request-Id': ref('headers', 'XRequestId') };
    if (status === 401) headers['WWW-Authenticate'] = { required: true, schema: { type: 'string', const: 'Bearer' } };
    if (status === 409) headers['Retry-After'] = { required: true, description: 'Seconds', schema: { type: 'string', pattern: '^[0-9]+$' } };
    if (status === 429) headers['Retry-After'] = { required: true, description: 'Seconds', schema: { type: 'string', pattern: '^[0-9]+$' } };
    responses[responseName(status)] = {
      description: `${reason(status)}${here.length > 0 ? ` (code: ${here.join(', ')})` : ''}`,
      headers,
      content: { 'application/problem+json': { schema: ref('schemas', 'Problem') } },
    };
  }
  return { schema, responses };
}

/** The OpenAPI 3.1 document of the REST layer, derived from the route table and the schema (built once at boot). */
export function buildOpenApi(schema: GraphQLSchema, routes: DocRoute[]): JsonSchema {
  const inputs = new InputSchemas();
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const tags = new Set<string>();
  for (const route of routes) {
    const op = operation(schema, route, inputs);
    (paths[oasPath(route.path)] ??= {})[route.method.toLowerCase()] = op;
    for (const t of op.tags as string[]) tags.add(t);
  }
  const described = Object.keys(TAGS);
  const odd = [...[...tags].filter((t) => !(t in TAGS)).map((t) => `${t} (no description)`), ...described.filter((t) => !tags.has(t)).map((t) => `${t} (no route)`)];
  if (odd.length > 0) throw new Error(`OpenAPI tags and src/rest/openapi-tags.ts disagree: ${odd.join(', ')}`);
  const statuses = [...new Set(routes.flatMap(errorStatuses))].sort((a, b) => a - b);
  const problem = problemComponents(statuses);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Feedlot API',
      version,
      description: 'The REST contract under /api. Every route runs one GraphQL operation of the same service (POST /graphql, '
        + 'IDE at /graphql in a browser); its JSON is that operation\'s result. Errors are application/problem+json. '
        + 'A known path with another method answers 405 (METHOD_NOT_ALLOWED) with an Allow header; an unknown path 404.',
      license: { name: license, identifier: license },
    },
    // Relative: the paths are under /api of the host that serves this document, whatever its name.
    servers: [{ url: '/', description: 'The service that serves this document' }],
    tags: described.map((name) => ({ name, description: TAGS[name] })),
    security: [{ bearer: [] }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'accessToken from POST /api/auth/login' } },
      headers: {
        XRequestId: { description: 'The incoming X-Request-Id when sane, else a new UUID', required: true, schema: { type: 'string' } },
        IdempotencyReplayed: { description: 'true: the stored first answer to this Idempotency-Key, nothing ran again', required: false, schema: { type: 'string', const: 'true' } },
      },
      schemas: { Problem: problem.schema, ...inputs.components },
      responses: problem.responses,
    },
  };
}
