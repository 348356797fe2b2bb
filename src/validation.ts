import {
  IsBoolean, IsEmail, IsIn, IsInt, IsNotEmpty, IsNumber, IsString, IsUUID, Max, MaxLength, Min, MinLength,
  registerDecorator, ValidateIf, validateOrReject, type ValidationArguments, type ValidationError, type ValidationOptions,
  type ValidatorOptions,
} from './class-validator';
import { ArgumentValidationError } from 'type-graphql';
import { setNewest } from './bounded';
import { MAX_JSON_DEPTH } from './text-input';

// One vocabulary of input rules, with the contract's Portuguese messages (no accents), used by every input class.
const m = (message: string): ValidationOptions => ({ message });

/** Every weight of an animal, or per head of a batch, in kg: a steer past 2 t does not exist, so more is a typing error. */
export const MAX_PESO_KG = 10_000;

export const Text = (min: number, max: number) => (target: object, key: string) => {
  IsString(m('deve ser um texto'))(target, key);
  // Length counts the trimmed value: services store strings trimmed.
  registerDecorator({
    name: 'trimmedMinLength', target: target.constructor, propertyName: key,
    options: m(min === 1 ? 'e obrigatorio' : `deve ter no minimo ${min} caracteres`),
    validator: { validate: (v: unknown) => typeof v !== 'string' || v.trim().length >= min },
  });
  MaxLength(max, m(`deve ter no maximo ${max} caracteres`))(target, key);
};

export const OptionalText = (max: number) => (target: object, key: string) => {
  ValidateIf((_o, v) => v !== undefined && v !== null)(target, key);
  IsString(m('deve ser um texto'))(target, key);
  MaxLength(max, m(`deve ter no maximo ${max} caracteres`))(target, key);
};

export const Email = () => (target: object, key: string) => {
  IsEmail({}, m('deve ser um e-mail valido'))(target, key);
  MaxLength(254, m('deve ter no maximo 254 caracteres'))(target, key);
};

/** Contract 2.1: 8..128 chars with upper, lower, digit and symbol; each missing class is reported. */
const PASSWORD_RULES: [string, RegExp, string][] = [
  ['hasUpper', /[A-Z]/, 'deve conter uma letra maiuscula'],
  ['hasLower', /[a-z]/, 'deve conter uma letra minuscula'],
  ['hasDigit', /[0-9]/, 'deve conter um numero'],
  ['hasSymbol', /[^A-Za-z0-9]/, 'deve conter um simbolo'],
];

export const StrongPassword = () => (target: object, key: string) => {
  IsString(m('deve ser um texto'))(target, key);
  MinLength(8, m('deve ter no minimo 8 caracteres'))(target, key);
  MaxLength(128, m('deve ter no maximo 128 caracteres'))(target, key);
  // Distinct constraint names: class-validator keys messages by name, so a shared `matches` would keep one.
  for (const [name, re, message] of PASSWORD_RULES) {
    registerDecorator({
      name, target: target.constructor, propertyName: key, options: m(message),
      validator: { validate: (v: unknown) => typeof v !== 'string' || re.test(v) },
    });
  }
};

export const Required = () => IsNotEmpty(m('e obrigatorio'));

/**
 * `v` in units of its last stored decimal, as a `numeric(p, scale)` column keeps it: PostgreSQL reads the number's
 * text and rounds it half away from zero, so 0.001 in a column of scale 2 is 0.00.
 */
export function storedUnits(v: number, scale: number): number {
  const [mantissa, exponent = '0'] = String(Math.abs(v)).split('e');
  // Shifting the decimal text (not multiplying the binary value) rounds as PostgreSQL does: 1.005 at scale 2 is 1.01.
  return Math.sign(v) * Math.round(Number(`${mantissa}e${Number(exponent) + scale}`));
}

/**
 * A number in [min, max], or (min, max] with `exclusiveMin`, judged as it will be stored: `scale` is the decimals of
 * the column it goes to (or of the unit it is used in), so a positive rule means positive once stored (0.001 %
 * of dry matter was accepted, stored as 0 and then divided by). test/unit/input-scales.test.ts checks each input
 * field's scale against its column.
 */
export const Range = (min: number, max: number, { exclusiveMin = false, scale }: { exclusiveMin?: boolean; scale: number }) =>
  (target: object, key: string) => {
    IsNumber({ allowNaN: false, allowInfinity: false }, m('deve ser um numero'))(target, key);
    Max(max, m(`deve ser no maximo ${max}`))(target, key);
    if (!exclusiveMin) return Min(min, m(`deve ser no minimo ${min}`))(target, key);
    registerDecorator({
      name: 'exclusiveMin', target: target.constructor, propertyName: key, options: m(`deve ser maior que ${min}`),
      validator: { validate: (v: unknown) => typeof v === 'number' && v > min },
    });
    // Above the minimum but stored as it (0.0004 kg is 0.000): its own message, so the client sees why.
    registerDecorator({
      name: 'exclusiveMinStored', target: target.constructor, propertyName: key,
      options: m(`deve ser maior que ${min} depois de arredondado a ${scale} casas decimais`),
      validator: { validate: (v: unknown) => typeof v !== 'number' || !(v > min) || storedUnits(v, scale) > storedUnits(min, scale) },
    });
  };

