import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import jwt from 'jsonwebtoken';
import { notificacoes } from '../../src/modules/notificacao/schema';
import { users } from '../../src/modules/user/schema';
import { client, startTestApp, type Client, type TestApp } from '../helpers/app';
import { makeTenant, type TestTenant, type TestUser } from '../helpers/factories';
import { alerted as alertedIn, closedWithin, probe as probeOf, sleep, watch as watchOn, type Watch } from '../helpers/sockets';

/**
 * Contract 6: a graphql-ws socket is only as good as its token and its user. With a live `notificationAdded`
 * subscription, the socket is closed with 4401 when the access token expires and when the user is
 * deactivated, deleted, demoted or moved to another tenant, and no notification is delivered after.
 */
let t: TestApp;
let api: Client;

beforeAll(async () => {
  t = await startTestApp();
  api = client(t.url);
});
afterAll(() => t.close());

const watch = (token: string) => watchOn(t, token);
const alerted = (label: string) => alertedIn(t, api, label);
const probe = async (w: Watch, fire: () => Promise<void>) => expect(await probeOf(w, fire)).toBe(true);
/**
 * The owner's notifications so far: a probe fires until one arrives, so on a loaded machine an earlier fire's delivery
 * may come after the change. What must never arrive is a notification made after it.
 */
const madeSoFar = async (userId: string) => new Set((await t.app.database.db.select({ id: notificacoes.id }).from(notificacoes)
  .where(eq(notificacoes.userId, userId))).map((r) => r.id));
const madeAfter = (w: Watch, before: Set<string>) => w.events.filter((e) => !before.has(e.data.notificationAdded.id));

describe('graphql-ws socket lifetime (contract 6)', () => {
  it.each<[string, (x: { tenant: TestTenant; owner: TestUser }) => Promise<unknown>]>([
    ['deactivated', ({ tenant, owner }) => api.put(`/api/users/${owner.id}/toggle-active`, undefined, tenant.users.Admin.token)],
    ['deleted', ({ tenant, owner }) => api.del(`/api/users/${owner.id}`, tenant.users.Admin.token)],
    ['demoted', ({ tenant, owner }) => api.put(`/api/users/${owner.id}`, { nome: owner.nome, email: owner.email, role: 'Operador' }, tenant.users.Admin.token)],
    // No API moves a user between tenants: the change is made in the database, unannounced, and found by the sweep.
    ['moved to another tenant', async ({ owner }) => {
      const other = await makeTenant(t.app, 'destino');
      await t.app.database.db.update(users).set({ tenantId: other.id }).where(eq(users.id, owner.id));
    }],
  ])('a %s user: closed with 4401, nothing delivered after', async (label, change) => {
    const x = await alerted(`ws-${label.split(' ')[0]}`);
    const w = watch(x.owner.token);
    try {
      await probe(w, x.fire);
      const before = await madeSoFar(x.owner.id);
      await change(x);
      // How soon is proof S15's figure (milliseconds; the unannounced move waits for the 5 s sweep).
      expect(await w.closed).toEqual({ code: 4401, at: expect.any(Number) });
      await x.fire();
      await sleep(300);
      expect(madeAfter(w, before)).toEqual([]);
    } finally {
      await w.dispose();
    }
  });

  it('an expiring access token: closed with 4401 at its expiry, nothing delivered after', async () => {
    const x = await alerted('ws-exp');
    const exp = Math.floor(Date.now() / 1000) + 3;
    const { config } = t.app;
    const token = jwt.sign({ email: x.owner.email, role: x.owner.role, tenantId: x.tenant.id, exp }, config.JWT_SECRET!, {
      algorithm: 'HS256', subject: x.owner.id, issuer: config.JWT_ISSUER, audience: config.JWT_AUDIENCE, jwtid: randomUUID(),
    });
    const w = watch(token);
    try {
      // Live before its expiry, unless the machine took the token's 3 s to get there; the close at exp is checked either way.
      await probeOf(w, x.fire);
      const closed = await w.closed;
      expect(closed).toEqual({ code: 4401, at: expect.any(Number) });
      expect(closed.at).toBeGreaterThanOrEqual(exp * 1000 - 50);
      await x.fire();
      await sleep(300);
      expect(w.events.filter((e) => e.at >= exp * 1000)).toEqual([]);
    } finally {
      await w.dispose();
    }
  });

  it('an unchanged user keeps the socket, also across another user\'s change', async () => {
    const x = await alerted('ws-keep');
    const w = watch(x.owner.token);
    try {
      await probe(w, x.fire);
      expect((await api.put(`/api/users/${x.tenant.users.Operador.id}/toggle-active`, undefined, x.tenant.users.Admin.token)).status).toBe(200);
      expect(await closedWithin(w, 700)).toBeNull();
      await probe(w, x.fire);
    } finally {
      await w.dispose();
    }
  });
});
