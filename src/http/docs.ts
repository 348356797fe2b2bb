import path from 'node:path';
import type { Express } from 'express';
import { PAGE_CSP, serveAssets, type Asset } from './assets';

// Swagger UI from npm, served locally like the GraphiQL page (src/http/ide.ts): the docs work with no internet.
const ASSETS: Record<string, Asset> = {
  'swagger-ui.css': { file: 'swagger-ui.css', type: 'text/css' },
  'swagger-ui-bundle.js': { file: 'swagger-ui-bundle.js', type: 'text/javascript' },
  'favicon-32x32.png': { file: 'favicon-32x32.png', type: 'image/png' },
};

const PAGE = `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<title>Feedlot API - REST</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
<link rel="icon" type="image/png" href="/api/docs/favicon-32x32.png">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>`;

// validatorUrl null: Swagger UI would otherwise send the document to validator.swagger.io for its badge.
const INIT = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  validatorUrl: null,
  deepLinking: true,
  displayRequestDuration: true,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout'
});`;

/**
 * `GET /api/openapi.json` (the document, serialized once) and `GET /api/docs` (Swagger UI over it).
 * Mounted before the /api router: public, not GraphQL operations, not audited (GET).
 */
export function mountDocs(app: Express, document: object): void {
  const json = JSON.stringify(document);
  const dist = path.dirname(require.resolve('swagger-ui-dist/package.json'));
  app.get('/api/openapi.json', (_req, res) => void res.type('application/json; charset=utf-8').send(json));
  app.get('/api/docs', (_req, res) => {
    res.setHeader('Content-Security-Policy', PAGE_CSP);
    res.type('text/html; charset=utf-8').send(PAGE);
  });
  app.get('/api/docs/init.js', (_req, res) => void res.type('text/javascript; charset=utf-8').send(INIT));
  serveAssets(app, '/api/docs', dist, ASSETS); // unknown names: the /api router answers 404 problem+json
}
