import 'reflect-metadata';
import { sql } from 'drizzle-orm';
import argon2 from 'argon2';
import { ARGON2_PARAMS, verifyPassword } from '../../src/auth/password';
import { client, startTestApp, type Client, type TestApp } from '../helpers/app';
import { PASSWORD } from '../helpers/factories';
import { percentile, report } from './helpers/report';

/** S6: passwords are stored as argon2id at OWASP's minimum costs or above; the cost of one login. */
jest.setTimeout(60_000);

describe('S6 password storage', () => {
  let t: TestApp;
  let api: Client;
  beforeAll(async () => {
    t = await startTestApp();
    api = client(t.url);
  });
  afterAll(async () => {
    await t.close();
  });

  it('stores a registered user as $argon2id$v=19$m=19456,t=2,p=1 and logs in at a measured p50', async () => {
    const email = `s6.${Date.now()}@teste.com`;
    const reg = await api.post('/api/auth/register', { nome: 'Usuario S6', email, password: PASSWORD, confirmPassword: PASSWORD });
    expect(reg.status).toBe(200);
    const [row] = await t.app.database.rows<{ password_hash: string }>(sql`select password_hash from users where lower(email) = ${email.toLowerCase()}`);
    const hash = row.password_hash;
    expect(hash).not.toContain(PASSWORD);
    const m = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(hash);
    if (!m) throw new Error(`unexpected hash format: ${hash.replace(/\$[^$]*$/, "$<hash>")}`);
    const [mem, time, par] = [Number(m![1]), Number(m![2]), Number(m![3])];
    expect(mem).toBeGreaterThanOrEqual(19456);
    expect(time).toBeGreaterThanOrEqual(2);
    expect(`m=${mem},t=${time},p=${par}`).toBe(`m=${ARGON2_PARAMS.memoryCost},t=${ARGON2_PARAMS.timeCost},p=${ARGON2_PARAMS.parallelism}`);
    const saltBytes = Buffer.from(m![4], 'base64').length;
    const hashBytes = Buffer.from(m![5], 'base64').length;
    expect(saltBytes).toBeGreaterThanOrEqual(16);

    // A hash in node-argon2's own parameter order (m,p,t), as rows written before the canonical order, still verifies.
    const legacy = await argon2.hash(PASSWORD, ARGON2_PARAMS);
    expect(await verifyPassword(PASSWORD, legacy)).toBe(true);
    expect(await verifyPassword('Errada@Senha9', legacy)).toBe(false);

    const ms: number[] = [];
    for (let i = 0; i < 31; i++) {
      const start = process.hrtime.bigint();
      const r = await api.post('/api/auth/login', { email, password: PASSWORD });
      const took = Number(process.hrtime.bigint() - start) / 1e6;
      expect(r.status).toBe(200);
      if (i > 0) ms.push(took); // the first login warms the code paths
    }
    report('S6', {
      db: t.app.database.kind, phc: hash.split('$').slice(0, 4).join('$'), memoryKiB: mem, iterations: time, parallelism: par,
      saltBytes, hashBytes, logins: ms.length, loginP50ms: Math.round(percentile(ms, 50) * 10) / 10,
      loginP90ms: Math.round(percentile(ms, 90) * 10) / 10, loginMinMs: Math.round(Math.min(...ms) * 10) / 10,
    });
  });
});
