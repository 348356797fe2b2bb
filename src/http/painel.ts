import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Express } from 'express';
import { builtDir, PAGE_CSP, serveAssets, version, type Asset } from './assets';

// The live dashboard page (contract 13): built from web/ by scripts/build-web.js into dist/public at `npm run build`.
const ASSETS: Record<string, Asset> = {
  'painel.js': { file: 'painel.js', type: 'text/javascript' },
  'painel.css': { file: 'painel.css', type: 'text/css' },
};

const page = (js: string, css: string) => `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Painel do confinamento</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/painel/painel.css?v=${css}">
<script src="/painel/painel.js?v=${js}" defer></script>
</head>
<body>
<div id="app"><p>Carregando o painel...</p></div>
<noscript>O painel precisa de JavaScript.</noscript>
</body>
</html>`;

/** `GET /` and `GET /painel`: the page; `/painel/painel.js|css`: its assets, from this service only (no CDN). */
export function mountPainel(app: Express, dir = builtDir()): void {
  const built = Object.values(ASSETS).every((a) => existsSync(path.join(dir, a.file)));
  const html = built ? page(version(path.join(dir, 'painel.js')), version(path.join(dir, 'painel.css'))) : null;
  app.get(['/', '/painel'], (_req, res) => {
    if (!html) return void res.status(503).type('text/plain; charset=utf-8').send('O painel nao foi construido: rode npm run build.\n');
    res.setHeader('Content-Security-Policy', PAGE_CSP);
    res.setHeader('Cache-Control', 'no-cache');
    res.type('text/html; charset=utf-8').send(html);
  });
  serveAssets(app, '/painel', dir, ASSETS);
}
