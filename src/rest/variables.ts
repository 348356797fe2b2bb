import {
  coerceInputValue, getNullableType, isEnumType, isInputObjectType, isListType, isNonNullType, isScalarType,
  typeFromAST, GraphQLError, type GraphQLInputType, type GraphQLSchema, type VariableDefinitionNode,
} from 'graphql';
import type { FieldErrors } from '../errors';

/** Keeps only the fields an input type declares: unknown body fields (and `__proto__`) are ignored, as the contract says. */
function strip(value: unknown, type: GraphQLInputType): unknown {
  const t = getNullableType(type) as GraphQLInputType;
  if (value === null || value === undefined) return value;
  if (isListType(t)) return Array.isArray(value) ? value.map((v) => strip(v, t.ofType)) : value;
  if (isInputObjectType(t)) {
    if (typeof value !== 'object' || Array.isArray(value)) return value;
    const fields = t.getFields();
    const out: Record<string, unknown> = Object.create(null);
    for (const key of Object.keys(value)) {
      if (Object.prototype.hasOwnProperty.call(fields, key)) out[key] = strip((value as any)[key], fields[key].type);
    }
    return { ...out };
  }
  return value;
}

const INT = /^[+-]?\d{1,10}$/;

/** Query-string and path values are text; turn them into the JSON type the variable expects. */
function fromText(raw: unknown, type: GraphQLInputType): unknown {
  if (Array.isArray(raw)) return raw; // repeated parameter: left for coercion to reject
  if (typeof raw !== 'string') return raw;
  const t = getNullableType(type);
  if (!isScalarType(t)) return raw;
  if (t.name === 'Int') return INT.test(raw.trim()) ? Number(raw) : raw;
  if (t.name === 'Float') return raw.trim() !== '' && Number.isFinite(Number(raw)) ? Number(raw) : raw;
  if (t.name === 'Boolean') return raw === 'true' ? true : raw === 'false' ? false : raw;
  return raw;
}

function messageFor(type: GraphQLInputType, value: unknown, error: GraphQLError): string {
  if (value === undefined || value === null) return 'e obrigatorio';
  const t = getNullableType(type);
  if (isListType(t)) return 'deve ser uma lista';
  if (isInputObjectType(t)) return 'deve ser um objeto';
  if (isEnumType(t)) return `deve ser um de: ${t.getValues().map((v) => v.name).join(', ')}`;
  switch ((t as { name: string }).name) {
    case 'Int': return 'deve ser um numero inteiro';
    case 'Float': return 'deve ser um numero';
    case 'Boolean': return 'deve ser verdadeiro ou falso';
    case 'String': case 'ID': return 'deve ser um texto';
    default: return error.message; // our scalars (Date, DateTime) already speak Portuguese
  }
}

function typeAt(root: GraphQLInputType, path: readonly (string | number)[]): GraphQLInputType {
  let t: GraphQLInputType = root;
  for (const p of path) {
    const n = getNullableType(t);
    if (typeof p === 'number' && isListType(n)) t = n.ofType;
    else if (typeof p === 'string' && isInputObjectType(n)) t = n.getFields()[p]?.type ?? t;
  }
  return t;
}

const keyOf = (name: string, path: readonly (string | number)[]) => {
  const inner = path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`)).join('').replace(/^\./, '');
  return name === 'input' && inner ? inner : inner ? `${name}.${inner}` : name;
};

export type PreparedVariables = { values: Record<string, unknown>; errors: FieldErrors | null };

/**
 * Builds the variables of a route's operation from path, query and body, and checks them with
 * GraphQL's own input coercion, so a bad value is reported per field (the contract's `errors` keys).
 */
export function prepareVariables(
  schema: GraphQLSchema,
  defs: readonly VariableDefinitionNode[],
  sources: { params: Record<string, string>; query: Record<string, unknown>; body: unknown; bodyVar?: string },
): PreparedVariables {
  const values: Record<string, unknown> = {};
  const errors: FieldErrors = {};
  for (const def of defs) {
    const name = def.variable.name.value;
    const type = typeFromAST(schema, def.type as any) as GraphQLInputType;
    let raw: unknown;
    if (name === sources.bodyVar) raw = sources.body ?? {};
    else if (name in sources.params) raw = sources.params[name];
    else if (Object.prototype.hasOwnProperty.call(sources.query, name)) raw = fromText(sources.query[name], type);
    if (raw === undefined) {
      if (isNonNullType(type) && !def.defaultValue) errors[name] = ['e obrigatorio'];
      continue;
    }
    const value = strip(raw, type);
    coerceInputValue(value, type, (path, invalid, error) => {
      const key = keyOf(name, path);
      const leafType = typeAt(type, path);
      // A missing required field inside an object is reported under that field's name.
      const missing = /Field "([^"]+)" of required type/.exec(error.message);
      const k = missing ? keyOf(name, [...path, missing[1]]) : key;
      (errors[k] ??= []).push(missing ? 'e obrigatorio' : messageFor(leafType, invalid, error));
    });
    values[name] = value;
  }
  return { values, errors: Object.keys(errors).length > 0 ? errors : null };
}
