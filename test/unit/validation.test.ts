import 'reflect-metadata';
import { IsDate, validate, Validator } from 'class-validator';
import { ArgumentValidationError } from 'type-graphql';
import { IntRange, Optional, validateArgument } from '../../src/validation';
import { RegisterInput } from '../../src/modules/auth/auth.types';

describe('password policy messages', () => {
  it('reports every missing character class, not only the last one', async () => {
    const input = Object.assign(new RegisterInput(), { nome: 'Ana', email: 'ana@x.com', password: 'abcdefgh', confirmPassword: 'abcdefgh' });
    const [error] = await validate(input);
    expect(error.property).toBe('password');
    expect(Object.values(error.constraints!).sort()).toEqual(['deve conter um numero', 'deve conter um simbolo', 'deve conter uma letra maiuscula']);
  });

  it('accepts a password with every class', async () => {
    const input = Object.assign(new RegisterInput(), { nome: 'Ana', email: 'ana@x.com', password: 'Abcdefg1!', confirmPassword: 'Abcdefg1!' });
    expect(await validate(input)).toEqual([]);
  });
});

describe('argument validation remembers the shapes that passed', () => {
  class PageArgs {
    @IntRange(1, 100) pageSize?: number;
    @Optional() @IsDate() since?: Date;
  }
  const page = (v: Partial<PageArgs>) => Object.assign(new PageArgs(), v);
  const fails = (v: Partial<PageArgs>) => expect(validateArgument(page(v))).rejects.toBeInstanceOf(ArgumentValidationError);

  it('passes a repeated shape without asking class-validator again, and still refuses every bad one', async () => {
    // The Validator's method: src/class-validator.ts calls it without the package's index.
    const spy = jest.spyOn(Validator.prototype, 'validateOrReject');
    await validateArgument(page({ pageSize: 10 }));
    await validateArgument(page({ pageSize: 10 }));
    expect(spy).toHaveBeenCalledTimes(1);
    await fails({ pageSize: 0 });
    await fails({ pageSize: 0 });
    expect(spy).toHaveBeenCalledTimes(3);
    spy.mockRestore();
  });

  it('does not confuse values that print alike: NaN or an invalid date are never taken for null', async () => {
    await validateArgument(page({ pageSize: 10, since: null as unknown as Date }));
    await fails({ pageSize: NaN });
    await validateArgument(page({ pageSize: 10, since: new Date('2026-01-01') }));
    await fails({ pageSize: 10, since: new Date('not a date') });
    await fails({ pageSize: Infinity });
  });

  it('keeps the same rules for an array of inputs', async () => {
    await validateArgument([page({ pageSize: 5 }), page({ pageSize: 6 })]);
    await expect(validateArgument([page({ pageSize: 5 }), page({ pageSize: 500 })])).rejects.toBeInstanceOf(ArgumentValidationError);
  });
});
