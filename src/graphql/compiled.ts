import type { GatewayInterface } from '@apollo/server-gateway-interface';
import { execute, GraphQLError, Kind, type DocumentNode, type ExecutionResult, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { setNewest } from '../bounded';
import { unitOfWork } from '../db/unit-of-work';

/** One operation of a document, ready to run: (root, context, variables) -> result. */
export type Run = (root: unknown, context: unknown, variables: Record<string, unknown> | undefined) => Promise<ExecutionResult> | ExecutionResult;

const interpret = (schema: GraphQLSchema, document: DocumentNode, operationName?: string | null): Run => (root, context, variables) =>
  execute({ schema, document, rootValue: root, contextValue: context, variableValues: variables, operationName });

/**
 * A document as a function (graphql-jit): no AST walk, argument lookup or wrapper per field on each run. Same schema,
 * resolvers, context and errors as graphql-js's `execute`, which runs what the compiler refuses, and answers bad
 * variables: graphql-jit reports them with errors of its own (no AST nodes), by which Apollo would not know them
 * for the 400 they are. Nothing has run when variables fail, so running graphql-js then does nothing twice.
 */
export function compileDocument(schema: GraphQLSchema, document: DocumentNode, operationName?: string | null): Run {
  // Required here, not at the top: graphql-jit (and fast-json-stringify) load with the first document compiled.
  const { compileQuery, isCompiledQuery } = require('graphql-jit') as typeof import('graphql-jit');
  const interpreted = interpret(schema, document, operationName);
  const query = compileQuery(schema, document, operationName ?? undefined);
  if (!isCompiledQuery(query)) return interpreted;
  const settle = (result: ExecutionResult, root: unknown, context: unknown, variables: Record<string, unknown> | undefined) => {
    if (!('data' in result)) return interpreted(root, context, variables);
    return result.errors ? { ...result, errors: result.errors.map(asGraphQLError) } : result;
  };
  return (root, context, variables) => {
    const result = query.query(root, context, variables);
    return result instanceof Promise ? result.then((r) => settle(r, root, context, variables)) : settle(result, root, context, variables);
  };
}

/**
 * graphql-jit's errors inherit GraphQLError's prototype but not its fields (no `extensions` object): Apollo's error
 * formatting reads `extensions.code` and failed on them. The same error, as graphql-js builds it.
 */
function asGraphQLError(e: GraphQLError): GraphQLError {
  const error = new GraphQLError(e.message, { path: e.path, originalError: e.originalError ?? undefined, extensions: e.extensions });
  if (e.locations) Object.defineProperty(error, 'locations', { value: e.locations, enumerable: true });
  return error;
}

/**
 * A route's document, compiled at its first run (validated at boot by the route table). Compiling lazily keeps the
 * routes a process never serves (most of ~200) out of its memory: compiled at boot they held about 5 MB of generated
 * source and code (docs/decisions.md, idle memory).
 */
export function compiledOnFirstRun(schema: GraphQLSchema, document: DocumentNode): Run {
  let run: Run | undefined;
  return (root, context, variables) => (run ??= compileDocument(schema, document))(root, context, variables);
}

const introspects = (document: DocumentNode) => document.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION
  && (d as OperationDefinitionNode).selectionSet.selections.some((s) => s.kind === Kind.FIELD && s.name.value.startsWith('__')));

/**
 * /graphql's executor: a document runs compiled from its second run on (Apollo hands the same parsed document for a
 * repeated query text), interpreted before that and when it introspects, so a stream of one-off documents costs no
 * compilation. At most `maxCompiled` compiled documents are kept, the least recently used dropped first.
 */
export function repeatedDocuments(schema: GraphQLSchema, maxCompiled = 500) {
  const seen = new WeakSet<DocumentNode>();
  const compiled = new Map<DocumentNode, { operationName: string | null | undefined; run: Run }>();
  return (document: DocumentNode, operationName: string | null | undefined): Run => {
    let hit = compiled.get(document);
    if (!hit || hit.operationName !== operationName) {
      if (!seen.has(document) || introspects(document)) {
        seen.add(document);
        return interpret(schema, document, operationName);
      }
      hit = { operationName, run: compileDocument(schema, document, operationName) };
    }
    setNewest(compiled, document, hit, maxCompiled);
    return hit.run;
  };
}

/**
 * Apollo Server runs /graphql operations through this executor (its public gateway interface: a schema and an
 * executor), so /graphql and the REST routes execute documents the same way.
 */
export function compiledExecution(schema: GraphQLSchema): GatewayInterface {
  const runOf = repeatedDocuments(schema);
  return {
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => {};
    },
    load: async () => ({
      // A mutation is one unit of work (src/db/unit-of-work.ts): committed before its answer is written; a keyed one
      // joins the unit its transport opened for the record of its answer.
      executor: async ({ document, operationName, request, context, operation }) => {
        const run = runOf(document, operationName);
        // No operation when the document has several and names none: the runner answers that, as a 400. A read runs
        // as it is, with no closure or unit around it.
        if (operation?.operation !== 'mutation') return run(undefined, context, request.variables);
        return unitOfWork(async () => run(undefined, context, request.variables));
      },
    }),
    stop: async () => {},
  };
}
