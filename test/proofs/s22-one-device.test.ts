import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { Role } from '../../src/auth/actor';
import { businessDate } from '../../src/clock';
import { leiturasCocho } from '../../src/modules/trato/schema';
import { launchChromium } from '../browser/chromium';
import { client, startTestApp, type Client, type TestApp } from '../helpers/app';
import { makeTenant, PASSWORD, type TestTenant, type TestUser } from '../helpers/factories';
import { report } from './helpers/report';

/**
 * S22: one phone, many people (issue 33), in Chromium on /campo over the demo farm. An Operador queues a bunk
 * reading offline and forges two outbox items in IndexedDB, as devtools would: `PUT /api/users/<own id>` with
 * their own name and e-mail and `role: Admin`, once in their own name and once in the farm Admin's. They sign out
 * (keeping their items if asked). The farm's Admin signs in on the same phone; then an Admin of another tenant,
 * with the plan request failing so the page shows what it holds; then the Operador again. Every write the page
 * sends is recorded with the user and tenant of its token (none: sent without one).
 */
jest.setTimeout(240_000);

type Escrita = { metodo: string; caminho: string; usuarioId: string | null; tenantId: string | null };
const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sub: string; tenantId: string };

describe('S22 one device, many people', () => {
  let t: TestApp;
  let api: Client;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let fazenda: TestTenant;
  let outra: TestTenant;
  let hoje: string;
  const escritas: Escrita[] = [];
  const errors: string[] = [];

  const leituras = async (loteId: string) => (await t.app.database.db.select({ n: sql<number>`count(*)::int` }).from(leiturasCocho)
    .where(and(eq(leiturasCocho.loteId, loteId), eq(leiturasCocho.data, hoje))))[0].n;

  beforeAll(async () => {
    execFileSync(process.execPath, [path.resolve(__dirname, '../../scripts/build-web.js')], { stdio: 'inherit' });
    t = await startTestApp({ DEMO_SEED: 'true', RATE_LIMIT_AUTH_PER_MINUTE: '100000' });
    api = client(t.url);
    hoje = businessDate(new Date(), t.app.config.APP_TIMEZONE);
    const demo = (await api.post('/api/auth/login', { email: t.app.demo!.email, password: t.app.demo!.password })).body.accessToken;
    fazenda = await makeTenant(t.app, 's22a', { tenantId: claims(demo).tenantId });
    outra = await makeTenant(t.app, 's22b');
    // The demo reads every bunk this morning: today's readings are removed so the Operador records one.
    await t.app.database.db.delete(leiturasCocho).where(eq(leiturasCocho.data, hoje));
    browser = await launchChromium();
    context = await browser.newContext({ viewport: { width: 390, height: 844 }, timezoneId: t.app.config.APP_TIMEZONE });
    context.on('request', (r) => {
      if (r.method() === 'GET' || !new URL(r.url()).pathname.startsWith('/api/')) return;
      const token = (r.headers().authorization ?? '').replace(/^Bearer /, '');
      const c = token ? claims(token) : null;
      escritas.push({ metodo: r.method(), caminho: new URL(r.url()).pathname, usuarioId: c?.sub ?? null, tenantId: c?.tenantId ?? null });
    });
    page = await context.newPage();
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
    await page.goto(`${t.url}/campo`, { waitUntil: 'load' });
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  const entrar = async (u: TestUser) => {
    await page.getByLabel('E-mail').fill(u.email);
    await page.getByLabel('Senha').fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForSelector('#currais > *', { timeout: 30_000 });
  };
  /** Runs a send to its end ("Enviar agora" joins one in progress): afterwards nothing of this session is in flight. */
  const sincronizado = async () => {
    await page.evaluate(() => { (globalThis as any).document.querySelector('.rede').textContent = ''; });
    await page.getByRole('button', { name: 'Enviar agora' }).click();
    await page.waitForFunction(() => /^(Conectado|Envio interrompido|Sem sinal)/.test((globalThis as any).document.querySelector('.rede')?.textContent ?? ''), undefined, { timeout: 20_000 });
  };
  /** "Sair", keeping this person's items when the page asks. */
  const sair = async () => {
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForSelector('#email, #sair');
    if (await page.locator('#sair').count()) await page.getByRole('button', { name: /^Guardar para/ }).click();
    await page.waitForSelector('#email');
  };
  const perfil = async (u: TestUser) => (await api.get(`/api/users/${u.id}`, fazenda.users[Role.Admin].token)).body.role;

  it('queued and forged actions go only with their maker; caches are never shown to another person', async () => {
    const operador = fazenda.users[Role.Operador];
    const admin = fazenda.users[Role.Admin];
    const adminB = outra.users[Role.Admin];
    await entrar(operador);
    const currais = await page.locator('article.curral').evaluateAll((els) => els.map((e) => e.getAttribute('data-lote')));
    expect(currais.length).toBeGreaterThan(0);
    const lote = currais[0]!;

    // Offline: a real reading, and the two forged items written straight into the page's IndexedDB.
    await context.setOffline(true);
    await page.locator(`article[data-lote="${lote}"]`).getByRole('button', { name: 'Nota 2' }).click();
    await page.waitForFunction(() => (globalThis as any).document.querySelector('#pendentes')?.getAttribute('data-n') === '1');
    const forjado = (dono: TestUser, chave: string) => ({ metodo: 'PUT', caminho: `/api/users/${operador.id}`, corpo: { nome: operador.nome, email: operador.email, role: 'Admin' }, rotulo: 'Perfil',
      chave, estado: 'pendente', criadoEm: Date.now(), tentativas: 0, usuarioId: dono.id, tenantId: dono.tenantId });
    await page.evaluate((itens) => new Promise((ok, falha) => {
      const req = (globalThis as any).indexedDB.open('campo', 1);
      req.onerror = () => falha(req.error);
      req.onsuccess = () => {
        const tx = req.result.transaction('outbox', 'readwrite');
        for (const i of itens) tx.objectStore('outbox').add(i);
        tx.oncomplete = () => { req.result.close(); ok(undefined); };
        tx.onerror = () => falha(tx.error);
      };
    }), [forjado(operador, 'f'.repeat(32)), forjado(admin, 'e'.repeat(32))]);
    await sair();
    await context.setOffline(false);

    // The farm's Admin on the same phone.
    const antes = escritas.length;
    await entrar(admin);
    await sincronizado();
    const comoAdmin = escritas.slice(antes);
    const listaAdmin = await page.locator('li.item').evaluateAll((els) => els.map((e) => [e.getAttribute('data-estado'), e.textContent]));
    await sair();

    // An Admin of another tenant, the plan request failing: the page can only show what it holds for this person.
    await context.route('**/api/tratos?*', (r) => r.abort('internetdisconnected'));
    const antesB = escritas.length;
    await entrar(adminB);
    await sincronizado();
    const comoB = escritas.slice(antesB);
    const curraisVistosB = await page.locator('article.curral').evaluateAll((els) => els.map((e) => e.getAttribute('data-lote')));
    const itensVistosB = await page.locator('li.item').count();
    await context.unroute('**/api/tratos?*');
    await sair();

    // The Operador again: their reading goes now, under their own token.
    const antesOp = escritas.length;
    await entrar(operador);
    await sincronizado();
    const comoOperador = escritas.slice(antesOp);
    const recusados = await page.locator('li.item[data-estado="conflito"] p.erro').allInnerTexts();

    const figuras = {
      writesWhileAdminSignedIn: comoAdmin.length,
      writesWhileOtherTenantSignedIn: comoB.length,
      writesNotUnderOperadorToken: escritas.filter((e) => e.usuarioId !== operador.id).length,
      forgedRoleChangesSent: escritas.filter((e) => e.caminho.startsWith('/api/users')).length,
      operadorRoleAfter: await perfil(operador),
      operadorItemsShownToAdmin: listaAdmin.filter(([, txt]) => (txt ?? '').includes('leitura de cocho')).length,
      forgedItemsRefusedOnPage: listaAdmin.filter(([estado]) => estado === 'conflito').length + recusados.length,
      foreignPensShownToOtherTenant: curraisVistosB.filter((id) => currais.includes(id)).length,
      foreignItemsShownToOtherTenant: itensVistosB,
      operadorWritesOnReturn: comoOperador.length,
      readingsStored: await leituras(lote),
    };
    report('S22', figuras);
    expect(figuras).toEqual({
      writesWhileAdminSignedIn: 0, writesWhileOtherTenantSignedIn: 0, writesNotUnderOperadorToken: 0, forgedRoleChangesSent: 0,
      operadorRoleAfter: 'Operador', operadorItemsShownToAdmin: 0, forgedItemsRefusedOnPage: 2,
      foreignPensShownToOtherTenant: 0, foreignItemsShownToOtherTenant: 0, operadorWritesOnReturn: 1, readingsStored: 1,
    });
    expect(comoOperador).toEqual([{ metodo: 'POST', caminho: `/api/lotes/${lote}/leituras-cocho`, usuarioId: operador.id, tenantId: operador.tenantId }]);
    expect(listaAdmin).toEqual([['conflito', expect.stringContaining('não faz esta ação')]]);
    expect(recusados).toEqual([expect.stringContaining('não faz esta ação')]);
  });

  it('no page error', () => {
    expect(errors).toEqual([]);
  });
});
