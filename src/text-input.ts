import { Kind, visit, type DocumentNode, type ValueNode } from 'graphql';
import { AppError, type FieldErrors } from './errors';

/**
 * The one check of text input (contract 1): U+0000 and ill-formed UTF-16 (a lone surrogate, which JSON.parse
 * makes from "\ud800") are refused at the boundary with 400 VALIDATION_FAILED naming the field. PostgreSQL
 * rejects U+0000 in text (a 500 before), and a lone surrogate was stored as U+FFFD (altered).
 */
const BAD_TEXT = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const BAD_TEXT_MESSAGE = 'contem caracteres invalidos (U+0000 ou Unicode mal formado)';

export const badText = (s: string): boolean => BAD_TEXT.test(s);

// A key that is itself bad text is named in a readable, well-formed way.
const shown = (key: string) => (badText(key) ? JSON.stringify(key).slice(1, -1).replace(/\\u0000/g, '\\0').replace(/[\ud800-\udfff]/g, '?') : key);

/**
 * Containers (objects, arrays) one request's JSON may nest, counted from the body or the variables: no input of the
 * schema comes near (the animals batch's items are the deepest, at 3), and the walks after this one (JSON.stringify
 * in `shapeKey` and the idempotency hash, class-validator) recurse once per level: 10,000 levels overflowed the
 * stack and answered 500. The same bound as a GraphQL document's nesting (MAX_NESTING, document-gate.ts).
 */
export const MAX_JSON_DEPTH = 64;
export const TOO_DEEP_MESSAGE = `aninhado demais: mais de ${MAX_JSON_DEPTH} niveis`;

type Frame = { value: unknown; path: string | (() => string); depth: number };
const name = (p: Frame['path']) => (typeof p === 'string' ? p : p());

/**
 * Records bad text at `key`. The key comes from the request (`constructor`, `toString`, `__proto__`): an own
 * property is made for it, never a lookup that finds Object.prototype's members (a 500 on `{"constructor": "\u0000"}`).
 */
function flag(out: FieldErrors, key: string, message = BAD_TEXT_MESSAGE): void {
  if (!Object.hasOwn(out, key)) Object.defineProperty(out, key, { value: [], enumerable: true, writable: true, configurable: true });
  out[key].push(message);
}

/**
 * Field paths (`nome`, `itens[0].obs`, `input.nome`) of every string value or key holding bad text in a JSON
 * value, and of every container nested past MAX_JSON_DEPTH (not looked into). Iterative, with paths built only for
 * a hit: bodies may nest 250,000 levels (S9's JSON bombs).
 */
export function textErrors(value: unknown, prefix = '', out: FieldErrors = {}): FieldErrors {
  const stack: Frame[] = [{ value, path: prefix, depth: 0 }];
  while (stack.length > 0) {
    const { value: v, path, depth } = stack.pop()!;
    if (typeof v === 'string') {
      if (badText(v)) flag(out, name(path) || 'body');
    } else if (v !== null && typeof v === 'object' && depth >= MAX_JSON_DEPTH) {
      flag(out, name(path) || 'body', TOO_DEEP_MESSAGE);
    } else if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) stack.push({ value: v[i], path: () => `${name(path)}[${i}]`, depth: depth + 1 });
    } else if (v !== null && typeof v === 'object') {
      for (const key of Object.keys(v)) {
        // The parent's path built once: twice per level is 2^depth calls for a field deep in objects.
        const at = () => {
          const parent = name(path);
          return parent ? `${parent}.${shown(key)}` : shown(key);
        };
        if (badText(key)) flag(out, at());
        stack.push({ value: (v as Record<string, unknown>)[key], path: at, depth: depth + 1 });
      }
    }
  }
  return out;
}

/**
 * The raw query string (`a=1&b=%00`), checked before any parser replaces what it cannot decode: an invalid
 * %-encoding (`%E0%A4`, an encoded surrogate `%ED%A0%80`) is ill-formed text, which Express's parser would
 * turn into U+FFFD and pass on.
 */
export function queryTextErrors(search: string, out: FieldErrors = {}): FieldErrors {
  for (const pair of search.replace(/^\?/, '').split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const [rawKey, rawValue] = eq < 0 ? [pair, ''] : [pair.slice(0, eq), pair.slice(eq + 1)];
    const key = decoded(rawKey);
    const value = decoded(rawValue);
    if (key === null || value === null || badText(key) || badText(value)) flag(out, shown(key ?? rawKey));
  }
  return out;
}

function decoded(raw: string): string | null {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

// Per parsed document: Apollo hands the same DocumentNode for a repeated query text, so it is walked once.
const literalErrorsOf = new WeakMap<DocumentNode, FieldErrors>();

/** String literals of a GraphQL document (`racoes(search: "a\u0000b")`), named `argument[.field]`. */
function literalErrors(document: DocumentNode): FieldErrors {
  let out = literalErrorsOf.get(document);
  if (!out) literalErrorsOf.set(document, (out = walkLiterals(document)));
  return out;
}

function walkLiterals(document: DocumentNode): FieldErrors {
  const out: FieldErrors = {};
  const walk = (node: ValueNode, path: string) => {
    if (node.kind === Kind.STRING) {
      if (badText(node.value)) flag(out, path);
    } else if (node.kind === Kind.LIST) node.values.forEach((v, i) => walk(v, `${path}[${i}]`));
    else if (node.kind === Kind.OBJECT) node.fields.forEach((f) => walk(f.value, `${path}.${shown(f.name.value)}`));
  };
  visit(document, { Argument: (arg) => walk(arg.value, arg.name.value), VariableDefinition: (d) => void (d.defaultValue && walk(d.defaultValue, d.variable.name.value)) });
  return out;
}

/** Literals and variables of a GraphQL operation (HTTP and graphql-ws alike); an AppError to throw, or null. */
export function graphqlTextError(document: DocumentNode, variables: unknown): AppError | null {
  const literal = literalErrors(document);
  const errors: FieldErrors = Object.keys(literal).length > 0 ? structuredClone(literal) : {};
  textErrors(variables ?? {}, '', errors);
  return invalidText(errors);
}

export const invalidText = (errors: FieldErrors): AppError | null =>
  (Object.keys(errors).length > 0 ? new AppError('VALIDATION_FAILED', 'Um ou mais campos sao invalidos', errors) : null);
