// The README's pictures of the two pages (issue 35): `/` and `/campo` of the demo farm at 360x740 (a phone) and at
// 1280x800 (a desktop), taken in Chromium. `npm run screenshots` builds the service and the pages, starts the service
// on an in-memory demo farm, and writes docs/screenshots/*.png. Viewport shots, not whole pages: small files
// (SCREENSHOTS_FULL=<dir> also writes whole-page shots of / there, to review the page top to bottom).
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';

const OUT = path.resolve(__dirname, '../../docs/screenshots');
const SIZES = { celular: { width: 360, height: 740 }, desktop: { width: 1280, height: 800 } };
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', '--disable-component-update'];

async function login(page: Page, url: string, email: string, password: string, ready: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForSelector(ready, { timeout: 60_000 });
}

async function shoot(browser: Browser, base: string, demo: { email: string; password: string }): Promise<void> {
  for (const [nome, viewport] of Object.entries(SIZES)) {
    const context = await browser.newContext({ viewport, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    const page = await context.newPage();
    await login(page, `${base}/`, demo.email, demo.password, 'body[data-pronto]');
    // The chart has its candles and the positions their quotes once ingestion has run once.
    await page.waitForSelector('#cotacao-atual[data-preco]', { timeout: 60_000 });
    await page.waitForSelector('#projecao td[data-campo="precoAtual"]:not([data-valor="null"])', { timeout: 60_000 });
    await page.evaluate(() => (globalThis as any).scrollTo(0, 0));
    await page.mouse.move(0, viewport.height - 1);
    await page.screenshot({ path: path.join(OUT, `painel-${nome}.png`) });
    // The manager's decisions: the answer of each batch first.
    await page.mouse.move(0, viewport.height - 1); // no crosshair over the charts
    await page.evaluate(() => {
      const d = (globalThis as any).document;
      const top = d.querySelector('#projecao').getBoundingClientRect().top + (globalThis as any).scrollY;
      (globalThis as any).scrollTo(0, top - d.querySelector('.topo').offsetHeight - 8); // below the sticky header
    });
    if (process.env.SCREENSHOTS_FULL) await page.screenshot({ path: path.join(process.env.SCREENSHOTS_FULL, `painel-${nome}.png`), fullPage: true });
    await page.screenshot({ path: path.join(OUT, `painel-decisoes-${nome}.png`) });
    const campo = await context.newPage();
    await login(campo, `${base}/campo`, demo.email, demo.password, 'body[data-pronto]');
    await campo.screenshot({ path: path.join(OUT, `campo-${nome}.png`) });
    await context.close();
  }
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const config = loadConfig({
    DATA_DIR: 'memory://', DEMO_SEED: 'true', LOG_LEVEL: 'silent', JWT_SECRET: randomBytes(32).toString('hex'),
    MARKETDATA_SYNC_ENABLED: 'true', MARKETDATA_SYNC_INTERVAL_SECONDS: '5', PESAGEM_PENDENTE_ENABLED: 'false', PROTOCOLO_ATRASADO_ENABLED: 'false',
  });
  const app = await createApp(config);
  const { port } = await app.listen(0, '127.0.0.1');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS, timeout: 60_000 });
  try {
    await shoot(browser, `http://127.0.0.1:${port}`, app.demo!);
  } finally {
    await browser.close();
    await app.shutdown();
  }
  process.stdout.write(`screenshots in ${path.relative(process.cwd(), OUT)}\n`);
}

main().catch((err) => {
  process.stderr.write(`${err.stack ?? err}\n`);
  process.exit(1);
});
