import 'reflect-metadata';
import { validate } from 'class-validator';
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
