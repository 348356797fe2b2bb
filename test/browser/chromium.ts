import { chromium, type Browser } from 'playwright-core';

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

export const launchChromium = (): Promise<Browser> => chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS, timeout: 30_000 });

/** Requests that left the machine: anything but data:, blob: and 127.0.0.1. */
export const externalRequests = (urls: string[]) =>
  urls.filter((u) => {
    const { protocol, hostname } = new URL(u);
    return !(protocol === 'data:' || protocol === 'blob:' || hostname === '127.0.0.1');
  });
