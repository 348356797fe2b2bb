import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { Role } from '../../src/auth/actor';
import { fixedClock } from '../../src/clock';
import { createLogger } from '../../src/logger';
import { notificacoes } from '../../src/modules/notificacao/schema';
import { protocolos } from '../../src/modules/protocolo/schema';
import { client, startTestApp, type Client, type TestApp } from '../helpers/app';
import { makeLote, makeTenant, type TestTenant } from '../helpers/factories';
import { racaoBody } from '../helpers/racao';
import { subscribed, until, watch } from '../helpers/sockets';

type Smtp = { server: SMTPServer; url: string; mails: ParsedMail[] };

/** A local SMTP server that keeps every message, parsed. */
async function startSmtp(): Promise<Smtp> {
  const mails: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true, disabledCommands: ['STARTTLS'], logger: false,
    onData(stream, _session, done) {
      simpleParser(stream).then((m) => {
        mails.push(m);
        done();
      }, done);
    },
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, mails, url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}` };
}

const onServer = Boolean(process.env.DATABASE_URL);
const PUBLIC = 'https://confinamento.example';
// 2026-11-20 in Sao Paulo (UTC-3): 05:00, 06:30 and 07:30 local.
const AT = { cedo: '2026-11-20T08:00:00.000Z', seisEMeia: '2026-11-20T09:30:00.000Z', seteEMeia: '2026-11-20T10:30:00.000Z' };

describe('daily digest per role (issue 36, item 5)', () => {
  const clock = fixedClock(AT.cedo);
  const lines: string[] = [];
  let smtp: Smtp;
  let t: TestApp;
  let api: Client;
  let a: TestTenant;
  let b: TestTenant;
  const env = () => ({ SMTP_URL: smtp.url, SMTP_FROM: 'Confinamento <resumo@confinamento.example>', APP_PUBLIC_URL: PUBLIC });
  const tok = (x: TestTenant, r: Role) => x.users[r].token;
  const digests = async (x: TestTenant, r: Role) =>
    (await api.get('/api/notificacoes', tok(x, r))).body.filter((n: { tipo: string }) => n.tipo === 'ResumoDiario');
  const mailsTo = (x: TestTenant, r: Role) => smtp.mails.filter((m) => m.to && !Array.isArray(m.to) && m.to.value[0].address === x.users[r].email);

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp(env(), { clock, logger: createLogger('info', { write: (l: string) => void lines.push(l) }) });
    api = client(t.url);
    [a, b] = await Promise.all([makeTenant(t.app, 'resumo-a'), makeTenant(t.app, 'resumo-b')]);
    await farmOf(a);
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((r) => smtp.server.close(() => r()));
  });

  /** Tenant A's farm: a batch leaving in 3 days with a withdrawal ending then, one overdue for weighing, due protocols, low stock. */
  async function farmOf(x: TestTenant) {
    const g = tok(x, Role.Gerente);
    const racao = (await api.post('/api/racoes', racaoBody({ nome: 'Milho', quantidadeKg: 50, estoqueMinimoKg: 100 }), g)).body;
    const dieta = (await api.post('/api/dietas', { nome: 'Terminacao', ingredientes: [{ racaoId: racao.id, percentual: 100 }] }, g)).body;
    const curral = (await api.post('/api/currais', { codigo: 'P1', capacidade: 100 }, g)).body;
    const venda = (await api.post('/api/lotes', {
      codigo: 'VENDA', curralId: curral.id, quantidadeAnimais: 10, pesoMedioEntrada: 400, dataEntrada: '2026-11-10', dataPrevistaSaida: '2026-11-23',
    }, g)).body;
    expect((await api.put(`/api/lotes/${venda.id}/dieta`, { dietaId: dieta.id, desde: '2026-11-10' }, g)).status).toBe(200);
    const atrasado = await makeLote(t.app, x.id, { codigo: 'PESAGEM', dataEntrada: '2026-10-01', quantidadeAnimais: 10 });
    await t.app.database.db.insert(protocolos).values([
      { tenantId: x.id, loteId: atrasado.id, produto: 'Vacina Aftosa', tipo: 'Vacina', dataPrevista: '2026-11-18' },
      { tenantId: x.id, loteId: atrasado.id, produto: 'Vermifugo X', tipo: 'Vermifugo', dataPrevista: '2026-11-20' },
      { tenantId: x.id, loteId: venda.id, produto: 'Antibiotico Y', tipo: 'Antibiotico', dataPrevista: '2026-11-15', dataRealizada: '2026-11-15', carenciaDias: 8 },
    ]);
    await t.app.database.db.insert(notificacoes).values({
      tenantId: x.id, userId: x.users.Gerente.id, titulo: 'Alerta de Preco', tipo: 'AlertaPreco', mensagem: 'Preco acima de 300,00',
      dados: {}, criadaEm: new Date('2026-11-20T07:00:00.000Z'),
    });
    const hedge = await api.post('/api/hedges', {
      contrato: 'BGIZ26', direcao: 'Venda', quantidadeContratos: 1, precoEntrada: 300, dataEntrada: '2026-11-02', precoSaida: 290,
      dataSaida: '2026-11-10', confirmarPreco: true,
    }, g);
    expect(hedge.status).toBe(201);
  }

  it('the hour: GET for Admin and Gerente (6 until set), PUT for Admin only, validated; REST and GraphQL; per tenant', async () => {
    const cfg = '/api/resumo-diario/configuracao';
    expect((await api.get(cfg, tok(a, Role.Gerente))).body).toEqual({ hora: 6 });
    expect((await api.get(cfg, tok(a, Role.Operador))).status).toBe(403);
    expect((await api.get(cfg)).status).toBe(401);
    expect((await api.put(cfg, { hora: 7 }, tok(a, Role.Gerente))).status).toBe(403);
    for (const hora of [24, -1, 6.5, '7', null]) {
      const r = await api.put(cfg, { hora }, tok(a, Role.Admin));
      expect(r.status).toBe(400);
      expect(r.headers.get('content-type')).toMatch(/application\/problem\+json/);
      expect(r.body.code).toBe('VALIDATION_FAILED');
    }
    expect((await api.put(cfg, {}, tok(a, Role.Admin))).status).toBe(400);
    const put = await api.put(cfg, { hora: 7 }, tok(a, Role.Admin));
    expect([put.status, put.body]).toEqual([200, { hora: 7 }]);
    const g = await api.gql('{ configuracaoResumo { hora } }', undefined, tok(a, Role.Admin));
    expect(g.data).toEqual({ configuracaoResumo: { hora: 7 } });
    const m = await api.gql('mutation { updateConfiguracaoResumo(input: { hora: 25 }) { hora } }', undefined, tok(b, Role.Admin));
    expect(m.errors![0].extensions.code).toBe('VALIDATION_FAILED');
    const forbidden = await api.gql('mutation { updateConfiguracaoResumo(input: { hora: 5 }) { hora } }', undefined, tok(b, Role.Operador));
    expect(forbidden.errors![0].extensions.code).toBe('FORBIDDEN');
    expect((await api.get(cfg, tok(b, Role.Admin))).body).toEqual({ hora: 6 });
  });

  it('the e-mail preference: any role, own only, validated; REST and GraphQL', async () => {
    const pref = '/api/resumo-diario/preferencia';
    expect((await api.get(pref, tok(b, Role.Operador))).body).toEqual({ email: true });
    expect((await api.get(pref)).status).toBe(401);
    for (const email of ['nao', 1, null]) expect((await api.put(pref, { email }, tok(b, Role.Operador))).status).toBe(400);
    expect((await api.put(pref, { email: false }, tok(b, Role.Operador))).body).toEqual({ email: false });
    expect((await api.get(pref, tok(b, Role.Gerente))).body).toEqual({ email: true });
    const g = await api.gql('mutation { updatePreferenciaResumo(input: { email: true }) { email } }', undefined, tok(b, Role.Operador));
    expect(g.data).toEqual({ updatePreferenciaResumo: { email: true } });
    expect((await api.gql('{ preferenciaResumo { email } }', undefined, tok(b, Role.Operador))).data).toEqual({ preferenciaResumo: { email: true } });
  });

  it("goes out at each tenant's hour, once per user and day, as a notification and an e-mail with the role's contents", async () => {
    expect(await t.app.resumoDiario()).toEqual({ devidos: 0, enviados: 0 });
    clock.set(AT.seisEMeia); // tenant B's hour (6), not yet A's (7)
    const before = subscribed(t);
    const live = watch(t, tok(b, Role.Gerente));
    await until(() => subscribed(t) > before);
    expect(await t.app.resumoDiario()).toMatchObject({ enviados: 3 });
    await until(() => live.events.length > 0);
    expect(live.events.map((e) => e.data.notificationAdded.tipo)).toEqual(['ResumoDiario']);
    await live.dispose();
    expect(await digests(a, Role.Gerente)).toEqual([]);
    expect(await digests(b, Role.Admin)).toHaveLength(1);
    expect(await digests(b, Role.SuperAdmin)).toEqual([]);
    clock.set(AT.seteEMeia);
    expect(await t.app.resumoDiario()).toMatchObject({ enviados: 3 });
    expect(await t.app.resumoDiario()).toEqual({ devidos: 0, enviados: 0 });

    const [gerente] = await digests(a, Role.Gerente);
    expect(gerente).toMatchObject({ titulo: 'Resumo Diario', tipo: 'ResumoDiario', lida: false, criadaEm: AT.seteEMeia });
    expect(gerente.dados).toMatchObject({
      data: '2026-11-20', perfil: 'Gestor',
      carencias: { total: 1, itens: [{ loteCodigo: 'VENDA', ate: '2026-11-23' }] },
      pesagensAtrasadas: { total: 1, itens: [{ loteCodigo: 'PESAGEM', dias: 50 }] },
      protocolosAtrasados: { total: 1, itens: [{ loteCodigo: 'PESAGEM', produto: 'Vacina Aftosa', dataPrevista: '2026-11-18' }] },
      estoqueBaixo: { total: 1, itens: [{ racaoNome: 'Milho', estoqueKg: 50, estoqueMinimoKg: 100 }] },
      alertasPreco: { total: 1, itens: [{ mensagem: 'Preco acima de 300,00' }] },
    });
    // VENDA leaves on its planned exit; PESAGEM (no planned exit) is listed on the projection's best day, when that is this week.
    const pesagem = (await api.get('/api/lotes?search=PESAGEM', tok(a, Role.Gerente))).body.items[0];
    const melhor = (await api.get(`/api/lotes/${pesagem.id}/projecao`, tok(a, Role.Gerente))).body.melhorData;
    expect(gerente.dados.vendas.itens).toEqual([
      ...(melhor && melhor <= '2026-11-27' ? [{ loteCodigo: 'PESAGEM', motivo: 'MelhorDia', data: melhor }] : []),
      { loteCodigo: 'VENDA', motivo: 'SaidaPrevista', data: '2026-11-23' },
    ].sort((x, y) => x.data.localeCompare(y.data)));
    const resumoHedge = (await api.get('/api/hedges/resumo', tok(a, Role.Gerente))).body;
    expect(gerente.dados.hedge).toEqual({ resultadoTotal: resumoHedge.resultadoTotal, anterior: null, variacao: null });
    expect((await digests(a, Role.Admin))[0].dados.alertasPreco.total).toBe(0); // the alert was the Gerente's

    const [operador] = await digests(a, Role.Operador);
    const plano = (await api.get('/api/tratos?data=2026-11-20', tok(a, Role.Operador))).body;
    expect(operador.dados).toEqual({
      data: '2026-11-20', perfil: 'Operador',
      plano: { currais: plano.length, kgPrevisto: plano.reduce((s: number, p: { kgPrevisto: number }) => s + p.kgPrevisto, 0),
        semLeitura: { total: 1, itens: [{ curralCodigo: 'P1', loteCodigo: 'VENDA' }] } },
      protocolos: { total: 2, itens: [
        { loteCodigo: 'PESAGEM', produto: 'Vacina Aftosa', dataPrevista: '2026-11-18' },
        { loteCodigo: 'PESAGEM', produto: 'Vermifugo X', dataPrevista: '2026-11-20' },
      ] },
    });
    expect(operador.mensagem).toMatch(/^1 currais no plano de hoje; currais sem leitura de cocho: 1; protocolos a fazer: 2$/);
    expect(await digests(b, Role.Gerente)).toHaveLength(1);

    // E-mail: one per user, text and HTML, in Portuguese, the role's contents.
    for (const x of [a, b]) for (const r of [Role.Operador, Role.Gerente, Role.Admin]) expect(mailsTo(x, r)).toHaveLength(1);
    expect(mailsTo(a, Role.SuperAdmin)).toHaveLength(0);
    const [mail] = mailsTo(a, Role.Gerente);
    expect(mail.subject).toBe('Resumo diario de 20/11/2026');
    expect(mail.from?.value).toEqual([{ name: 'Confinamento', address: 'resumo@confinamento.example' }]);
    expect(mail.text).toContain(`Ola, ${a.users.Gerente.nome}.`);
    for (const line of ['Lote VENDA: saida prevista em 23/11/2026', 'Lote VENDA: carencia ate 23/11/2026', 'Lote PESAGEM: 50 dias sem pesagem',
      'Vacina Aftosa no lote PESAGEM, previsto para 18/11/2026', 'Milho: 50 kg (minimo 100 kg)', 'Preco acima de 300,00']) {
      expect(mail.text).toContain(line);
      expect(mail.html).toContain(line);
    }
    expect(mail.html).toMatch(/^<!doctype html><html lang="pt-BR">/);
    const [op] = mailsTo(a, Role.Operador);
    expect(op.text).toContain('Currais sem leitura de cocho (1)');
    expect(op.text).toContain('Vermifugo X no lote PESAGEM, previsto para 20/11/2026');
    expect(op.text).not.toContain('Estoque baixo');
  });

  it("unsubscribes by the e-mail's signed link (no sign-in, no token in any URL or log); the preference turns it back on", async () => {
    const [mail] = mailsTo(a, Role.Admin);
    const link = String(mail.text).match(/Para nao receber mais este e-mail: (\S+)/)![1];
    expect(link.startsWith(`${PUBLIC}/resumo/descadastro#`)).toBe(true);
    expect(mail.headerLines.find((h) => h.key === 'list-unsubscribe')?.line).toContain(`<${link}>`);
    expect(mail.html).toContain(`href="${link}"`);
    const token = new URL(link).hash.slice(1);

    // The page changes nothing by being opened; its script posts the fragment's token.
    const page = await api.get('/resumo/descadastro');
    expect([page.status, page.headers.get('content-type')]).toEqual([200, 'text/html; charset=utf-8']);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.text).toContain('<script src="/resumo/descadastro.js"></script>');
    const script = await api.get('/resumo/descadastro.js');
    expect(script.text).toContain("fetch('/api/resumo-diario/descadastro'");
    expect((await api.get('/api/resumo-diario/preferencia', tok(a, Role.Admin))).body).toEqual({ email: true });

    const go = (t: unknown) => api.post('/api/resumo-diario/descadastro', { token: t });
    const logged = lines.length;
    const r = await go(token);
    expect([r.status, r.body]).toEqual([200, { message: 'Voce nao recebera mais o resumo diario por e-mail' }]);
    expect((await go(token)).status).toBe(200); // a second click says the same
    expect((await api.get('/api/resumo-diario/preferencia', tok(a, Role.Admin))).body).toEqual({ email: false });
    expect((await api.get('/api/resumo-diario/preferencia', tok(a, Role.Gerente))).body).toEqual({ email: true });
    expect(lines.slice(logged).join('\n')).not.toContain(token.split('.')[1]);

    // Forged, another user's id with this signature, truncated, oversized, missing: 400 problem+json.
    const [id, mac] = token.split('.');
    for (const bad of [`${a.users.Gerente.id}.${mac}`, `${id}.${mac.slice(1)}`, `${id}.`, id, 'x'.repeat(5000), '', 42, null, { token }]) {
      const res = await go(bad);
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/application\/problem\+json/);
    }
    expect((await api.post('/api/resumo-diario/descadastro', {})).status).toBe(400);
    const g = await api.gql('mutation($t: String!) { descadastrarResumo(input: { token: $t }) { message } }', { t: 'nada.disso' });
    expect(g.errors![0].extensions.code).toBe('VALIDATION_FAILED');

    // The next day the Admin gets the notification only; the others get both.
    clock.set('2026-11-21T10:30:00.000Z');
    const before = smtp.mails.length;
    expect(await t.app.resumoDiario()).toMatchObject({ enviados: 6 });
    expect(await digests(a, Role.Admin)).toHaveLength(2);
    expect(smtp.mails.length - before).toBe(5);
    expect(mailsTo(a, Role.Admin)).toHaveLength(1);
    expect((await api.put('/api/resumo-diario/preferencia', { email: true }, tok(a, Role.Admin))).body).toEqual({ email: true });
  });

  it("reports the change of the hedge result since the user's previous digest", async () => {
    const g = tok(a, Role.Gerente);
    const h = await api.post('/api/hedges', {
      contrato: 'BGIZ26', direcao: 'Venda', quantidadeContratos: 1, precoEntrada: 300, dataEntrada: '2026-11-03', precoSaida: 310,
      dataSaida: '2026-11-21', confirmarPreco: true,
    }, g);
    expect([h.status, h.body]).toEqual([201, expect.anything()]);
    const [ontem] = await digests(a, Role.Gerente);
    clock.set('2026-11-22T10:30:00.000Z');
    await t.app.resumoDiario();
    const [hoje] = await digests(a, Role.Gerente);
    const total = (await api.get('/api/hedges/resumo', g)).body.resultadoTotal;
    const anterior = ontem.dados.hedge.resultadoTotal;
    expect(hoje.dados.hedge).toEqual({ resultadoTotal: total, anterior, variacao: Math.round((total - anterior) * 100) / 100 });
    expect(hoje.dados.hedge.variacao).not.toBe(0);
    expect((await digests(a, Role.Operador))[0].dados).not.toHaveProperty('hedge');
  });
});

