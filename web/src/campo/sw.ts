// The field page's service worker: the page and its files come from the cache when there is no network, so the app
// opens offline after the first visit. The page itself is asked of the network first (a new version wins when
// online); scripts and styles carry their version in the URL, so the cached copy is always right. /api is never cached.
type SwEvent = Event & { waitUntil(p: Promise<unknown>): void; respondWith(r: Promise<Response>): void; request: Request };
type SwScope = {
  addEventListener(type: string, fn: (e: SwEvent) => void): void;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  location: { origin: string };
};
const sw = self as unknown as SwScope;
const CACHE = 'campo-v1';
const SHELL = ['/campo', '/campo/manifest.webmanifest', '/campo/icone.svg'];

sw.addEventListener('install', (e) => {
  e.waitUntil(caches.open(CACHE).then(async (c) => {
    await c.addAll(SHELL);
    // The page's own script and style, at the URLs (with version) the cached page names.
    const html = await (await c.match('/campo'))!.text();
    await c.addAll([...html.matchAll(/(?:src|href)="(\/campo\/campo\.(?:js|css)\?v=[0-9a-f]+)"/g)].map((m) => m[1]));
  }).then(() => sw.skipWaiting()));
});

sw.addEventListener('activate', (e) => {
  e.waitUntil(caches.keys().then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k)))).then(() => sw.clients.claim()));
});

sw.addEventListener('fetch', (e) => {
  const req = e.request;
  const url = new URL(req.url);
  if (req.method !== 'GET' || url.origin !== sw.location.origin || !url.pathname.startsWith('/campo')) return;
  if (req.mode === 'navigate' || url.pathname === '/campo') {
    e.respondWith(fetch(req).then(async (res) => {
      if (res.ok) await (await caches.open(CACHE)).put('/campo', res.clone());
      return res;
    }).catch(async () => (await caches.match('/campo')) ?? Response.error()));
    return;
  }
  e.respondWith(caches.match(req).then((hit) => hit ?? fetch(req).then(async (res) => {
    if (res.ok) await (await caches.open(CACHE)).put(req, res.clone());
    return res;
  })));
});

export {};
