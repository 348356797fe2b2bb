import 'reflect-metadata';
import { Role } from '../../src/auth/actor';
import { client, startTestApp, type Client, type TestApp } from '../helpers/app';
import { makeTenant, PASSWORD } from '../helpers/factories';
import { percentile, report } from './helpers/report';

/**
 * S7: login with an unknown e-mail, a wrong password and an inactive user answer alike: the same status,
 * headers that matter and body (traceId aside), and the same cost (median time within [0.8, 1.25] of the
 * wrong-password case). The cases are interleaved so drift of the machine hits all three alike.
 */
jest.setTimeout(90_000);

const ROUNDS = 30;

describe('S7 account enumeration', () => {
  let t: TestApp;
  let api: Client;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '100000', RATE_LIMIT_LOGIN_FAILURES_PER_HOUR: '100000' });
    api = client(t.url);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the three failure cases with identical bodies and indistinguishable medians', async () => {
    const farm = await makeTenant(t.app, 'enum');
    const known = farm.users[Role.Gerente].email;
    const inactive = farm.users[Role.Operador];
    const off = await api.put(`/api/users/${inactive.id}/toggle-active`, undefined, farm.users[Role.Admin].token);
    expect(off.status).toBe(200);
    expect(off.body.ativo).toBe(false);

    const cases = {
      unknownEmail: () => ({ email: `ninguem.${Math.random().toString(36).slice(2)}@teste.com`, password: PASSWORD }),
      wrongPassword: () => ({ email: known, password: 'Errada@Senha9' }),
      inactiveUser: () => ({ email: inactive.email, password: PASSWORD }),
    };
    type Case = keyof typeof cases;
    const names = Object.keys(cases) as Case[];
    const times: Record<Case, number[]> = { unknownEmail: [], wrongPassword: [], inactiveUser: [] };
    const bodies: Record<Case, Set<string>> = { unknownEmail: new Set(), wrongPassword: new Set(), inactiveUser: new Set() };
    const statuses: Record<Case, Set<number>> = { unknownEmail: new Set(), wrongPassword: new Set(), inactiveUser: new Set() };
    // Warm-up: one of each (the dummy hash is computed on first use).
    for (const n of names) await api.post('/api/auth/login', cases[n]());
    for (let i = 0; i < ROUNDS; i++) {
      const order = i % 2 === 0 ? names : [...names].reverse();
      for (const n of order) {
        const start = process.hrtime.bigint();
        const r = await api.post('/api/auth/login', cases[n]());
        times[n].push(Number(process.hrtime.bigint() - start) / 1e6);
        statuses[n].add(r.status);
        const { traceId, ...rest } = r.body ?? {};
        expect(typeof traceId === 'string' || traceId === undefined).toBe(true);
        bodies[n].add(`${r.headers.get('content-type')} ${JSON.stringify(rest)}`);
      }
    }
    const allBodies = new Set(names.flatMap((n) => [...bodies[n]]));
    const allStatuses = new Set(names.flatMap((n) => [...statuses[n]]));
    const med = Object.fromEntries(names.map((n) => [n, Math.round(percentile(times[n], 50) * 100) / 100])) as Record<Case, number>;
    const ratio = (n: Case) => Math.round((med[n] / med.wrongPassword) * 1000) / 1000;
    report('S7', {
      db: t.app.database.kind, rounds: ROUNDS, requests: ROUNDS * 3, distinctBodies: allBodies.size, statuses: [...allStatuses],
      body: [...allBodies][0], medianMs: med, ratioUnknownToWrong: ratio('unknownEmail'), ratioInactiveToWrong: ratio('inactiveUser'),
    });
    expect(allStatuses.size).toBe(1);
    expect(allBodies.size).toBe(1);
    for (const n of ['unknownEmail', 'inactiveUser'] as Case[]) {
      expect(ratio(n)).toBeGreaterThanOrEqual(0.8);
      expect(ratio(n)).toBeLessThanOrEqual(1.25);
    }
  });
});
