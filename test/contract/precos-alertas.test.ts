import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { fixedClock } from '../../src/clock';
import { client, startTestApp, type Client, type TestApp } from '../helpers/app';
import { makeTenant, type TestTenant } from '../helpers/factories';
import { subscribed, until } from '../helpers/sockets';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('legacy prices, price alerts and notifications', () => {
  let t: TestApp;
  let api: Client;
  let a: TestTenant;
  let b: TestTenant;
  const clock = fixedClock('2026-11-20T15:00:00.000Z');

  beforeAll(async () => {
    t = await startTestApp({}, { clock });
    api = client(t.url);
    a = await makeTenant(t.app, 'a');
    b = await makeTenant(t.app, 'b');
  });
  afterAll(() => t.close());

  const post = (tenant: TestTenant, body: unknown, role: 'Admin' | 'Gerente' | 'Operador' | 'SuperAdmin' = 'Gerente') =>
    api.post('/api/precos-mercado', body, tenant.users[role].token);

  describe('POST /api/precos-mercado', () => {
    it('creates a MANUAL record (201) for Admin and Gerente only', async () => {
      const r = await post(a, { data: '2026-10-01', precoArroba: 300, indice: 'SP' }, 'Admin');
      expect(r.status).toBe(201);
      expect(r.body).toEqual({ id: expect.any(String), data: '2026-10-01', precoArroba: 300, variacao: 0, variacaoPercentual: 0, fonte: 'MANUAL', indice: 'SP' });
      expect((await post(a, { data: '2026-10-02', precoArroba: 300 }, 'Operador')).status).toBe(403);
      expect((await post(a, { data: '2026-10-02', precoArroba: 300 }, 'SuperAdmin')).status).toBe(403);
      expect((await api.post('/api/precos-mercado', { data: '2026-10-02', precoArroba: 300 })).status).toBe(401);
    });

    it('refuses a second record for the same date and source with 400 DUPLICATE_PRICE_RECORD', async () => {
      const r = await post(a, { data: '2026-10-01', precoArroba: 310, fonte: 'MANUAL' });
      expect(r.status).toBe(400);
      expect(r.body.code).toBe('DUPLICATE_PRICE_RECORD');
      // Another tenant's MANUAL records are its own: same date is fine.
      expect((await post(b, { data: '2026-10-01', precoArroba: 999 })).status).toBe(201);
    });

    it('validates the body', async () => {
      const cases: [unknown, string][] = [
        [{ precoArroba: 300 }, 'data'], [{ data: '2026-13-01', precoArroba: 300 }, 'data'], [{ data: '2026-10-05' }, 'precoArroba'],
        [{ data: '2026-10-05', precoArroba: 0 }, 'precoArroba'], [{ data: '2026-10-05', precoArroba: 100001 }, 'precoArroba'],
        [{ data: '2026-10-05', precoArroba: '300' }, 'precoArroba'], [{ data: '2026-10-05', precoArroba: 300, fonte: 'XYZ' }, 'fonte'],
        [{ data: '2026-10-05', precoArroba: 300, indice: 'x'.repeat(101) }, 'indice'],
      ];
      for (const [body, field] of cases) {
        const r = await post(a, body);
        expect([r.status, Object.keys(r.body.errors ?? {})]).toEqual([400, [field]]);
      }
    });

    it('writes global sources only through ingestion (403 for fonte PRIMARY)', async () => {
      const r = await post(a, { data: '2026-10-05', precoArroba: 300, fonte: 'PRIMARY' }, 'Admin');
      expect(r.status).toBe(403);
    });

    it('keeps the variacao chain consistent when a record is inserted between two others', async () => {
      await post(a, { data: '2026-10-03', precoArroba: 310 });
      await post(a, { data: '2026-10-02', precoArroba: 305 });
      const h = await api.get('/api/precos-mercado/historico?fonte=MANUAL&dias=365', a.users.Operador.token);
      expect(h.status).toBe(200);
      expect(h.body.map((r: any) => [r.data, r.precoArroba, r.variacao, r.variacaoPercentual])).toEqual([
        ['2026-10-01', 300, 0, 0], ['2026-10-02', 305, 5, 1.67], ['2026-10-03', 310, 5, 1.64],
      ]);
    });
  });

  describe('GET /api/precos-mercado/resumo and /historico', () => {
    it('computes moving averages over the 7 and 30 days ending at the latest record', async () => {
      const c = await makeTenant(t.app, 'c');
      // 2026-09-01 falls outside both windows; 2026-10-25 is inside 30d only; the rest inside both.
      for (const [data, p] of [['2026-09-01', 100], ['2026-10-25', 200], ['2026-11-14', 300], ['2026-11-18', 320], ['2026-11-20', 340]] as const) {
        expect((await post(c, { data, precoArroba: p })).status).toBe(201);
      }
      const r = await api.get('/api/precos-mercado/resumo?fonte=MANUAL', c.users.Operador.token);
      expect(r.status).toBe(200);
      expect(r.body).toEqual({
        ultimoPreco: { id: expect.any(String), data: '2026-11-20', precoArroba: 340, variacao: 20, variacaoPercentual: 6.25 },
        mediaMovel7d: 320, // 300, 320, 340
        mediaMovel30d: 290, // 200, 300, 320, 340
        historico: [
          expect.objectContaining({ data: '2026-10-25' }), expect.objectContaining({ data: '2026-11-14' }),
          expect.objectContaining({ data: '2026-11-18' }), expect.objectContaining({ data: '2026-11-20' }),
        ],
      });
      expect(Object.keys(r.body.historico[0]).sort()).toEqual(['data', 'id', 'precoArroba', 'variacao', 'variacaoPercentual']);
    });

    it('defaults to PRIMARY and answers an empty summary without records', async () => {
      const r = await api.get('/api/precos-mercado/resumo', a.users.Operador.token);
      expect(r.body).toEqual({ ultimoPreco: null, mediaMovel7d: 0, mediaMovel30d: 0, historico: [] });
    });

    it('historico honours dias (from today in APP_TIMEZONE) and validates fonte and dias', async () => {
      const short = await api.get('/api/precos-mercado/historico?fonte=MANUAL&dias=50', a.users.Operador.token);
      expect(short.body.map((r: any) => r.data)).toEqual(['2026-10-01', '2026-10-02', '2026-10-03']);
      expect((await api.get('/api/precos-mercado/historico?fonte=MANUAL&dias=30', a.users.Operador.token)).body).toEqual([]);
      for (const q of ['dias=0', 'dias=3651', 'dias=abc', 'fonte=XYZ']) {
        expect((await api.get(`/api/precos-mercado/historico?${q}`, a.users.Operador.token)).status).toBe(400);
      }
      expect((await api.get('/api/precos-mercado/resumo?fonte=manual', a.users.Operador.token)).status).toBe(400);
    });

    it('never shows another tenant its MANUAL records', async () => {
      const r = await api.get('/api/precos-mercado/historico?fonte=MANUAL&dias=3650', b.users.Admin.token);
      expect(r.body.map((x: any) => x.precoArroba)).toEqual([999]);
    });
  });

  describe('price alerts', () => {
    const alert = { tipo: 'PrecoAcima', valorAlvo: 320, fonte: 'MANUAL' };

    it('CRUD for the caller, owner-only', async () => {
      const op = a.users.Operador.token;
      const created = await api.post('/api/alertas-preco', alert, op);
      expect(created.status).toBe(201);
      expect(created.body).toEqual({ id: expect.any(String), tipo: 'PrecoAcima', valorAlvo: 320, fonte: 'MANUAL', ativo: true, criadoEm: expect.stringMatching(ISO) });
      const def = await api.post('/api/alertas-preco', { tipo: 'PrecoAbaixo', valorAlvo: 250.5 }, op);
      expect(def.body.fonte).toBe('PRIMARY');
      const list = await api.get('/api/alertas-preco', op);
      expect(list.body.map((x: any) => x.id)).toEqual([def.body.id, created.body.id]);
      const upd = await api.put(`/api/alertas-preco/${def.body.id}`, { tipo: 'PrecoAcima', valorAlvo: 400, fonte: 'ETF', ativo: false }, op);
      expect(upd.status).toBe(200);
      expect(upd.body).toEqual({ ...def.body, tipo: 'PrecoAcima', valorAlvo: 400, fonte: 'ETF', ativo: false });
      // Another user of the same tenant, and another tenant: 404, and not in their lists.
      for (const other of [a.users.Gerente.token, b.users.Admin.token]) {
        expect((await api.put(`/api/alertas-preco/${def.body.id}`, { ...alert, ativo: true }, other)).status).toBe(404);
        expect((await api.del(`/api/alertas-preco/${def.body.id}`, other)).status).toBe(404);
        expect((await api.get('/api/alertas-preco', other)).body.find((x: any) => x.id === def.body.id)).toBeUndefined();
      }
      expect((await api.del(`/api/alertas-preco/${def.body.id}`, op)).status).toBe(204);
      expect((await api.del(`/api/alertas-preco/${def.body.id}`, op)).status).toBe(404);
      expect((await api.del('/api/alertas-preco/not-a-uuid', op)).status).toBe(404);
    });

    it('validates bodies', async () => {
      const op = a.users.Operador.token;
      const cases: [unknown, string][] = [
        [{ valorAlvo: 1 }, 'tipo'], [{ tipo: 'Acima', valorAlvo: 1 }, 'tipo'], [{ tipo: 'PrecoAcima' }, 'valorAlvo'],
        [{ tipo: 'PrecoAcima', valorAlvo: -1 }, 'valorAlvo'], [{ tipo: 'PrecoAcima', valorAlvo: 1, fonte: 'X' }, 'fonte'],
      ];
      for (const [body, field] of cases) {
        const r = await api.post('/api/alertas-preco', body, op);
        expect([r.status, Object.keys(r.body.errors ?? {})]).toEqual([400, [field]]);
      }
      const created = await api.post('/api/alertas-preco', { tipo: 'PrecoAbaixo', valorAlvo: 1 }, op);
      const noAtivo = await api.put(`/api/alertas-preco/${created.body.id}`, { tipo: 'PrecoAbaixo', valorAlvo: 1 }, op);
      expect([noAtivo.status, Object.keys(noAtivo.body.errors)]).toEqual([400, ['ativo']]);
      await api.del(`/api/alertas-preco/${created.body.id}`, op);
    });

    it('fires once per crossing, notifies the owner, and reaches a subscriber', async () => {
      const d = await makeTenant(t.app, 'd');
      const owner = d.users.Operador;
      const { body: mine } = await api.post('/api/alertas-preco', { tipo: 'PrecoAcima', valorAlvo: 320, fonte: 'MANUAL' }, owner.token);
      const { body: inactive } = await api.post('/api/alertas-preco', { tipo: 'PrecoAcima', valorAlvo: 100, fonte: 'MANUAL' }, owner.token);
      await api.put(`/api/alertas-preco/${inactive.id}`, { tipo: 'PrecoAcima', valorAlvo: 100, fonte: 'MANUAL', ativo: false }, owner.token);

      const received: any[] = [];
      const other: any[] = [];
      const before = subscribed(t);
      const ws = createClient({ url: `${t.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { Authorization: `Bearer ${owner.token}` }, retryAttempts: 0 });
      const wsOther = createClient({ url: `${t.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { Authorization: `Bearer ${d.users.Gerente.token}` }, retryAttempts: 0 });
      const query = 'subscription { notificationAdded { id tipo titulo dados lida } }';
      const stop = ws.subscribe({ query }, { next: (m) => received.push({ ...m, at: Date.now() }), error: () => {}, complete: () => {} });
      const stopOther = wsOther.subscribe({ query }, { next: (m) => other.push(m), error: () => {}, complete: () => {} });
      await until(() => subscribed(t) >= before + 2);
      try {
        const prices: [string, number][] = [['2026-11-01', 310], ['2026-11-02', 325], ['2026-11-03', 330], ['2026-11-04', 315], ['2026-11-05', 321]];
        for (const [data, p] of prices) {
          expect((await post(d, { data, precoArroba: p })).status).toBe(201);
        }
        const list = await api.get('/api/notificacoes', owner.token);
        expect(list.status).toBe(200);
        expect(list.body).toHaveLength(2); // 310 -> 325 crosses, 315 -> 321 crosses again
        expect(list.body[0]).toEqual({
          id: expect.any(String), titulo: 'Alerta de Preco', mensagem: expect.stringContaining('321'), tipo: 'AlertaPreco', lida: false,
          criadaEm: expect.stringMatching(ISO), dados: { precoAtual: 321, alertaId: mine.id },
        });
        expect(list.body[1].dados).toEqual({ precoAtual: 325, alertaId: mine.id });
        await until(() => received.length >= 2);
        expect(received.map((m) => m.data.notificationAdded.dados.precoAtual)).toEqual([325, 321]);
        expect(other).toEqual([]);
        // Back-dated prices do not fire.
        expect((await post(d, { data: '2026-10-01', precoArroba: 500 })).status).toBe(201);
        expect((await api.get('/api/notificacoes', owner.token)).body).toHaveLength(2);
      } finally {
        stop();
        stopOther();
        await ws.dispose();
        await wsOther.dispose();
      }
    });

    it('fires PRIMARY alerts of every tenant from ingestion', async () => {
      const e = await makeTenant(t.app, 'e');
      await api.post('/api/alertas-preco', { tipo: 'PrecoAcima', valorAlvo: 1 }, e.users.Admin.token);
      await api.post('/api/alertas-preco', { tipo: 'PrecoAbaixo', valorAlvo: 1 }, e.users.Gerente.token);
      const s = await t.app.ingest();
      expect(s.ok).toEqual(['BGI1!']);
      const admin = await api.get('/api/notificacoes', e.users.Admin.token);
      expect(admin.body.map((n: any) => n.tipo)).toEqual(['AlertaPreco']);
      expect((await api.get('/api/notificacoes', e.users.Gerente.token)).body).toEqual([]);
      expect((await t.app.ingest()).alertsFired).toBe(0);
    });
  });

  describe('notifications', () => {
    it('counts unread, marks one (idempotent) and all, and keeps them per user', async () => {
      const f = await makeTenant(t.app, 'f');
      const u = f.users.Gerente;
      for (const [data, p] of [['2026-11-01', 100], ['2026-11-02', 200], ['2026-11-03', 100], ['2026-11-04', 200]] as const) {
        if (data === '2026-11-01') await api.post('/api/alertas-preco', { tipo: 'PrecoAcima', valorAlvo: 150, fonte: 'MANUAL' }, u.token);
        await post(f, { data, precoArroba: p });
      }
      expect((await api.get('/api/notificacoes/nao-lidas/count', u.token)).body).toEqual({ count: 2 });
      const [first] = (await api.get('/api/notificacoes', u.token)).body;
      expect((await api.put(`/api/notificacoes/${first.id}/lida`, undefined, u.token)).body).toEqual({ id: first.id, lida: true });
      expect((await api.put(`/api/notificacoes/${first.id}/lida`, undefined, u.token)).status).toBe(200);
      expect((await api.get('/api/notificacoes/nao-lidas/count', u.token)).body).toEqual({ count: 1 });
      expect((await api.put(`/api/notificacoes/${first.id}/lida`, undefined, f.users.Admin.token)).status).toBe(404);
      expect((await api.put(`/api/notificacoes/${first.id}/lida`, undefined, a.users.Admin.token)).status).toBe(404);
      expect((await api.put('/api/notificacoes/nope/lida', undefined, u.token)).status).toBe(404);
      const all = await api.put('/api/notificacoes/todas/lidas', undefined, u.token);
      expect(all.status).toBe(200);
      expect(all.body).toEqual({ atualizadas: 1, message: expect.any(String) });
      expect((await api.put('/api/notificacoes/todas/lidas', undefined, u.token)).body.atualizadas).toBe(0);
      expect((await api.get('/api/notificacoes?limit=1', u.token)).body).toHaveLength(1);
      expect((await api.get('/api/notificacoes?limit=501', u.token)).status).toBe(400);
      expect((await api.get('/api/notificacoes')).status).toBe(401);
    });
  });
});
