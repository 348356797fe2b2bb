import { STATUS_CODES } from 'node:http';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { AuthenticationError, AuthorizationError } from 'type-graphql';

/** Every machine code the API emits, with the HTTP status REST answers for it. */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  GRAPHQL_LIMIT_EXCEEDED: 400,
  EMAIL_TAKEN: 400,
  INVALID_CREDENTIALS: 400,
  REFRESH_TOKEN_INVALID: 400,
  WRONG_PASSWORD: 400,
  DUPLICATE_PRICE_RECORD: 400,
  DUPLICATE_CODE: 400,
  FEED_NOT_FOUND: 400,
  BATCH_CLOSED: 400,
  PEN_OCCUPIED: 400,
  PEN_CAPACITY: 400,
  DUPLICATE_READING: 400,
  DUPLICATE_CONFIRMATION: 400,
  TRATO_CONSUMPTION: 400,
  INVALID_STATE: 400,
  PROTOCOL_ALREADY_DONE: 400,
  WITHDRAWAL_PERIOD: 400,
  PRICE_OUT_OF_BAND: 400,
  INVALID_FILE: 400,
  DEVICE_TOKEN_NOT_FOUND: 400,
  SELF_OPERATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  REGISTRATION_DISABLED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  REQUEST_TIMEOUT: 408,
  IDEMPOTENCY_KEY_IN_USE: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  IDEMPOTENCY_KEY_REUSED: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  PROVIDER_UNAVAILABLE: 502,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = 'AppError';
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (what = 'Recurso') => new AppError('NOT_FOUND', `${what} nao encontrado`);
export const validationFailed = (errors: FieldErrors, message = 'Um ou mais campos sao invalidos') =>
  new AppError('VALIDATION_FAILED', message, errors);
export const databaseUnavailable = () => new AppError('SERVICE_UNAVAILABLE', 'Banco de dados indisponivel');
/** A request body that did not arrive within REQUEST_BODY_TIMEOUT_MS (the connection is closed after the answer). */
export const bodyTimedOut = () => new AppError('REQUEST_TIMEOUT', 'O corpo da requisicao nao chegou a tempo');
export const fieldError = (field: string, message: string) => validationFailed({ [field]: [message] });

/** Unique constraints whose violation is a client error, by constraint name. */
export const UNIQUE_VIOLATIONS: Record<string, [ErrorCode, string]> = {
  users_email_unique: ['EMAIL_TAKEN', 'E-mail ja cadastrado'],
  tenants_slug_unique: ['DUPLICATE_CODE', 'Ja existe um tenant com este slug'],
  lotes_codigo_unique: ['DUPLICATE_CODE', 'Ja existe um lote com este codigo'],
  precos_mercado_global_unique: ['DUPLICATE_PRICE_RECORD', 'Ja existe um registro de preco para esta data e fonte'],
  precos_mercado_tenant_unique: ['DUPLICATE_PRICE_RECORD', 'Ja existe um registro de preco para esta data e fonte'],
  animais_identificacao_unique: ['DUPLICATE_CODE', 'Ja existe um animal com esta identificacao'],
  animais_eid_unique: ['DUPLICATE_CODE', 'Ja existe um animal com este EID'],
  currais_codigo_unique: ['DUPLICATE_CODE', 'Ja existe um curral com este codigo'],
  lotes_curral_aberto_unique: ['PEN_OCCUPIED', 'O curral ja tem um lote aberto'],
  leituras_cocho_lote_data_unique: ['DUPLICATE_READING', 'Ja existe uma leitura de cocho deste lote nesta data'],
  confirmacoes_trato_lote_data_unique: ['DUPLICATE_CONFIRMATION', 'O trato deste lote nesta data ja foi confirmado'],
};

export type NormalizedError = {
  code: ErrorCode;
  status: number;
  message: string;
  errors?: FieldErrors;
  internal?: unknown;
};

const DEFAULT_MESSAGE: Partial<Record<ErrorCode, string>> = {
  UNAUTHENTICATED: 'Token de acesso ausente ou invalido',
  FORBIDDEN: 'Perfil sem permissao para esta operacao',
  INTERNAL: 'Erro interno',
};

function pgError(e: unknown): { code?: string; constraint?: string } | undefined {
  for (let cur: any = e, i = 0; cur && i < 5; cur = cur.cause, i++) {
    if (typeof cur.code === 'string' && /^[0-9A-Z]{5}$/.test(cur.code)) {
      return { code: cur.code, constraint: cur.constraint_name ?? cur.constraint };
    }
  }
  return undefined;
}

/**
 * class-validator errors from TypeGraphQL's ArgumentValidationError, keyed by the request's JSON field names;
 * a nested field is keyed by its path (`admin.password`, `itens[0].peso`), as REST's type checks key it.
 */
function fromValidationErrors(list: any[], out: FieldErrors = {}, prefix = ''): FieldErrors {
  for (const v of list) {
    const key = /^\d+$/.test(String(v.property)) ? `${prefix}[${v.property}]` : prefix ? `${prefix}.${v.property}` : String(v.property);
    if (v.constraints) out[key] = Object.values(v.constraints as Record<string, string>);
    if (v.children?.length) fromValidationErrors(v.children, out, key);
  }
  return out;
}

