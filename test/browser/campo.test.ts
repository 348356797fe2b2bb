import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { businessDate } from '../../src/clock';
import { kgPeloCocho } from '../../src/modules/trato/nota-cocho';
import { confirmacoesTrato, leiturasCocho } from '../../src/modules/trato/schema';
import { lerDecimal } from '../../web/src/campo/dia';
import { client, startTestApp, type Client, type TestApp } from '../helpers/app';
import { PASSWORD } from '../helpers/factories';
import { launchChromium, openContext } from './chromium';

// Issue 28: the field page /campo in Chromium on the demo farm, logged in as an Operador. Offline, a bunk reading
// and a confirmation for two pens go to the outbox; the page reloads offline; back online each reaches the server
// exactly once (rows counted); a send whose answer is dropped after the server handled it is repeated without a
// duplicate; the Operador records the other field actions; the first load on a 3G-like network is usable within 3 s;
// and "Sair" with actions still to send asks what becomes of them (issue 33; the change of person is proof S22).
// Issue 35, on a 360 x 740 phone: the demo leaves the morning to the operator; a score recomputes the kg to confirm by
// the API plan's rule (offline too); a mis-tapped score and a confirmed trato are corrected; a refusal is said at the
// top and its score is not left highlighted; a treatment carries its withdrawal period, prefilled from the tenant's
// products; forms read in Portuguese with units, a decimal comma, dd/mm/aaaa and targets of at least 44 px.
jest.setTimeout(240_000);

type Trato = { loteId: string; curralCodigo: string; loteCodigo: string; confirmacaoId: string | null; kgFornecidoOntem: number | null; kgPrevisto: number };
const PHONE = { width: 360, height: 740 };

