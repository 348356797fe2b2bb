import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import jwt from 'jsonwebtoken';
import { Role } from '../../src/auth/actor';
import { fixedClock } from '../../src/clock';
import { deviceTokens } from '../../src/modules/auth/schema';
import { lotes } from '../../src/modules/lote/schema';
import { pesagens } from '../../src/modules/pesagem/schema';
import { users } from '../../src/modules/user/schema';
import { client, startTestApp, type Client, type TestApp } from '../helpers/app';
import { makeLote, makeTenant, type TestTenant } from '../helpers/factories';

type FakeFcm = { url: string; server: Server; sent: { token: string; title: string; data: Record<string, string> }[]; failAll: boolean };

/** Token endpoint (checks the RS256 assertion with the service account's public key) and messages:send. */
async function startFakeFcm(publicKey: string): Promise<FakeFcm> {
  const fake = { sent: [], failAll: false } as unknown as FakeFcm;
  fake.server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      if (req.url === '/token') {
        const assertion = new URLSearchParams(body).get('assertion') ?? '';
        try {
          jwt.verify(assertion, publicKey, { algorithms: ['RS256'] });
        } catch {
          return void res.writeHead(401).end('{}');
        }
        return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ access_token: 'at-1', expires_in: 3600 }));
      }
      if (req.headers.authorization !== 'Bearer at-1') return void res.writeHead(401).end('{}');
      if (fake.failAll) return void res.writeHead(500).end('{}');
      const { message } = JSON.parse(body);
      fake.sent.push({ token: message.token, title: message.notification.title, data: message.data });
      if (message.token === 'tok-gone') {
        return void res.writeHead(404, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { status: 'NOT_FOUND', details: [{ errorCode: 'UNREGISTERED' }] } }));
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"name":"projects/p/messages/1"}');
    });
  });
  await new Promise<void>((r) => fake.server.listen(0, '127.0.0.1', r));
  fake.url = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  return fake;
}

describe('PesagemPendente job and push delivery', () => {
  const clock = fixedClock('2026-11-20T15:00:00.000Z');
  let t: TestApp;
  let api: Client;
  let fcm: FakeFcm;
  let a: TestTenant;
  let b: TestTenant;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pub = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    fcm = await startFakeFcm(pub);
    const dir = mkdtempSync(path.join(tmpdir(), 'fcm-'));
    const file = path.join(dir, 'sa.json');
    writeFileSync(file, JSON.stringify({
      project_id: 'feedlot-test', client_email: 'push@feedlot-test.iam', private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      token_uri: `${fcm.url}/token`,
    }));
    t = await startTestApp({ PUSH_PROVIDER: 'fcm', FCM_SERVICE_ACCOUNT_FILE: file, FCM_API_URL: fcm.url }, { clock });
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
    await new Promise((r) => fcm.server.close(r));
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
    expect(toGerente[0]).toEqual({ token: 'tok-ok', title: 'Pesagem Pendente', data: expect.objectContaining({ tipo: 'PesagemPendente', loteCodigo: expect.any(String) }) });
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
