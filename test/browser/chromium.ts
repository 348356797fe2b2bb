import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

/**
 * Debian's Chromium, as found by scripts/test-browser.js (`npm test`, `npm run test:browser`), which sets CHROMIUM_PATH.
 * Run directly with jest, the suites need CHROMIUM_PATH or /usr/bin/chromium.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Without the background-networking flags Chromium tries to reach Google at start-up; this machine has no internet.
const ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic',
  '--no-first-run', '--disable-component-update', '--disable-sync',
];

export const launchChromium = (): Promise<Browser> => chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS, timeout: 0 });

/**
 * A context whose waits, clicks and navigations have no clock budget (Playwright's default is 30 s): a busy machine
 * only makes them slower, and jest's timeout is the guard against a hang.
 */
export async function openContext(browser: Browser, options: BrowserContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  context.setDefaultTimeout(0);
  return context;
}

/** Resolves after the page has drawn two more frames (a chart or a virtual list renders on the next frame). */
export const frames = (page: Page) =>
  page.evaluate(() => new Promise((done) => (globalThis as any).requestAnimationFrame(() => (globalThis as any).requestAnimationFrame(done))));

/** Requests that left the machine: anything but data:, blob: and 127.0.0.1. */
export const externalRequests = (urls: string[]) =>
  urls.filter((u) => {
    const { protocol, hostname } = new URL(u);
    return !(protocol === 'data:' || protocol === 'blob:' || hostname === '127.0.0.1');
  });