describe('field page /campo in Chromium', () => {
  let t: TestApp;
  let api: Client;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let email: string;
  /** Where the page keeps the Operador's lists: under their tenant and user (issue 33). */
  let guardado: string;
  let hoje: string;
  let tratos: Trato[];
  const errors: string[] = [];

  const db = () => t.app.database.db;
  const leituras = async (loteId: string) => (await db().select({ n: sql<number>`count(*)::int` }).from(leiturasCocho)
    .where(and(eq(leiturasCocho.loteId, loteId), eq(leiturasCocho.data, hoje))))[0].n;
  const confirmacoes = async (loteId: string) => (await db().select({ n: sql<number>`count(*)::int` }).from(confirmacoesTrato)
    .where(and(eq(confirmacoesTrato.loteId, loteId), eq(confirmacoesTrato.data, hoje), isNull(confirmacoesTrato.deletedAt))))[0].n;
  const card = (p: Page, loteId: string) => p.locator(`article[data-lote="${loteId}"]`);
  const pendentes = (p: Page) => p.locator('#pendentes').getAttribute('data-n');
  const esperarPendentes = (n: number) => page.waitForFunction((k) => (globalThis as any).document.querySelector('#pendentes')?.getAttribute('data-n') === k, String(n));
  let admin: string;
  const plano = async () => (await api.get('/api/tratos', admin)).body as any[];
  const doPlano = async (loteId: string) => (await plano()).find((x) => x.loteId === loteId);
  const leitura = async (loteId: string) => (await db().select().from(leiturasCocho).where(and(eq(leiturasCocho.loteId, loteId), eq(leiturasCocho.data, hoje))))[0];
  /** The kg the card's field holds, as the page reads it. */
  const kgDoCampo = async (loteId: string) => lerDecimal(await card(page, loteId).getByLabel('Trato de hoje (kg)').inputValue());

  beforeAll(async () => {
    execFileSync(process.execPath, [path.resolve(__dirname, '../../scripts/build-web.js')], { stdio: 'inherit' });
    t = await startTestApp({ DEMO_SEED: 'true' });
    api = client(t.url);
    hoje = businessDate(new Date(), t.app.config.APP_TIMEZONE);
    admin = (await api.post('/api/auth/login', { email: t.app.demo!.email, password: t.app.demo!.password })).body.accessToken;
    email = `operador.campo.${Date.now()}@teste.com`;
    const made = await api.post('/api/users', { nome: 'Operador de Campo', email, password: PASSWORD, confirmPassword: PASSWORD, role: 'Operador' }, admin);
    expect(made.status).toBe(201);
    guardado = `campo.${JSON.parse(Buffer.from(admin.split('.')[1], 'base64url').toString()).tenantId}.${made.body.id}.`;
    // The demo leaves this morning to the field: no pen read or confirmed today (issue 35).
    tratos = (await api.get('/api/tratos', admin)).body;
    expect(tratos.length).toBe(3);
    expect(tratos.map((x: any) => [x.notaCocho, x.leituraCochoId, x.confirmacaoId])).toEqual(tratos.map(() => [null, null, null]));
    expect(tratos.every((x) => x.kgFornecidoOntem !== null)).toBe(true);
    // A treatment the farm gave before, with its withdrawal period: the field form prefills from it.
    expect((await api.post(`/api/lotes/${tratos[2].loteId}/medicamentos`, { nome: 'Draxxin', tipo: 'Antibiótico', dataAplicacao: hoje,
      quantidadeAnimais: 1, custoUnitario: 40, carenciaDias: 42 }, admin)).body.tipo).toBe('Antibiotico');
    browser = await launchChromium();
    // A phone at the feedlot: its day is the farm's business day.
    context = await openContext(browser, { viewport: PHONE, timezoneId: t.app.config.APP_TIMEZONE, locale: 'pt-BR' });
    page = await context.newPage();
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('an Operador logs in at /campo; the page is installable and its worker takes the scope', async () => {
    const res = await page.goto(`${t.url}/campo`, { waitUntil: 'load' });
    expect(res?.status()).toBe(200);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha').fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForSelector('body[data-pronto]');
    expect(await page.locator('article.curral').count()).toBe(tratos.length);
    const manifest = await (await fetch(`${t.url}/campo/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({ start_url: '/campo', display: 'standalone', lang: 'pt-BR' });
    expect(await page.evaluate(async () => (await (globalThis as any).navigator.serviceWorker.ready).scope)).toBe(`${t.url}/campo`);
  });

  it('a score taken on another phone meanwhile: the tap is refused, said at the top, not left highlighted; the next tap corrects it', async () => {
    const c = tratos[2];
    // Someone else reads pen C after this page loaded its plan: the page's first tap is a POST the server refuses.
    expect((await api.post(`/api/lotes/${c.loteId}/leituras-cocho`, { data: hoje, nota: 0 }, admin)).status).toBe(201);
    await card(page, c.loteId).getByRole('button', { name: 'Nota 3' }).click();
    await page.locator(`article[data-lote="${c.loteId}"][data-leitura="recusado"]`).waitFor();
    const item = page.locator('li.item[data-estado="conflito"]').first();
    expect(await item.locator('p.erro').innerText()).toBe('Ja existe uma leitura de cocho deste lote nesta data');
    // Said at the top: the header (sticky, in view) counts it, while the list is below the pens.
    const topo = page.locator('#recusados');
    await topo.waitFor();
    expect(await topo.innerText()).toMatch(/^1 registro recusado/);
    const caixa = (await topo.boundingBox())!;
    expect(caixa.y + caixa.height).toBeLessThanOrEqual(PHONE.height);
    expect(await page.locator('#pendentes').innerText()).not.toBe('Tudo enviado');
    // The refused 3 is not shown as taken: the plan read again shows the server's 0.
    await page.waitForFunction((id) => (globalThis as any).document.querySelector(`article[data-lote="${id}"] button[aria-pressed="true"]`)?.textContent?.startsWith('0'), c.loteId);
    expect(await card(page, c.loteId).locator('button.nota[aria-pressed="true"]').count()).toBe(1);
    // Now the page knows the day's reading: the next tap corrects it (PUT), and the kg follows the score.
    await card(page, c.loteId).getByRole('button', { name: 'Nota 3' }).click();
    await page.waitForFunction((id) => (globalThis as any).document.querySelector(`article[data-lote="${id}"]`)?.dataset.leitura === 'feito', c.loteId);
    expect([(await leitura(c.loteId)).nota, await leituras(c.loteId)]).toEqual([3, 1]);
    const p = await doPlano(c.loteId);
    expect(await kgDoCampo(c.loteId)).toBe(p.kgPrevisto);
    expect(p.kgPrevisto).toBe(kgPeloCocho(p.kgFornecidoOntem, 3, -1));
    await item.getByRole('button', { name: 'Ciente' }).click();
    await topo.waitFor({ state: 'hidden' });
    expect(await page.locator('#pendentes').innerText()).toBe('Tudo enviado');
  });

  it('offline: a score (mis-tapped, then corrected) recomputes the kg; the confirmation waits; reload; once each online', async () => {
    const [a, b] = tratos;
    await context.setOffline(true);
    const kgs: number[] = [];
    for (const [x, errada, nota] of [[a, 4, 2], [b, 0, 4]] as const) {
      await card(page, x.loteId).getByRole('button', { name: `Nota ${errada}` }).click();
      expect(await kgDoCampo(x.loteId)).toBe(kgPeloCocho(x.kgFornecidoOntem, errada, x.kgPrevisto));
      await card(page, x.loteId).getByRole('button', { name: `Nota ${nota}` }).click();
      // The mis-tap is rewritten in the outbox, not queued twice: the server would refuse the second POST.
      await page.waitForFunction(([id, n]) => (globalThis as any).document.querySelector(`article[data-lote="${id}"] button[aria-pressed="true"]`)?.textContent?.startsWith(n), [x.loteId, String(nota)]);
      kgs.push(await kgDoCampo(x.loteId));
      expect(kgs.at(-1)).toBe(kgPeloCocho(x.kgFornecidoOntem, nota, x.kgPrevisto));
      await card(page, x.loteId).getByRole('button', { name: 'Confirmar trato' }).click();
    }
    await esperarPendentes(4);
    expect(await card(page, a.loteId).getAttribute('data-leitura')).toBe('a-enviar');
    expect(await card(page, a.loteId).getAttribute('data-trato')).toBe('a-enviar');
    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector('body[data-pronto]');
    expect(await pendentes(page)).toBe('4');
    expect(await page.locator('article.curral').count()).toBe(tratos.length);
    expect([await leituras(a.loteId), await confirmacoes(a.loteId), await leituras(b.loteId), await confirmacoes(b.loteId)]).toEqual([0, 0, 0, 0]);

    await context.setOffline(false);
    await esperarPendentes(0);
    expect(await page.locator('li.item[data-estado="enviado"]').count()).toBeGreaterThanOrEqual(4);
    expect([await leituras(a.loteId), await confirmacoes(a.loteId), await leituras(b.loteId), await confirmacoes(b.loteId)]).toEqual([1, 1, 1, 1]);
    expect([(await leitura(a.loteId)).nota, (await leitura(b.loteId)).nota]).toEqual([2, 4]);
    // The kg the phone computed offline is the API plan's for the score it sent, and is what was confirmed.
    const [pa, pb] = [await doPlano(a.loteId), await doPlano(b.loteId)];
    expect([pa.kgPrevisto, pb.kgPrevisto]).toEqual(kgs);
    expect([pa.kgFornecido, pb.kgFornecido]).toEqual(kgs);
    expect([await card(page, a.loteId).getAttribute('data-trato'), await card(page, a.loteId).getByRole('button', { name: /trato$/ }).innerText()]).toEqual(['feito', 'Corrigir trato']);
  });

  it('a confirmation whose answer is dropped after the server handled it is sent again without a duplicate', async () => {
    const c = tratos[2];
    const answers: { status: number; replayed: string | null }[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('/api/tratos/confirmacoes')) answers.push({ status: r.status(), replayed: r.headers()['idempotency-replayed'] ?? null });
    });
    let dropped = 0;
    await context.route('**/api/tratos/confirmacoes', async (route) => {
      if (dropped++ > 0) return route.fallback();
      await route.fetch(); // the server handles it...
      await route.abort('connectionreset'); // ...and the answer never reaches the phone
    });
    await card(page, c.loteId).getByRole('button', { name: 'Confirmar trato' }).click();
    await page.waitForFunction(() => (globalThis as any).document.querySelector('.rede')?.textContent?.startsWith('Envio interrompido'));
    expect(await pendentes(page)).toBe('1');
    expect(await confirmacoes(c.loteId)).toBe(1);
    await page.getByRole('button', { name: 'Enviar agora' }).click();
    await esperarPendentes(0);
    await context.unroute('**/api/tratos/confirmacoes');
    expect(dropped).toBe(2);
    expect(await confirmacoes(c.loteId)).toBe(1);
    expect(answers.at(-1)).toEqual({ status: 201, replayed: 'true' });
  });

  it('online corrections: the score by PUT to the id the POST answered, the trato by PUT with a decimal comma', async () => {
    const [a] = tratos;
    await card(page, a.loteId).getByRole('button', { name: 'Nota 1' }).click();
    await page.waitForFunction(async (id) => (globalThis as any).document.querySelector(`article[data-lote="${id}"]`)?.dataset.leitura === 'feito'
      && (globalThis as any).document.querySelector('#pendentes')?.getAttribute('data-n') === '0', a.loteId);
    while ((await leitura(a.loteId)).nota !== 1) await new Promise((r) => setTimeout(r, 100));
    expect(await leituras(a.loteId)).toBe(1);
    const kg = card(page, a.loteId).getByLabel('Trato de hoje (kg)');
    await kg.fill('640,5');
    await card(page, a.loteId).getByRole('button', { name: 'Corrigir trato' }).click();
    while ((await doPlano(a.loteId)).kgFornecido !== 640.5) await new Promise((r) => setTimeout(r, 100));
    expect(await confirmacoes(a.loteId)).toBe(1);
    await esperarPendentes(0);
    expect(await page.locator('li.item', { hasText: 'trato 640,5 kg (correção)' }).getAttribute('data-estado')).toBe('enviado');
    expect(await page.locator('li.item[data-estado="conflito"]').count()).toBe(0);
  });

  it('a correction of a trato the manager removed meanwhile is refused, said at the top; the pen asks to confirm again', async () => {
    const c = tratos[2];
    const conf = (await doPlano(c.loteId)).confirmacaoId;
    expect((await api.del(`/api/tratos/confirmacoes/${conf}`, admin)).status).toBe(204);
    await card(page, c.loteId).getByLabel('Trato de hoje (kg)').fill('700');
    await card(page, c.loteId).getByRole('button', { name: 'Corrigir trato' }).click();
    await page.locator('#recusados').waitFor();
    const item = page.locator('li.item[data-estado="conflito"]').first();
    expect(await item.locator('p.erro').innerText()).toBe('Confirmacao de trato nao encontrado');
    expect(await card(page, c.loteId).getAttribute('data-trato')).toBe('recusado');
    await item.getByRole('button', { name: 'Ciente' }).click();
    await page.waitForFunction((id) => (globalThis as any).document.querySelector(`article[data-lote="${id}"]`)?.dataset.trato === 'falta', c.loteId);
    // Unconfirmed again: the field offers the plan's kg by today's score, as the API plans it.
    const kg = (await doPlano(c.loteId)).kgPrevisto;
    expect(await kgDoCampo(c.loteId)).toBe(kg);
    await card(page, c.loteId).getByRole('button', { name: 'Confirmar trato' }).click();
    await page.waitForFunction((id) => (globalThis as any).document.querySelector(`article[data-lote="${id}"]`)?.dataset.trato === 'feito', c.loteId);
    expect([await confirmacoes(c.loteId), (await doPlano(c.loteId)).kgFornecido]).toEqual([1, kg]);
  });

  it('the Operador records a weighing, a treatment with its withdrawal, a death (an unknown id is said) and applies a due protocol', async () => {
    const [a] = tratos;
    const ontem = new Date(Date.parse(`${hoje}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const prot = await api.post(`/api/lotes/${a.loteId}/protocolos`, { produto: 'Vacina Campo', tipo: 'Vacina', dataPrevista: ontem }, admin);
    expect(prot.status).toBe(201);
    const animal = (await api.get(`/api/lotes/${a.loteId}/animais`, admin)).body.find((x: any) => x.status === 'Ativo');
    // Online, the page keeps each batch's animals and protocols, and the tenant's products, for offline use.
    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector('body[data-pronto]');
    await page.waitForFunction((k) => ((globalThis as any).localStorage.getItem(k) ?? '').includes('Vacina Campo'), `${guardado}protocolos.${a.loteId}`);
    await page.waitForFunction((k) => ((globalThis as any).localStorage.getItem(k) ?? '').includes('Draxxin'), `${guardado}produtos`);
    const c = card(page, a.loteId);
    await c.locator('summary').click();
    const form = (titulo: string) => c.locator('form.registro', { has: page.getByRole('heading', { name: titulo }) });
    await form('Pesagem do lote').getByLabel('Peso médio (kg)').fill('420,5');
    await form('Pesagem do lote').getByRole('button', { name: 'Registrar' }).click();
    // The product given before brings its type and withdrawal period.
    await form('Tratamento').getByLabel('Medicamento').fill('draxxin');
    expect(await form('Tratamento').getByLabel('Tipo').inputValue()).toBe('Antibiotico');
    expect(await form('Tratamento').getByLabel('Carência (dias)').inputValue()).toBe('42');
    await form('Tratamento').getByLabel('Medicamento').fill('Draxxin');
    await form('Tratamento').getByLabel('Animais tratados').fill('3');
    await form('Tratamento').getByLabel('Custo por animal (R$)').fill('38,90');
    await form('Tratamento').getByRole('button', { name: 'Registrar' }).click();
    const fim = new Date(Date.parse(`${hoje}T12:00:00Z`) + 42 * 86_400_000).toISOString().slice(0, 10);
    const fimBR = fim.split('-').reverse().join('/');
    await c.locator('[data-campo="carencia"]', { hasText: `Carência até ${fimBR}` }).waitFor();
    await form('Morte').getByLabel('Identificação do animal').fill('NAO-EXISTE-99');
    await form('Morte').getByLabel('Causa').fill('Pneumonia');
    await form('Morte').getByRole('button', { name: 'Registrar' }).click();
    expect(await form('Morte').getByRole('alert').innerText()).toBe('Animal NAO-EXISTE-99 não encontrado neste lote: confira a identificação.');
    await form('Morte').getByLabel('Identificação do animal').fill(animal.identificacao);
    await form('Morte').getByRole('button', { name: 'Registrar' }).click();
    await c.getByRole('button', { name: /^Aplicar Vacina Campo/ }).click();
    // Applied: the protocol leaves the list at once (waiting to be sent, or sent).
    await c.getByRole('button', { name: /^Aplicar Vacina Campo/ }).waitFor({ state: 'detached' });
    const protocolo = () => api.get(`/api/lotes/${a.loteId}/protocolos/${prot.body.id}`, admin).then((r) => r.body);
    while (!(await protocolo()).realizado) await new Promise((r) => setTimeout(r, 200));
    await esperarPendentes(0);
    expect(await page.locator('li.item[data-estado="conflito"]').count()).toBe(0);
    const pesagens = (await api.get(`/api/lotes/${a.loteId}/pesagens`, admin)).body;
    expect(pesagens.filter((x: any) => x.data === hoje && x.pesoMedio === 420.5)).toHaveLength(1);
    const meds = (await api.get(`/api/lotes/${a.loteId}/medicamentos`, admin)).body;
    expect(meds.filter((x: any) => x.nome === 'Draxxin').map((x: any) => [x.tipo, x.carenciaDias, x.fimCarencia, x.quantidadeAnimais, x.custoUnitario, x.dataAplicacao]))
      .toEqual([['Antibiotico', 42, fim, 3, 38.9, hoje]]);
    expect((await doPlano(a.loteId)).carenciaAte).toBe(fim);
    expect((await api.get(`/api/animais/${animal.id}`, admin)).body).toMatchObject({ status: 'Morto', causaMorte: 'Pneumonia' });
    expect(await protocolo()).toMatchObject({ realizado: true, dataRealizada: hoje });
  });

  it('at 360 px: no sideways scroll, visible labels, the score legend, dd/mm/aaaa, targets of at least 44 px', async () => {
    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector('body[data-pronto]');
    const [a] = tratos;
    await card(page, a.loteId).locator('summary').click();
    const medida = await page.evaluate(() => {
      const d = (globalThis as any).document;
      const visivel = (e: any) => { const r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
      const alvos = [...d.querySelectorAll('button, input, select, summary, a')].filter(visivel);
      return {
        larguraDoc: d.documentElement.scrollWidth, larguraTela: (globalThis as any).innerWidth,
        pequenos: alvos.map((e: any) => [e.textContent || e.name || e.id, Math.round(e.getBoundingClientRect().width), Math.round(e.getBoundingClientRect().height)])
          .filter(([, w, hh]: any) => w < 44 || hh < 44),
        semRotulo: [...d.querySelectorAll('input, select')].filter(visivel).filter((e: any) => !e.labels?.[0]?.textContent?.trim()).map((e: any) => e.name || e.id),
        titulo: d.querySelector('h1').textContent,
      };
    });
    expect(medida.larguraDoc).toBe(medida.larguraTela);
    expect(medida.pequenos).toEqual([]);
    expect(medida.semRotulo).toEqual([]);
    expect(medida.titulo).toBe(`Campo · ${hoje.split('-').reverse().join('/')}`);
    // The legend of every score on its button, as the dashboard writes it.
    expect(await card(page, a.loteId).locator('button.nota').allInnerTexts()).toEqual(['0\nCocho limpo', '1\nPoucas sobras', '2\nAlgumas sobras', '3\nMuitas sobras', '4\nIntocado']);
    expect(await card(page, a.loteId).locator('.escolhida').innerText()).toBe('Nota 1 · Poucas sobras (0 %)');
    for (const label of ['Trato de hoje (kg)', 'Peso médio (kg)', 'Custo por animal (R$)', 'Carência (dias)', 'Identificação do animal']) {
      expect([label, await card(page, a.loteId).getByText(label, { exact: true }).isVisible()]).toEqual([label, true]);
    }
    await page.screenshot({ path: path.resolve(__dirname, '../../test-results/campo-360.png'), fullPage: false });
  });

  it('keeps a batch animals by delta: the page asks only for changes and its copy equals the server list', async () => {
    const [a] = tratos.filter((x) => !x.confirmacaoId);
    const admin = (await api.post('/api/auth/login', { email: t.app.demo!.email, password: t.app.demo!.password })).body.accessToken;
    const apagado = (await api.get(`/api/lotes/${a.loteId}/animais`, admin)).body.find((x: any) => x.status === 'Ativo');
    expect((await api.del(`/api/animais/${apagado.id}`, admin)).status).toBe(204);
    const pedidos: string[] = [];
    const ouvir = (r: { url(): string }) => { if (r.url().includes(`/api/lotes/${a.loteId}/animais`)) pedidos.push(r.url()); };
    page.on('request', ouvir);
    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector('body[data-pronto]');
    const chave = `${guardado}animais.${a.loteId}`;
    const copia = async () => JSON.parse(await page.evaluate((k) => (globalThis as any).localStorage.getItem(k) ?? '[]', chave));
    await page.waitForFunction(([k, gone]) => !((globalThis as any).localStorage.getItem(k) ?? gone).includes(gone), [chave, apagado.id]);
    page.off('request', ouvir);
    // Only the delta by the cursor kept from the first load, page after page until the server says no more.
    expect(pedidos.length).toBeGreaterThan(0);
    expect(pedidos.filter((u) => !u.includes('/animais/delta?cursor='))).toEqual([]);
    const servidor = (await api.get(`/api/lotes/${a.loteId}/animais`, admin)).body;
    const resumo = (l: any[]) => l.map((x) => `${x.id} ${x.status}`).sort();
    // The death recorded above arrived by the delta (the copy says Morto), the deletion removed the animal.
    expect(resumo(await copia())).toEqual(resumo(servidor));
    expect(servidor.some((x: any) => x.status === 'Morto')).toBe(true);
  });

  it('loads the batches\' offline copies several at a time after first paint, not one after another', async () => {
    // Every copy request is held until four are waiting at once: one after another, the second would never leave.
    const held: { release: () => Promise<void> }[] = [];
    let arrived: () => void = () => undefined;
    const four = new Promise<void>((r) => { arrived = r; });
    const copias = /\/api\/lotes\/[^/]+\/(animais|protocolos)\/delta/;
    await page.route(copias, (route) => {
      // A request the page dropped meanwhile (a reload) is already handled: nothing to release.
      held.push({ release: () => route.continue().catch(() => undefined) });
      if (held.length === 4) arrived();
    });
    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector('body[data-pronto]');
    await four;
    await page.unroute(copias);
    await Promise.all(held.map((r) => r.release()));
    expect(held.length).toBeGreaterThanOrEqual(4);
  });

  it('first load on a 3G-like network is usable within 3 s (by its round trips and bytes, not by the clock)', async () => {
    const session = await page.evaluate(() => (globalThis as any).localStorage.getItem('painel.sessao'));
    const fresh = await openContext(browser, { viewport: PHONE, timezoneId: t.app.config.APP_TIMEZONE, locale: 'pt-BR' });
    await fresh.addInitScript((s) => { if (!(globalThis as any).localStorage.getItem('painel.sessao')) (globalThis as any).localStorage.setItem('painel.sessao', s as string); }, session);
    // The instant (epoch ms) the page marks itself usable.
    await fresh.addInitScript(() => {
      const g = globalThis as any;
      new g.MutationObserver((_: unknown, o: any) => {
        if (g.document.body?.hasAttribute('data-pronto')) { g.prontoEm = Date.now(); o.disconnect(); }
      }).observe(g.document, { subtree: true, attributes: true, attributeFilter: ['data-pronto'] });
    });
    const p = await fresh.newPage();
    const cdp = await fresh.newCDPSession(p);
    await cdp.send('Network.enable');
    // What the page fetched before it was usable: when each request left and its response ended, and its bytes on
    // the wire. A busy machine stretches the wall clock; it changes neither the bytes nor which request waited for
    // which, so the Fast 3G time is computed from those: one round trip per wave of requests plus the bytes at
    // Chromium DevTools' "Fast 3G" (562.5 ms round trip, 1.44 Mbit/s down).
    const reqs = new Map<string, { start: number; wall: number; end?: number; bytes?: number }>();
    cdp.on('Network.requestWillBeSent', (e) => reqs.set(e.requestId, { start: e.timestamp, wall: e.wallTime * 1000 }));
    cdp.on('Network.loadingFinished', (e) => Object.assign(reqs.get(e.requestId) ?? {}, { end: e.timestamp, bytes: e.encodedDataLength }));
    const started = Date.now();
    await p.goto(`${t.url}/campo`);
    await p.waitForSelector('body[data-pronto]');
    const ms = Date.now() - started;
    // Only what ended before the page was usable: the offline copies it fetches afterwards do not delay the operator.
    const pronto = await p.evaluate(() => (globalThis as any).prontoEm as number);
    const done = [...reqs.values()].filter((r) => r.end !== undefined && r.wall + (r.end - r.start) * 1000 <= pronto).sort((x, y) => x.start - y.start);
    // A request starts a new wave when it left after a response of the current wave had ended (it could have waited on it).
    const waves: { bytes: number; firstEnd: number }[] = [];
    for (const r of done) {
      const w = waves.at(-1);
      if (!w || r.start >= w.firstEnd) waves.push({ bytes: r.bytes!, firstEnd: r.end! });
      else { w.bytes += r.bytes!; w.firstEnd = Math.min(w.firstEnd, r.end!); }
    }
    const bytes = waves.reduce((n, w) => n + w.bytes, 0);
    const fast3gMs = Math.round(waves.length * 562.5 + (bytes / 180_000) * 1000);
    process.stdout.write(`campo first load: ${done.length} requests in ${waves.length} waves, ${bytes} bytes -> ${fast3gMs} ms on Fast 3G (${ms} ms here, unthrottled) for ${tratos.length} pens\n`);
    expect(await p.locator('article.curral').count()).toBe(tratos.length);
    expect(done.length).toBeGreaterThan(0);
    expect(fast3gMs).toBeLessThan(3000);
    await fresh.close();
  });

  it('Sair with actions still to send asks: send first (sent, then signed out) or discard (never sent)', async () => {
    const c = tratos[2]; // read 3 above
    const entrar = async () => {
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Senha').fill(PASSWORD);
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.waitForSelector('#currais > *');
    };
    await page.reload({ waitUntil: 'load' });
    await page.waitForSelector('body[data-pronto]');
    await context.setOffline(true);
    await card(page, c.loteId).getByRole('button', { name: 'Nota 2' }).click();
    await page.waitForFunction(() => (globalThis as any).document.querySelector('#pendentes')?.getAttribute('data-n') === '1');
    await page.getByRole('button', { name: 'Sair' }).click();
    expect(await page.getByRole('alertdialog').locator('h2').innerText()).toBe('1 registro ainda não foi enviado');
    await page.getByRole('button', { name: 'Enviar e sair' }).click();
    await page.getByRole('alertdialog').getByRole('alert').filter({ hasText: 'Nem tudo foi enviado' }).waitFor();
    expect((await leitura(c.loteId)).nota).toBe(3);
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Enviar e sair' }).click();
    await page.waitForSelector('#email');
    expect([await leituras(c.loteId), (await leitura(c.loteId)).nota]).toEqual([1, 2]);
    // Signed out: nothing of the Operador's cached lists is left on the phone.
    expect(await page.evaluate((p) => Object.keys((globalThis as any).localStorage).filter((k) => k.startsWith(p)), guardado)).toEqual([]);

    await entrar();
    await context.setOffline(true);
    await card(page, c.loteId).getByRole('button', { name: 'Nota 4' }).click();
    await page.waitForFunction(() => (globalThis as any).document.querySelector('#pendentes')?.getAttribute('data-n') === '1');
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.getByRole('button', { name: 'Descartar e sair' }).click();
    await page.waitForSelector('#email');
    await context.setOffline(false);
    await entrar();
    await page.waitForFunction(() => (globalThis as any).document.querySelector('#pendentes')?.getAttribute('data-n') === '0');
    expect(await page.locator('li.item', { hasText: 'leitura de cocho 4' }).count()).toBe(0);
    expect((await leitura(c.loteId)).nota).toBe(2);
  });

  it('no page error', () => {
    expect(errors).toEqual([]);
  });
});