// The database went away under a request: unavailability (503), not a defect of the service (500).
const CONNECTION_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'CONNECTION_CLOSED', 'CONNECTION_ENDED', 'CONNECTION_DESTROYED', 'CONNECT_TIMEOUT']);

function connectionLost(e: unknown): boolean {
  for (let cur: any = e, i = 0; cur && i < 5; cur = cur.cause, i++) {
    const code = cur.code;
    // SQLSTATE class 08 (connection exception) and 57P01-57P03 (server shutting down or starting).
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code) || /^57P0[123]$/.test(code))) return true;
    // The embedded database after close().
    if (cur.message === 'PGlite is closed' || cur.message === 'PGlite is closing') return true;
  }
  return false;
}

/** Maps any error raised while executing GraphQL to one catalog entry. The only translation point. */
export function normalizeError(err: unknown): NormalizedError {
  // Apollo wraps request errors (ValidationError, UserInputError) around graphql's own GraphQLError: unwrap every layer.
  let original: unknown = err;
  while (original instanceof GraphQLError && original.originalError) original = original.originalError;
  const make = (code: ErrorCode, message?: string, errors?: FieldErrors, internal?: unknown): NormalizedError => ({
    code, status: ERROR_STATUS[code], message: message ?? DEFAULT_MESSAGE[code] ?? code, errors, internal,
  });

  if (original instanceof AppError) return make(original.code, original.message, original.errors);
  const anyErr = original as any;
  if (anyErr?.name === 'ArgumentValidationError' || anyErr?.extensions?.code === 'BAD_USER_INPUT' && anyErr?.extensions?.validationErrors) {
    return make('VALIDATION_FAILED', 'Um ou mais campos sao invalidos', fromValidationErrors(anyErr.extensions?.validationErrors ?? anyErr.validationErrors ?? []));
  }
  // TypeGraphQL's own classes are GraphQLErrors named 'GraphQLError': matched by class (the name is for other throwers).
  if (original instanceof AuthenticationError || anyErr?.name === 'AuthenticationError') return make('UNAUTHENTICATED');
  if (original instanceof AuthorizationError || anyErr?.name === 'AuthorizationError') return make('FORBIDDEN');
  if (connectionLost(original)) return make('SERVICE_UNAVAILABLE', databaseUnavailable().message, undefined, original);
  // statement_timeout (57014) or lock_timeout (55P03): PostgreSQL cancelled the statement and rolled its transaction
  // back, so "unavailable, retry" is true (R11).
  if (['57014', '55P03'].includes(pgError(original)?.code ?? '')) return make('SERVICE_UNAVAILABLE', 'Banco de dados ocupado, tente novamente', undefined, original);
  const pg = pgError(original);
  if (pg?.code === '23505' && pg.constraint && UNIQUE_VIOLATIONS[pg.constraint]) {
    const [code, message] = UNIQUE_VIOLATIONS[pg.constraint];
    return make(code, message);
  }
  // Values PostgreSQL rejects (out-of-range numbers, invalid text) that slipped past validation are still bad input.
  if (pg?.code && ['22003', '22P02', '22007', '22008', '22001', '23514'].includes(pg.code)) {
    return make('VALIDATION_FAILED', 'Valor fora dos limites aceitos', undefined, original);
  }
  // A GraphQLError at the bottom of an error without a path is a parse, validation, limit or variable-coercion
  // error of the request (errors raised while executing carry a path and, unless mapped above, are internal).
  if (err instanceof GraphQLError && original instanceof GraphQLError && !err.path) {
    // Apollo's "GET requests only support query operations" is a BAD_REQUEST sent with HTTP 405.
    if ((err.extensions?.http as { status?: number } | undefined)?.status === 405) return make('METHOD_NOT_ALLOWED', err.message);
    const code = [original.extensions?.code, err.extensions?.code].find((c): c is ErrorCode => typeof c === 'string' && c in ERROR_STATUS);
    return make(code ?? 'BAD_REQUEST', err.message);
  }
  return make('INTERNAL', undefined, undefined, original);
}

/** Apollo formatError: the catalog's code and status in extensions; internals never leave. */
export function toGraphQLError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const n = normalizeError(error);
  return {
    message: n.message,
    locations: formatted.locations,
    path: formatted.path,
    extensions: { code: n.code, status: n.status, ...(n.errors ? { errors: n.errors } : {}) },
  };
}

export type Problem = {
  type: 'about:blank';
  title: string;
  status: number;
  detail: string;
  code: ErrorCode;
  traceId: string;
  errors?: FieldErrors;
};

/** RFC 9457 body, the one rendering of an error for /api. */
export function toProblem(n: Pick<NormalizedError, 'code' | 'message' | 'errors'>, traceId: string): Problem {
  const status = ERROR_STATUS[n.code];
  return {
    type: 'about:blank',
    title: STATUS_CODES[status] ?? 'Error',
    status,
    detail: n.message,
    code: n.code,
    traceId,
    ...(n.errors ? { errors: n.errors } : {}),
  };
}
