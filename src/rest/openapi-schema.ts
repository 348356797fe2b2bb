import {
  getNamedType, isEnumType, isInputObjectType, isListType, isNonNullType, isObjectType, isScalarType, Kind,
  type DocumentNode, type FragmentDefinitionNode, type GraphQLInputType, type GraphQLNamedType, type GraphQLObjectType,
  type GraphQLOutputType, type SelectionSetNode,
} from 'graphql';

export type JsonSchema = Record<string, unknown>;

/** JSON Schema of every scalar the schema uses; a scalar missing here stops the boot (the document would lie). */
const SCALARS: Record<string, JsonSchema> = {
  Int: { type: 'integer' },
  Float: { type: 'number' },
  Boolean: { type: 'boolean' },
  String: { type: 'string' },
  ID: { type: 'string', format: 'uuid' },
  Date: { type: 'string', format: 'date' },
  DateTime: { type: 'string', format: 'date-time' },
  JSONObject: { type: 'object' },
};

function scalar(t: GraphQLNamedType): JsonSchema {
  const s = SCALARS[t.name];
  if (!s) throw new Error(`OpenAPI: no JSON Schema for GraphQL scalar ${t.name}`);
  return { ...s };
}

const withDescription = (s: JsonSchema, description: string | null | undefined): JsonSchema =>
  description ? { ...s, description } : s;

/** A value GraphQL may send as null: `type: [X, "null"]` (enums also list null); a `$ref` becomes `anyOf`. */
export function nullable(s: JsonSchema): JsonSchema {
  if (typeof s.$ref === 'string') return { anyOf: [s, { type: 'null' }] };
  const out: JsonSchema = { ...s, type: [s.type, 'null'] };
  if (Array.isArray(s.enum)) out.enum = [...s.enum, null];
  return out;
}

/**
 * Input types as JSON Schema. Input objects are registered once under `components.schemas` (by their GraphQL
 * name) and referenced; unknown fields are ignored by the service, so objects stay open.
 */
export class InputSchemas {
  readonly components: Record<string, JsonSchema> = {};

  /** `nullable`: whether an explicit JSON null is accepted (object fields and list items; never a query value). */
  of(type: GraphQLInputType, opts: { acceptNull: boolean } = { acceptNull: true }): JsonSchema {
    if (isNonNullType(type)) return this.inner(type.ofType);
    const s = this.inner(type);
    return opts.acceptNull ? nullable(s) : s;
  }

  private inner(type: GraphQLInputType): JsonSchema {
    if (isListType(type)) return { type: 'array', items: this.of(type.ofType) };
    if (isEnumType(type)) return withDescription({ type: 'string', enum: type.getValues().map((v) => v.name) }, type.description);
    if (isInputObjectType(type)) {
      if (!this.components[type.name]) {
        this.components[type.name] = {}; // placeholder first: recursive input types terminate
        const properties: Record<string, JsonSchema> = {};
        const required: string[] = [];
        for (const f of Object.values(type.getFields())) {
          let s = withDescription(this.of(f.type), f.description);
          if (f.defaultValue !== undefined && isJsonPrimitive(f.defaultValue)) s = { ...s, default: f.defaultValue };
          properties[f.name] = s;
          if (isNonNullType(f.type) && f.defaultValue === undefined) required.push(f.name);
        }
        this.components[type.name] = withDescription(
          { type: 'object', properties, ...(required.length > 0 ? { required } : {}) }, type.description,
        );
      }
      return { $ref: `#/components/schemas/${type.name}` };
    }
    // Contract 1: datetime inputs accept any ISO 8601 with offset, and a value without one is read as UTC.
    return withDescription(scalar(type), type.name === 'DateTime' ? 'ISO 8601; without an offset the value is read as UTC' : undefined);
  }
}

export const isJsonPrimitive = (v: unknown) => ['string', 'number', 'boolean'].includes(typeof v);

type Fragments = Map<string, FragmentDefinitionNode>;

export const fragmentsOf = (doc: DocumentNode): Fragments =>
  new Map(doc.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]));

/**
 * The JSON a selection set produces over an output type: exactly the selected keys (aliases included), each
 * always present, nullable ones as `[X, "null"]`. This is what `data[rootField]` looks like on the wire.
 */
export function selectionSchema(type: GraphQLOutputType, selectionSet: SelectionSetNode | undefined, fragments: Fragments): JsonSchema {
  if (isNonNullType(type)) return outputInner(type.ofType, selectionSet, fragments);
  return nullable(outputInner(type, selectionSet, fragments));
}

function outputInner(type: GraphQLOutputType, selectionSet: SelectionSetNode | undefined, fragments: Fragments): JsonSchema {
  if (isListType(type)) return { type: 'array', items: selectionSchema(type.ofType, selectionSet, fragments) };
  if (isEnumType(type)) return { type: 'string', enum: type.getValues().map((v) => v.name) };
  if (isScalarType(type)) return scalar(type);
  if (!isObjectType(type) || !selectionSet) throw new Error(`OpenAPI: cannot describe ${getNamedType(type).name} (interfaces and unions are not used by REST documents)`);
  const properties: Record<string, JsonSchema> = {};
  collect(type, selectionSet, fragments, properties);
  return { type: 'object', properties, required: Object.keys(properties), additionalProperties: false };
}

function collect(type: GraphQLObjectType, set: SelectionSetNode, fragments: Fragments, into: Record<string, JsonSchema>): void {
  const fields = type.getFields();
  for (const sel of set.selections) {
    if (sel.kind === Kind.FIELD) {
      const key = sel.alias?.value ?? sel.name.value;
      if (sel.name.value === '__typename') {
        into[key] = { type: 'string', const: type.name };
        continue;
      }
      const def = fields[sel.name.value];
      if (!def) throw new Error(`OpenAPI: ${type.name}.${sel.name.value} does not exist`);
      into[key] = withDescription(selectionSchema(def.type, sel.selectionSet, fragments), def.description);
    } else {
      const fragment = sel.kind === Kind.FRAGMENT_SPREAD ? fragments.get(sel.name.value) : sel;
      if (!fragment) throw new Error(`OpenAPI: unknown fragment ${sel.kind === Kind.FRAGMENT_SPREAD ? sel.name.value : ''}`);
      const on = fragment.typeCondition?.name.value;
      if (on && on !== type.name) throw new Error(`OpenAPI: fragment on ${on} inside ${type.name} is not supported`);
      collect(type, fragment.selectionSet, fragments, into);
    }
  }
}
