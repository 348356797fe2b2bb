import 'reflect-metadata';
// Issue 33, item 5: JSON nested past MAX_JSON_DEPTH (64) is a 400 VALIDATION_FAILED naming the field, over REST (with
// or without an Idempotency-Key) and /graphql, never a 500 from a walk that recurses per level (JSON.stringify in
// the argument check overflowed the stack near 10,000 levels). 64 levels are still input like any other.
import { MAX_JSON_DEPTH, TOO_DEEP_MESSAGE } from '../../src/text-input';
import { animalBody, makeLote } from '../helpers/factories';
import { startOneTenant, type OneTenantSuite } from '../helpers/suite';

let { t, api, tenant: T } = {} as OneTenantSuite;
beforeAll(async () => ({ t, api, tenant: T } = await startOneTenant('profundo')));
afterAll(() => t.close());

/** JSON text of `levels` arrays (or objects under "k") one inside the other around 1: built as text, since the
 * client's own JSON.stringify would overflow first. */
const nested = (levels: number, kind: 'array' | 'object') =>
  kind === 'array' ? `${'['.repeat(levels)}1${']'.repeat(levels)}` : `${'{"k":'.repeat(levels)}1${'}'.repeat(levels)}`;
/** The animals batch with one item holding `extra` (JSON text) besides valid fields; the body's depth is 3 + extra's. */
const batch = (extra: string) => `{"animais":[${JSON.stringify(animalBody()).slice(0, -1)},"extra":${extra}}]}`;
const headers = { 'content-type': 'application/json', authorization: '' };

describe('deeply nested JSON', () => {
  it.each([['array', 10_000], ['object', 10_000], ['array', 62]] as const)('REST animals batch, %s of %d levels in an item: 400 naming the field', async (kind, levels) => {
    const lote = await makeLote(t.app, T.id);
    for (const key of [undefined, `k-${kind}-${levels}`]) {
      const r = await api.call('POST', `/api/lotes/${lote.id}/animais/lote`, {
        raw: batch(nested(levels, kind)), headers: { ...headers, authorization: `Bearer ${T.users.Gerente.token}`, ...(key ? { 'idempotency-key': key } : {}) },
      });
      expect({ status: r.status, code: r.body.code }).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
      const [field, messages] = Object.entries(r.body.errors as Record<string, string[]>)[0];
      expect({ field: field.slice(0, 16), messages }).toEqual({ field: 'animais[0].extra', messages: [TOO_DEEP_MESSAGE] });
    }
  });

  it(`an item nesting ${MAX_JSON_DEPTH} levels in all is taken as any other (its unknown field ignored)`, async () => {
    const lote = await makeLote(t.app, T.id);
    const r = await api.call('POST', `/api/lotes/${lote.id}/animais/lote`, { raw: batch(nested(MAX_JSON_DEPTH - 3, 'array')), headers: { ...headers, authorization: `Bearer ${T.users.Gerente.token}` } });
    expect({ status: r.status, criados: r.body.criados }).toEqual({ status: 201, criados: 1 });
  });

  it('/graphql variables nested 10,000 levels: 400 VALIDATION_FAILED', async () => {
    const lote = await makeLote(t.app, T.id);
    const query = 'mutation($l: ID!, $i: CreateAnimaisInput!) { createAnimais(loteId: $l, input: $i) { criados } }';
    const raw = `{"query":${JSON.stringify(query)},"variables":{"l":"${lote.id}","i":${batch(nested(10_000, 'object'))}}}`;
    const r = await api.call('POST', '/graphql', { raw, headers: { ...headers, authorization: `Bearer ${T.users.Gerente.token}` } });
    expect({ status: r.status, code: r.body.errors?.[0]?.extensions?.code, data: r.body.data ?? null }).toEqual({ status: 400, code: 'VALIDATION_FAILED', data: null });
  });
});
