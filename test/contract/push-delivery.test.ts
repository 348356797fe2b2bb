import 'reflect-metadata';
import pino from 'pino';
import { Role } from '../../src/auth/actor';
import { deviceTokens } from '../../src/modules/auth/schema';
import { NotificacaoService } from '../../src/modules/notificacao/notificacao.service';
import { PUSH_CONCURRENCY, PushDelivery, type PushMessage, type PushOutcome, type PushSender } from '../../src/modules/notificacao/push';
import { notificacoes } from '../../src/modules/notificacao/schema';
import { createAppPubSub } from '../../src/graphql/pubsub';
import { startTestApp, type TestApp } from '../helpers/app';
import { makeTenant, type TestTenant } from '../helpers/factories';

/** Push delivery (contract 2.6): reads in the notification's own tenant, sends concurrently with a bound, and never holds shutdown for long. */
const silent = pino({ level: 'silent' });

/** A sender that records what it was asked and how many calls overlapped; each call takes `ms` (forever when null). */
function recorder(ms: number | null) {
  const sent: string[] = [];
  let inFlight = 0;
  let most = 0;
  const sender: PushSender = {
    send: async (token: string, _m: PushMessage): Promise<PushOutcome> => {
      inFlight++;
      most = Math.max(most, inFlight);
      if (ms === null) await new Promise(() => {});
      await new Promise((r) => setTimeout(r, ms!));
      inFlight--;
      sent.push(token);
      return 'sent';
    },
  };
  return { sender, sent, most: () => most };
}

let t: TestApp;
let A: TestTenant;
let B: TestTenant;

beforeAll(async () => {
  t = await startTestApp();
  [A, B] = [await makeTenant(t.app, 'push-a'), await makeTenant(t.app, 'push-b')];
});
afterAll(() => t.close());

/** A notification of one user of `tenant` (each test its own role, so devices do not mix) with `devices` device tokens. */
async function notificationWithDevices(tenant: TestTenant, role: Role, devices: number, label: string) {
  const user = tenant.users[role];
  const db = t.app.database.db;
  const [n] = await db.insert(notificacoes).values({ tenantId: tenant.id, userId: user.id, titulo: 'Alerta de Preco', mensagem: 'm', tipo: 'AlertaPreco' }).returning();
  await db.insert(deviceTokens).values(Array.from({ length: devices }, (_, i) => ({ tenantId: tenant.id, userId: user.id, token: `${label}-${i}`, platform: 'android' })));
  return n;
}

describe(PushDelivery.name, () => {
  it("reads the notification in the tenant it is announced for: another tenant's id sends nothing", async () => {
    const n = await notificationWithDevices(A, Role.Operador, 1, 'tenant');
    const r = recorder(0);
    const push = new PushDelivery(t.app.database.db, r.sender, silent);
    await push.deliver([{ tenantId: B.id, id: n.id }]);
    expect(r.sent).toEqual([]);
    await push.deliver([{ tenantId: A.id, id: n.id }]);
    expect(r.sent).toEqual(['tenant-0']);
  });

  it(`sends to a user's devices concurrently, at most ${PUSH_CONCURRENCY} at a time`, async () => {
    const n = await notificationWithDevices(A, Role.Gerente, 20, 'many');
    const r = recorder(40);
    await new PushDelivery(t.app.database.db, r.sender, silent).deliver([{ tenantId: A.id, id: n.id }]);
    expect(r.sent.sort()).toEqual(Array.from({ length: 20 }, (_, i) => `many-${i}`).sort());
    expect(r.most()).toBe(PUSH_CONCURRENCY);
  });

  it('waiting for deliveries in progress (shutdown) ends at its deadline when the push service hangs', async () => {
    const n = await notificationWithDevices(A, Role.Admin, 3, 'hang');
    const r = recorder(null);
    const service = new NotificacaoService(t.app.database, createAppPubSub(), new PushDelivery(t.app.database.db, r.sender, silent), silent);
    service.announce([{ tenantId: A.id, userId: A.users.Admin.id, id: n.id }]);
    // The push service never answers: settling at all is the 200 ms deadline ending the wait.
    await service.settle(200);
  });
});
