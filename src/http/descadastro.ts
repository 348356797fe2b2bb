import type { Express } from 'express';
import { PAGE_CSP } from './assets';

/**
 * The daily digest e-mail's unsubscribe page (issue 36). The signed token travels in the link's fragment, which a
 * browser never sends: it reaches no access log, proxy log or Referer. Opening the page changes nothing (a mail
 * scanner that follows links unsubscribes nobody); the button posts the token to POST /api/resumo-diario/descadastro.
 */
export const DESCADASTRO_PAGINA = '/resumo/descadastro';

const PAGE = `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Resumo diario - descadastro</title>
<link rel="icon" href="data:,">
<style>body{font-family:sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem}button{min-height:44px;padding:0 1.5rem;font-size:1rem}</style>
</head>
<body>
<h1>Resumo diario por e-mail</h1>
<p id="texto">Deseja parar de receber o resumo diario por e-mail? A notificacao no aplicativo continua.</p>
<button id="confirmar" type="button">Nao quero mais receber</button>
<script src="${DESCADASTRO_PAGINA}.js"></script>
</body>
</html>`;

const SCRIPT = `(function () {
  var texto = document.getElementById('texto');
  var botao = document.getElementById('confirmar');
  var token = decodeURIComponent(location.hash.slice(1));
  botao.addEventListener('click', function () {
    botao.disabled = true;
    fetch('/api/resumo-diario/descadastro', {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token: token })
    }).then(function (r) { return r.json(); }).then(function (b) {
      texto.textContent = b.message || b.detail || 'Nao foi possivel concluir';
      botao.hidden = true;
    }, function () {
      texto.textContent = 'Nao foi possivel concluir; tente de novo';
      botao.disabled = false;
    });
  });
})();`;

export function mountDescadastro(app: Express): void {
  app.get(`${DESCADASTRO_PAGINA}.js`, (_req, res) => void res.type('text/javascript').send(SCRIPT));
  app.get(DESCADASTRO_PAGINA, (_req, res) => {
    res.setHeader('Content-Security-Policy', PAGE_CSP);
    res.type('text/html').send(PAGE);
  });
}