export const IntRange = (min: number, max: number) => (target: object, key: string) => {
  IsInt(m('deve ser um numero inteiro'))(target, key);
  Min(min, m(`deve ser no minimo ${min}`))(target, key);
  Max(max, m(`deve ser no maximo ${max}`))(target, key);
};

export const OneOf = (values: readonly string[]) => IsIn(values as string[], m(`deve ser um de: ${values.join(', ')}`));
export const Bool = () => IsBoolean(m('deve ser verdadeiro ou falso'));
export const Uuid = () => IsUUID('all', m('deve ser um identificador valido'));

/** The field must equal another field of the same object (confirmPassword). */
export const SameAs = (other: string, message = 'as senhas nao conferem') => (target: object, key: string) =>
  registerDecorator({
    name: 'sameAs', target: target.constructor, propertyName: key, constraints: [other], options: m(message),
    validator: { validate: (v: unknown, args: ValidationArguments) => v === (args.object as any)[other] },
  });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (v: string) => UUID.test(v);

/** Optional text is stored trimmed, and blank as null, so responses carry null for it (contract 2.3). */
export const blankToNull = (v: string | null | undefined): string | null => v?.trim() || null;

/** The following rules apply only when the value is present (optional fields: absent or null is fine). */
export const Optional = () => ValidateIf((_o, v) => v !== undefined && v !== null);

const VALIDATOR: ValidatorOptions = { forbidUnknownValues: false, skipMissingProperties: true, validationError: { target: false, value: false } };

// Arguments that passed, per input class, by their JSON text: most reads repeat a few shapes (a page size, a
// filter), and class-validator re-reads its metadata for every object it checks. Its rules are pure functions of
// the values, so a shape that passed once passes again. Failures are always checked afresh (their messages).
const PASSED_PER_CLASS = 500;
const PASSED_KEY_MAX = 512;
const passed = new WeakMap<object, Map<string, true>>();

/**
 * TypeGraphQL's argument validation (class-validator, the options it applies) with the library loaded once: its own
 * validation imports class-validator again for every argument of every request (`await import`), which cost a
 * tenth of a feeds page's CPU.
 */
export async function validateArgument(value: unknown): Promise<void> {
  const validated = (v: unknown): v is object => v !== null && typeof v === 'object';
  if (!validated(value)) return;
  if (Array.isArray(value)) return void (await Promise.all(value.filter(validated).map(validateObject)));
  await validateObject(value);
}

type Holder = Record<string, unknown>;

/**
 * JSON.stringify of request data with every container nested past MAX_JSON_DEPTH printed as null (`cut`):
 * JSON.stringify recurses once per level, and 10,000 levels overflowed the stack (a 500). The text boundary refuses
 * such input (`textErrors`), so only a walk that runs before it (the idempotency hash) or code reached another way
 * ever sees a cut. `inexact(holder, key, printed)` may mark other values besides (see `shapeKey`), and a text longer
 * than `maxText` is cut unprinted (a key that could not be kept need not print a file's megabytes of base64).
 */
export function boundedJson(
  value: unknown, inexact?: (holder: Holder, key: string) => boolean, maxText = Infinity,
): { text: string | undefined; cut: boolean } {
  const depths = new Map<unknown, number>();
  let cut = false;
  const text = JSON.stringify(value, function (this: Holder, k, printed: unknown) {
    if (inexact?.(this, k)) cut = true;
    if (typeof printed === 'string' && printed.length > maxText) return (cut = true), null;
    if (printed === null || typeof printed !== 'object') return printed;
    const depth = (depths.get(this) ?? 0) + 1;
    if (depth > MAX_JSON_DEPTH) return (cut = true), null;
    depths.set(printed, depth);
    return printed;
  });
  return { text, cut };
}

/**
 * The value's JSON text when it tells the value apart from every other (strings, finite numbers, booleans, null,
 * valid dates, objects and arrays of those, at most MAX_JSON_DEPTH deep); undefined when it would not (NaN and an
 * invalid date both print null).
 */
function shapeKey(value: object): string | undefined {
  const { text, cut } = boundedJson(value, (holder, k) => {
    const raw = holder[k];
    return raw instanceof Date ? Number.isNaN(raw.getTime()) : typeof raw === 'number' ? !Number.isFinite(raw)
      : raw === undefined ? Array.isArray(holder) : typeof raw === 'function' || typeof raw === 'symbol' || typeof raw === 'bigint';
  }, PASSED_KEY_MAX);
  return cut ? undefined : text;
}

async function validateObject(value: object): Promise<void> {
  const key = shapeKey(value);
  const seen = passed.get(value.constructor);
  if (key !== undefined && seen?.has(key)) return;
  try {
    await validateOrReject(value, VALIDATOR);
  } catch (err) {
    throw new ArgumentValidationError(err as ValidationError[]);
  }
  if (key === undefined || key.length > PASSED_KEY_MAX) return;
  const shapes = seen ?? new Map<string, true>();
  if (!seen) passed.set(value.constructor, shapes);
  setNewest(shapes, key, true, PASSED_PER_CLASS);
}
