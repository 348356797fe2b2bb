import { eq } from 'drizzle-orm';
import { Role } from '../../src/auth/actor';
import { fixedClock } from '../../src/clock';
import { deviceTokens } from '../../src/modules/auth/schema';
import { lotes } from '../../src/modules/lote/schema';
import { pesagens } from '../../src/modules/pesagem/schema';
import { users } from '../../src/modules/user/schema';
import { client, startTestApp, type Client, type TestApp } from '../helpers/app';
import { startFakeFcm, type FakeFcm } from '../helpers/fake-fcm';
import { makeLote, makeTenant, type TestTenant } from '../helpers/factories';

describe('PesagemPendente job and push delivery', () => {
  const clock = fixedClock('2026-11-20T15:00:00.000Z');
  let t: TestApp;
  let api: Client;
  let fcm: FakeFcm;
  let a: TestTenant;
  let b: TestTenant;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    fcm = await startFakeFcm();
    t = await startTestApp(fcm.env, { clock });
    api = client(t.url);
    a = await makeTenant(t.app, 'pp-a');
    b = await makeTenant(t.app, 'pp-b');
    const db = t.app.database.db;
    const lote = async (tenantId: string, codigo: string, v: Partial<typeof lotes.$inferInsert>) => {
      const row = await makeLote(t.app, tenantId, { codigo, quantidadeAnimais: 10, dataEntrada: '2026-10-01', ...v });
      ids[codigo] = row.id;
      return row.id;
    };
    await lote(a.id, 'SEM-PESAGEM', { dataEntrada: '2026-10-01' }); // 50 days since entry
    const recente = await lote(a.id, 'RECENTE', { dataEntrada: '2026-09-01' });
    await db.insert(pesagens).values({ tenantId: a.id, loteId: recente, data: '2026-11-10', pesoMedio: 350, quantidadeAnimais: 10 });
    const antiga = await lote(a.id, 'ANTIGA', { dataEntrada: '2026-09-01' });
    await db.insert(pesagens).values({ tenantId: a.id, loteId: antiga, data: '2026-10-15', pesoMedio: 350, quantidadeAnimais: 10 }); // 36 days
    await lote(a.id, 'LIMITE', { dataEntrada: '2026-10-21' }); // exactly 30 days: not more than 30
    await lote(a.id, 'FECHADO', { status: 'Fechado', dataEntrada: '2026-01-01' });
    await lote(a.id, 'APAGADO', { deletedAt: new Date(), dataEntrada: '2026-01-01' });
    // An inactive Gerente is not notified.
    const [inactive] = await db.insert(users).values({ tenantId: a.id, nome: 'Inativo', email: `inativo.${a.slug}@teste.com`, passwordHash: 'x', role: Role.Gerente, ativo: false }).returning();
    ids.inactive = inactive.id;
  });
  afterAll(async () => {
    await t.close();
    await fcm.close();
  });

  it('notifies active Admins and Gerentes of overdue open batches, at most once per batch per 7 days', async () => {
    const gerente = a.users.Gerente.token;
    expect((await api.post('/api/auth/device-token', { token: 'tok-ok', platform: 'ios' }, gerente)).status).toBe(200);
    expect((await api.post('/api/auth/device-token', { token: 'tok-gone' }, gerente)).status).toBe(200);

    expect(await t.app.pesagemPendente()).toEqual({ lotes: 2, notificacoes: 4 });
    for (const role of ['Admin', 'Gerente'] as const) {
      const list = await api.get('/api/notificacoes', a.users[role].token);
      expect(list.body.map((n: any) => n.dados.loteCodigo).sort()).toEqual(['ANTIGA', 'SEM-PESAGEM']);
      const semPesagem = list.body.find((n: any) => n.dados.loteCodigo === 'SEM-PESAGEM');
      expect(semPesagem).toEqual({
        id: expect.any(String), titulo: 'Pesagem Pendente', mensagem: expect.stringMatching(/SEM-PESAGEM.*50 dias/), tipo: 'PesagemPendente',
        lida: false, criadaEm: '2026-11-20T15:00:00.000Z', dados: { loteId: ids['SEM-PESAGEM'], loteCodigo: 'SEM-PESAGEM' },
      });
    }
    expect((await api.get('/api/notificacoes', a.users.Operador.token)).body).toEqual([]);
    expect((await api.get('/api/notificacoes', b.users.Admin.token)).body).toEqual([]);

    expect(await t.app.pesagemPendente()).toEqual({ lotes: 0, notificacoes: 0 });
    // Six days later only LIMITE is new (36 days); the other two were noticed less than 7 days ago.
    clock.set('2026-11-26T15:00:00.000Z');
    expect(await t.app.pesagemPendente()).toEqual({ lotes: 1, notificacoes: 2 });
    // Seven days after the first notice, the first two are due again; LIMITE waits for its own 7 days.
    clock.set('2026-11-27T15:00:00.000Z');
    expect(await t.app.pesagemPendente()).toEqual({ lotes: 2, notificacoes: 4 });
    clock.set('2026-11-20T15:00:00.000Z');
  });

  it('pushed every new notification to the user devices and removed the unregistered token', async () => {
    await t.app.pushSettled();
    const toGerente = fcm.sent.filter((m) => m.token === 'tok-ok');
    expect(toGerente.length).toBe(5); // 2 + 1 + 2 notifications of the Gerente
    expect(toGerente[0]).toEqual({ token: 'tok-ok', title: 'Pesagem Pendente', body: expect.stringContaining('dias'), data: expect.objectContaining({ tipo: 'PesagemPendente', loteCodigo: expect.any(String) }) });
    const left = await t.app.database.db.select({ token: deviceTokens.token }).from(deviceTokens).where(eq(deviceTokens.userId, a.users.Gerente.id));
    expect(left.map((r) => r.token)).toEqual(['tok-ok']);
  });

  it('keeps the stored notification when push delivery fails', async () => {
    fcm.failAll = true;
    try {
      clock.set('2026-12-10T15:00:00.000Z');
      const before = (await api.get('/api/notificacoes/nao-lidas/count', a.users.Gerente.token)).body.count;
      const r = await t.app.pesagemPendente();
      expect(r.notificacoes).toBeGreaterThan(0);
      await t.app.pushSettled();
      const after = (await api.get('/api/notificacoes/nao-lidas/count', a.users.Gerente.token)).body.count;
      expect(after - before).toBe(r.notificacoes / 2);
      const left = await t.app.database.db.select({ token: deviceTokens.token }).from(deviceTokens).where(eq(deviceTokens.userId, a.users.Gerente.id));
      expect(left.map((x) => x.token)).toEqual(['tok-ok']); // a failure is not "unregistered"
    } finally {
      fcm.failAll = false;
      clock.set('2026-11-20T15:00:00.000Z');
    }
  });
});
