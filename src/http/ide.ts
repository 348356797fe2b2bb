import path from 'node:path';
import type { Express } from 'express';
import { PAGE_CSP, serveAssets, type Asset } from './assets';

// GraphiQL from npm, served locally: the IDE works with no internet (Apollo's landing page loads from a CDN).
const ASSETS: Record<string, Asset> = {
  'react.js': { file: 'react/umd/react.production.min.js', type: 'text/javascript' },
  'react-dom.js': { file: 'react-dom/umd/react-dom.production.min.js', type: 'text/javascript' },
  'graphiql.js': { file: 'graphiql/graphiql.min.js', type: 'text/javascript' },
  'graphiql.css': { file: 'graphiql/graphiql.min.css', type: 'text/css' },
};

const PAGE = `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<title>Feedlot API - GraphQL</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/graphql/ide/graphiql.css">
<style>html,body,#ide{height:100%;margin:0}</style>
</head>
<body>
<div id="ide"></div>
<script src="/graphql/ide/react.js"></script>
<script src="/graphql/ide/react-dom.js"></script>
<script src="/graphql/ide/graphiql.js"></script>
<script src="/graphql/ide/init.js"></script>
</body>
</html>`;

const INIT = `(function () {
  // createFetcher sets Content-Type itself; repeating it here sends "application/json, application/json", which Apollo rejects.
  var fetcher = GraphiQL.createFetcher({ url: '/graphql' });
  var defaultHeaders = JSON.stringify({ Authorization: 'Bearer <accessToken>' }, null, 2);
  var query = '# Log in with the login mutation, then put the accessToken in the Headers tab.\\n' +
    'mutation Login {\\n  login(input: { email: "admin@demo.local", password: "..." }) {\\n    accessToken\\n    user { nome role }\\n  }\\n}\\n';
  ReactDOM.createRoot(document.getElementById('ide')).render(
    React.createElement(GraphiQL, { fetcher: fetcher, defaultQuery: query, defaultHeaders: defaultHeaders, headerEditorEnabled: true })
  );
})();`;


export function mountIde(app: Express): void {
  const modules = path.resolve(path.dirname(require.resolve('graphiql/package.json')), '..');
  app.get('/graphql/ide/init.js', (_req, res) => void res.type('text/javascript').send(INIT));
  serveAssets(app, '/graphql/ide', modules, ASSETS);
  app.get('/graphql/ide/:asset', (_req, res) => void res.status(404).end());
  // A browser asking for HTML at /graphql gets the IDE; API clients get GraphQL.
  app.get('/graphql', (req, res, next) => {
    if (req.query.query !== undefined || req.accepts(['application/json', 'text/html']) !== 'text/html') return next();
    res.setHeader('Content-Security-Policy', PAGE_CSP);
    res.type('text/html').send(PAGE);
  });
}
