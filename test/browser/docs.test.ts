import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../helpers/app';
import { externalRequests as external, frames, launchChromium, openContext } from './chromium';

// CONTRACT 9 and RELIABILITY S12: the REST docs and the GraphQL IDE render in a real browser with no request
// leaving the machine (no CDN, no validator badge, no telemetry) and no console errors.
const SHOTS = path.resolve(__dirname, '../../test-results');

jest.setTimeout(60_000);

describe('documentation pages in Chromium (offline)', () => {
  let t: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    t = await startTestApp();
    browser = await launchChromium();
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  /** Opens a page recording every request and every console error / page error / CSP violation. */
  async function open(url: string): Promise<{ page: Page; requests: string[]; errors: string[]; graphqlStatuses: number[] }> {
    const page = await (await openContext(browser, { viewport: { width: 1280, height: 900 } })).newPage();
    const requests: string[] = [];
    const errors: string[] = [];
    // Recorded from the start: the IDE may send its schema request before the load event.
    const graphqlStatuses: number[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname === '/graphql' && r.request().method() === 'POST') graphqlStatuses.push(r.status());
    });
    page.on('request', (r) => requests.push(r.url()));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`${m.text()} @ ${m.location().url}`);
    });
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
    page.on('requestfailed', (r) => errors.push(`requestfailed: ${r.url()} ${r.failure()?.errorText}`));
    const res = await page.goto(url, { waitUntil: 'load' });
    expect(res?.status()).toBe(200);
    return { page, requests, errors, graphqlStatuses };
  }

  // Swagger UI virtualizes long operation lists (5.x, window virtualizer): only the operations near the viewport
  // are in the DOM. The page renders every operation when the reader scrolls to it, which is what is checked.
  it('/api/docs renders every operation from /api/openapi.json, locally', async () => {
    const { page, requests, errors } = await open(`${t.url}/api/docs`);
    await page.waitForSelector('.opblock');
    const doc = (await (await fetch(`${t.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { operationId: string; tags: string[] }>>;
    };
    const expected = Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((o) => `operations-${o.tags[0]}-${o.operationId}`));
    const rendered = new Set<string>();
    for (let atBottom = false; !atBottom; ) {
      for (const id of await page.$$eval('.opblock[id]', (els) => els.map((e) => e.id))) rendered.add(id);
      atBottom = await page.evaluate(() => {
        const w = globalThis as any;
        const before = w.scrollY;
        w.scrollBy(0, w.innerHeight / 2);
        return w.scrollY === before;
      });
      await frames(page); // the virtualizer renders on the next frame
    }
    for (const id of await page.$$eval('.opblock[id]', (els) => els.map((e) => e.id))) rendered.add(id);
    expect([...rendered].sort()).toEqual([...expected].sort());
    await page.evaluate(() => (globalThis as any).scrollTo(0, 0));
    expect(await page.locator('.info .title').innerText()).toContain('Feedlot API');
    // The validator badge (validator.swagger.io) is off.
    expect(await page.locator('.validator-badge, img[src*="validator"]').count()).toBe(0);
    await page.screenshot({ path: path.join(SHOTS, 'api-docs.png'), fullPage: false });
    await page.waitForTimeout(500); // late requests (fonts, images) show up in the log
    expect(requests).toContain(`${t.url}/api/openapi.json`);
    expect(external(requests)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('/graphql in a browser opens GraphiQL, locally, and its schema request succeeds', async () => {
    const { page, requests, errors, graphqlStatuses } = await open(`${t.url}/graphql`);
    await page.waitForSelector('.graphiql-container');
    await page.waitForSelector('.graphiql-query-editor');
    while (graphqlStatuses.length === 0) await page.waitForTimeout(100);
    await page.waitForTimeout(500); // late requests show up in the logs
    await page.screenshot({ path: path.join(SHOTS, 'graphql-ide.png'), fullPage: false });
    expect(requests.some((u) => u.startsWith(`${t.url}/graphql/ide/`))).toBe(true);
    // The IDE's introspection POST is accepted (a duplicated Content-Type once made Apollo answer 400).
    expect(graphqlStatuses.length).toBeGreaterThan(0);
    expect(graphqlStatuses.every((s) => s === 200)).toBe(true);
    expect(external(requests)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
