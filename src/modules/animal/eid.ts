import { IsString, MaxLength, registerDecorator, ValidateIf } from '../../class-validator';

/**
 * ISO 11784/11785 FDX-B: 15 digits, the first three a country code (ISO 3166 numeric, 076 for Brazil) or a
 * manufacturer code (900-998); 000 and 999 (test transponders) are not an animal's. Readers print the code apart
 * ("982 000017383201") or in groups, so any spaces are accepted and dropped.
 */
export const EID_MESSAGE = 'deve ser um EID ISO 11784 de 15 digitos (codigo de pais ou fabricante 001-998, espacos permitidos)';

/** The 15 digits of an EID as written, or null when it is not one. Linear: one pass over at most 64 characters. */
export function normalizeEid(text: string): string | null {
  if (text.length > 64) return null;
  const digits = text.replace(/[\s]/g, '');
  if (!/^\d{15}$/.test(digits)) return null;
  const code = Number(digits.slice(0, 3));
  return code >= 1 && code <= 998 ? digits : null;
}

/** An optional EID input field: null or an EID (any spacing); the service stores normalizeEid's digits. */
export const OptionalEid = () => (target: object, key: string) => {
  ValidateIf((_o, v) => v !== undefined && v !== null && v !== '')(target, key);
  IsString({ message: 'deve ser um texto' })(target, key);
  MaxLength(64, { message: 'deve ter no maximo 64 caracteres' })(target, key);
  registerDecorator({
    name: 'eid', target: target.constructor, propertyName: key, options: { message: EID_MESSAGE },
    validator: { validate: (v: unknown) => typeof v !== 'string' || normalizeEid(v) !== null },
  });
};

/** The stored value of an optional EID input: its digits, or null when absent or blank. */
export const eidOrNull = (v: string | null | undefined): string | null => (v && v.trim() ? normalizeEid(v) : null);