describe('daily digest: once per user and day across instances and restarts', () => {
  const clock = fixedClock('2026-11-20T10:30:00.000Z');
  let smtp: Smtp;
  let dir: string | undefined;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await new Promise<void>((r) => smtp.server.close(() => r()));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it(onServer ? 'two instances on one database, then a restart, send each digest once' : 'a restart on the same data directory sends nothing again', async () => {
    // PGlite cannot be shared between processes: there the restart is a new instance on the same data directory.
    dir = onServer ? undefined : mkdtempSync(path.join(tmpdir(), 'resumo-'));
    const env = { SMTP_URL: smtp.url, ...(dir ? { DATA_DIR: dir } : {}) };
    const one = await startTestApp(env, { clock, ...(dir ? { blankDatabase: true } : {}) });
    const tenant = await makeTenant(one.app, 'resumo-multi');
    let rest: TestApp | undefined;
    try {
      if (onServer) {
        const two = await startTestApp(env, { clock, shareDatabaseOf: one });
        const runs = await Promise.all([one.app.resumoDiario(), two.app.resumoDiario(), one.app.resumoDiario(), two.app.resumoDiario()]);
        expect(runs.reduce((s, r) => s + r.enviados, 0)).toBe(3);
        await two.close();
      } else {
        expect(await one.app.resumoDiario()).toMatchObject({ enviados: 3 });
      }
      const users = Object.values(tenant.users).filter((u) => u.role !== Role.SuperAdmin);
      expect(smtp.mails.map((m) => (m.to as { value: { address: string }[] }).value[0].address).sort()).toEqual(users.map((u) => u.email).sort());
      const shared = onServer ? { shareDatabaseOf: one } : {};
      if (!onServer) await one.app.shutdown();
      rest = await startTestApp(env, { clock, ...shared, ...(dir ? { blankDatabase: true } : {}) });
      expect(await rest.app.resumoDiario()).toEqual({ devidos: 0, enviados: 0 });
      expect(smtp.mails).toHaveLength(3);
      const api = client(rest.url);
      for (const u of users) {
        const mine = (await api.get('/api/notificacoes', rest.app.tokens.signAccess({ id: u.id, email: u.email, role: u.role, tenantId: u.tenantId }))).body;
        expect(mine.filter((n: { tipo: string }) => n.tipo === 'ResumoDiario')).toHaveLength(1);
      }
    } finally {
      await rest?.close();
      if (onServer) await one.close();
    }
  });
});

describe('daily digest: an SMTP server that is down', () => {
  it('keeps the notification, logs the failed e-mail without the credentials, and does not send again', async () => {
    const dead = await startSmtp();
    await new Promise<void>((r) => dead.server.close(() => r()));
    const lines: string[] = [];
    const t = await startTestApp({ SMTP_URL: dead.url.replace('smtp://', 'smtp://resumo:segredo-smtp@') }, {
      clock: fixedClock('2026-11-20T10:30:00.000Z'), logger: createLogger('warn', { write: (l: string) => void lines.push(l) }),
    });
    try {
      const x = await makeTenant(t.app, 'resumo-smtp');
      expect(await t.app.resumoDiario()).toEqual({ devidos: 3, enviados: 3 });
      expect(lines.filter((l) => l.includes('daily digest e-mail failed'))).toHaveLength(3);
      expect(lines.join('\n')).not.toContain('segredo-smtp');
      expect(await t.app.resumoDiario()).toEqual({ devidos: 0, enviados: 0 });
      const mine = (await client(t.url).get('/api/notificacoes', x.users.Gerente.token)).body;
      expect(mine.map((n: { tipo: string }) => n.tipo)).toEqual(['ResumoDiario']);
    } finally {
      await t.close();
    }
  });
});
