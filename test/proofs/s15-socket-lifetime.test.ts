import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import jwt from 'jsonwebtoken';
import { users } from '../../src/modules/user/schema';
import { client, startTestApp, type Client, type TestApp } from '../helpers/app';
import { makeTenant, type TestTenant, type TestUser } from '../helpers/factories';
import { alerted, closedWithin, probe, sleep, watch } from '../helpers/sockets';
import { report } from './helpers/report';

/**
 * S15 (session management): open graphql-ws subscriptions, then deactivate, delete, demote, move the user to another
 * tenant, and let a token expire. Figures: how long after each the socket closed (4401), and the events delivered
 * after the change (0), although notifications kept being raised for the user.
 */
jest.setTimeout(120_000);

type Case = { name: string; change(x: { tenant: TestTenant; owner: TestUser }): Promise<unknown>; bound: number; token?(x: { tenant: TestTenant; owner: TestUser }): string };

describe('S15 socket lifetime', () => {
  let t: TestApp;
  let api: Client;
  beforeAll(async () => {
    t = await startTestApp();
    api = client(t.url);
  });
  afterAll(() => t.close());

  it('closes with 4401 within seconds of each change and delivers nothing after', async () => {
    const admin = (x: { tenant: TestTenant }) => x.tenant.users.Admin.token;
    const shortToken = (x: { tenant: TestTenant; owner: TestUser }) => jwt.sign(
      { email: x.owner.email, role: x.owner.role, tenantId: x.tenant.id, exp: Math.floor(Date.now() / 1000) + 3 }, t.app.config.JWT_SECRET!,
      { algorithm: 'HS256', subject: x.owner.id, issuer: t.app.config.JWT_ISSUER, audience: t.app.config.JWT_AUDIENCE, jwtid: randomUUID() });
    const cases: Case[] = [
      { name: 'deactivated', bound: 2000, change: (x) => api.put(`/api/users/${x.owner.id}/toggle-active`, undefined, admin(x)) },
      { name: 'deleted', bound: 2000, change: (x) => api.del(`/api/users/${x.owner.id}`, admin(x)) },
      { name: 'demoted', bound: 2000, change: (x) => api.put(`/api/users/${x.owner.id}`, { nome: x.owner.nome, email: x.owner.email, role: 'Operador' }, admin(x)) },
      {
        name: 'moved to another tenant (database, unannounced)', bound: 8000,
        change: async (x) => t.app.database.db.update(users).set({ tenantId: (await makeTenant(t.app, 's15-b')).id }).where(eq(users.id, x.owner.id)),
      },
      // The change is the passage of time: the token was signed to expire 3 s after it was issued.
      { name: 'token expired', bound: 5000, token: shortToken, change: async () => {} },
    ];
    const results: Record<string, unknown>[] = [];
    for (const c of cases) {
      const x = await alerted(t, api, `s15-${results.length}`);
      const token = c.token?.(x) ?? x.owner.token;
      const exp = (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { exp: number }).exp * 1000;
      const w = watch(t, token);
      try {
        expect(await probe(w, x.fire)).toBe(true);
        // Measured from the moment the change is asked for (the request is sent), or from the token's expiry.
        const changedAt = c.token ? exp : Date.now();
        await c.change(x);
        const closed = await closedWithin(w, c.bound + (c.token ? exp - Date.now() : 0));
        // Keep raising notifications for the user after the change: none may arrive.
        await x.fire();
        await x.fire();
        await sleep(300);
        const after = w.events.filter((e) => e.at >= changedAt).length;
        results.push({ case: c.name, closeCode: closed?.code ?? null, closedAfterMs: closed ? closed.at - changedAt : null, eventsAfter: after });
      } finally {
        await w.dispose();
      }
    }
    report('S15', { cases: results, worstCloseMs: Math.max(...results.map((r) => Number(r.closedAfterMs ?? Infinity))), eventsAfter: results.reduce((a, r) => a + Number(r.eventsAfter), 0) });
    console.table(results);
    for (const r of results) expect(r).toEqual(expect.objectContaining({ closeCode: 4401, eventsAfter: 0 }));
    for (const [i, c] of cases.entries()) expect(Number(results[i].closedAfterMs)).toBeLessThan(c.bound);
  });
});
