import 'reflect-metadata';
import { PGlite } from '@electric-sql/pglite';
import { ArgumentValidationError, AuthenticationError, AuthorizationError } from 'type-graphql';
import { normalizeError } from '../../src/errors';

// src/errors.ts recognises some library errors by name or message text where the library offers no code. These
// tests break loudly when an upgrade changes that text, instead of a 503 or a 400 silently becoming a 500.
describe('library errors the catalog recognises', () => {
  it('a query on a closed PGlite is 503 SERVICE_UNAVAILABLE (PGlite has no error code for it, only its message)', async () => {
    const pg = new PGlite();
    await pg.query('select 1');
    await pg.close();
    const err = await pg.query('select 1').then(() => null, (e: unknown) => e);
    expect(err).not.toBeNull();
    expect(normalizeError(err)).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503 });
  });

  it("TypeGraphQL's validation, authentication and authorization errors keep the names the catalog maps", () => {
    expect(normalizeError(new ArgumentValidationError([])).code).toBe('VALIDATION_FAILED');
    expect(normalizeError(new AuthenticationError()).code).toBe('UNAUTHENTICATED');
    expect(normalizeError(new AuthorizationError()).code).toBe('FORBIDDEN');
  });
});
