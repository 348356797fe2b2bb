import type * as lib from 'class-validator';

/**
 * The parts of class-validator this service uses, required file by file. The package's index loads every rule it
 * has, with libphonenumber-js's metadata and about 110 files of validator.js: 3 MB of heap that every process held
 * from start for rules no input uses (docs/decisions.md, "Memory: load on first use"). Import these names from
 * here, never from 'class-validator' (lint enforces it; types may still come from the package).
 */
export type { ValidationArguments, ValidationError, ValidationOptions, ValidatorOptions } from 'class-validator';

const part = <T>(file: string): T => require(`class-validator/cjs/${file}`) as T;

export const { ArrayMaxSize } = part<typeof lib>('decorator/array/ArrayMaxSize');
export const { ArrayMinSize } = part<typeof lib>('decorator/array/ArrayMinSize');
export const { IsBoolean } = part<typeof lib>('decorator/typechecker/IsBoolean');
export const { IsEmail } = part<typeof lib>('decorator/string/IsEmail');
export const { IsIn } = part<typeof lib>('decorator/common/IsIn');
export const { IsInt } = part<typeof lib>('decorator/typechecker/IsInt');
export const { IsISO8601 } = part<typeof lib>('decorator/string/IsISO8601');
export const { IsNotEmpty } = part<typeof lib>('decorator/common/IsNotEmpty');
export const { IsNumber } = part<typeof lib>('decorator/typechecker/IsNumber');
export const { IsString } = part<typeof lib>('decorator/typechecker/IsString');
export const { IsUUID } = part<typeof lib>('decorator/string/IsUUID');
export const { Matches } = part<typeof lib>('decorator/string/Matches');
export const { Max } = part<typeof lib>('decorator/number/Max');
export const { MaxLength } = part<typeof lib>('decorator/string/MaxLength');
export const { Min } = part<typeof lib>('decorator/number/Min');
export const { MinLength } = part<typeof lib>('decorator/string/MinLength');
export const { ValidateIf } = part<typeof lib>('decorator/common/ValidateIf');
export const { ValidateNested } = part<typeof lib>('decorator/common/ValidateNested');
export const { registerDecorator } = part<typeof lib>('register-decorator');

// What the index's validate and validateOrReject do: one Validator from class-validator's container.
const { Validator } = part<{ Validator: new () => lib.Validator }>('validation/Validator');
const validator = part<typeof lib>('container').getFromContainer(Validator);

export const validate = (object: object, options?: lib.ValidatorOptions): Promise<lib.ValidationError[]> =>
  validator.validate(object, options);
export const validateOrReject = (object: object, options?: lib.ValidatorOptions): Promise<void> =>
  validator.validateOrReject(object, options);
