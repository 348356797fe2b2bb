import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Express } from 'express';
import { builtDir, PAGE_CSP, serveAssets, version, type Asset } from './assets';

// The field page (issue 28): built from web/src/campo by scripts/build-web.js into dist/public. Installable (web app
// manifest) and served offline after the first visit by its service worker, which owns the /campo scope.
const ASSETS: Record<string, Asset> = {
  'campo.js': { file: 'campo.js', type: 'text/javascript' },
  'campo.css': { file: 'campo.css', type: 'text/css' },
  'icone.svg': { file: 'campo-icone.svg', type: 'image/svg+xml' },
};

// The page's own CSP adds what an installable page needs: its manifest and its service worker, from this origin.
const CAMPO_CSP = `${PAGE_CSP}; manifest-src 'self'; worker-src 'self'`;

const page = (js: string, css: string) => `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#23422b">
<title>Campo · confinamento</title>
<link rel="manifest" href="/campo/manifest.webmanifest">
<link rel="icon" href="/campo/icone.svg">
<link rel="stylesheet" href="/campo/campo.css?v=${css}">
<script src="/campo/campo.js?v=${js}" defer></script>
</head>
<body>
<div id="app"><p>Carregando...</p></div>
<noscript>A página de campo precisa de JavaScript.</noscript>
</body>
</html>`;

const MANIFEST = JSON.stringify({
  name: 'Campo do confinamento', short_name: 'Campo', lang: 'pt-BR', start_url: '/campo', scope: '/campo', display: 'standalone',
  background_color: '#f4f1ea', theme_color: '#23422b',
  icons: [{ src: '/campo/icone.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
});

/** `GET /campo`: the page; its manifest, service worker (scope /campo) and assets, from this service only. */
export function mountCampo(app: Express, dir = builtDir()): void {
  const built = existsSync(path.join(dir, 'campo.js')) && existsSync(path.join(dir, 'campo.css'));
  const html = built ? page(version(path.join(dir, 'campo.js')), version(path.join(dir, 'campo.css'))) : null;
  app.get(['/campo', '/campo/'], (_req, res) => {
    if (!html) return void res.status(503).type('text/plain; charset=utf-8').send('A pagina de campo nao foi construida: rode npm run build.\n');
    res.setHeader('Content-Security-Policy', CAMPO_CSP);
    res.setHeader('Cache-Control', 'no-cache');
    res.type('text/html; charset=utf-8').send(html);
  });
  app.get('/campo/manifest.webmanifest', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('application/manifest+json').send(MANIFEST);
  });
  app.get('/campo/sw.js', (_req, res) => {
    if (!built) return void res.status(404).end();
    // Never cached by HTTP: a new worker must be found at the next visit.
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Service-Worker-Allowed', '/campo');
    res.type('text/javascript').sendFile(path.join(dir, 'campo-sw.js'));
  });
  serveAssets(app, '/campo', dir, ASSETS);
}
