import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { ServerFeature } from '@agenda/trpc';
import { type RestDocument, restDocument } from '@agenda/trpc/openapi';
import { FAVICON_PATH, type RestApp, type RestEnv } from '@agenda/trpc/rest';
import { Scalar } from '@scalar/hono-api-reference';
import { negotiateEncoding, varyOnEncoding } from '../compression.ts';
import { referencePagePolicy } from '../security.ts';

const OPENAPI_PATH = '/api/openapi.json';
const API_DOCS_PATH = '/api/docs';
const BUNDLE_PATH = `${API_DOCS_PATH}/scalar.js`;

const INFO = {
  title: 'Agenda — API REST',
  version: '1.0.0',
  description: [
    'Os caminhos REST da Agenda, gerados das mesmas declarações que o servidor monta.',
    '',
    'Entre com `POST /auth/login` (o ID token do Firebase) e envie o `token` da resposta em `Authorization: Bearer …`.',
    'Valores em reais (`150.5`), datas `yyyy-MM-dd` e horas `HH:mm` no fuso da empresa.',
    'Toda falha responde `{ "error": "mensagem" }` com o status indicado em cada caminho.',
  ].join('\n'),
};

/** Scalar's browser bundle, from the installed package: the page needs no CDN (nor the internet). */
function scalarBundle() {
  const file = join(dirname(createRequire(import.meta.url).resolve('@scalar/api-reference')), 'browser', 'standalone.js');
  const identity = readFileSync(file);
  return { identity, gzip: gzipSync(identity) };
}

/**
 * `GET /api/openapi.json`: the OpenAPI 3.1 document of the features' REST paths; `GET /api/docs`:
 * its reference page (Scalar), whose inline start-up script runs by its nonce (see security.ts).
 */
export function mountApiDocs(app: RestApp, features: readonly ServerFeature[]): void {
  let document: RestDocument | undefined;
  let bundle: ReturnType<typeof scalarBundle> | undefined;
  app.get(OPENAPI_PATH, (c) => {
    document ??= restDocument(features, INFO);
    return c.json(document);
  });
  app.get(BUNDLE_PATH, (c) => {
    bundle ??= scalarBundle();
    const gzip = negotiateEncoding(c.req.header('accept-encoding'), ['gzip']) === 'gzip';
    const headers = new Headers({ 'content-type': 'text/javascript; charset=utf-8' });
    varyOnEncoding(headers);
    if (gzip) headers.set('content-encoding', 'gzip');
    return c.body(new Uint8Array(gzip ? bundle.gzip : bundle.identity), 200, Object.fromEntries(headers));
  });
  const nonces = new WeakMap<object, string>();
  const page = Scalar<RestEnv>((c) => {
    const nonce = nonces.get(c) ?? '';
    c.header('Content-Security-Policy', referencePagePolicy(nonce));
    return {
      url: OPENAPI_PATH,
      cdn: BUNDLE_PATH,
      nonce,
      pageTitle: INFO.title,
      favicon: FAVICON_PATH,
      localization: { locale: 'pt-BR' },
      // Nothing that would reach past this server: no web fonts, telemetry, AI agent, MCP or hosting toolbar.
      withDefaultFonts: false,
      telemetry: false,
      agent: { disabled: true },
      mcp: { disabled: true },
      showDeveloperTools: 'never',
      // One light theme whose text and method colours reach 4.5:1 (the renderer's greys and badges do not).
      forceDarkModeState: 'light',
      hideDarkModeToggle: true,
      customCss: READABLE_COLOURS,
    };
  });
  app.get(API_DOCS_PATH, async (c, next) => {
    const nonce = randomBytes(16).toString('base64');
    nonces.set(c, nonce);
    const response = (await page(c, next)) as Response;
    return new Response(accessiblePage(await response.text(), nonce), { status: response.status, headers: response.headers });
  });
}

const READABLE_COLOURS = `.light-mode {
  --scalar-color-2: #555555;
  --scalar-color-3: #5e5e5e;
  --scalar-color-green: #05704a;
  --scalar-color-blue: #00609e;
  --scalar-color-orange: #a63c00;
  --scalar-color-red: #b8000f;
  --scalar-color-purple: #4a03bd;
  --scalar-color-yellow: #7a5600;
}
.dark-mode {
  --scalar-color-blue: #9aabff;
  --scalar-color-green: #45d39a;
  --scalar-color-orange: #ffa060;
  --scalar-color-red: #ff8080;
  --scalar-color-purple: #c3acff;
}
.dark-mode .hljs-symbol,
.dark-mode .hljs-string { color: #a9b6ff !important; }`;

/**
 * The renderer's page in the reader's language, with what its markup leaves out for assistive
 * technology: a name for the icon-only copy buttons that holds the label they show while the
 * pointer is over their code ('Copiar cURL': the language over the code, 'Copiar' over the button),
 * 'Mostrar Mais' kept inside its button's name, and the scrolling lists of operations and answers'
 * footers (the status tabs scroll sideways on a phone) reachable by keyboard.
 */
function accessiblePage(html: string, nonce: string): string {
  const repair = `new MutationObserver(() => {
  for (const b of document.querySelectorAll('button.scalar-code-copy')) {
    for (const s of b.querySelectorAll('span')) if (s.textContent === 'Copy') s.textContent = 'Copiar';
    const shown = b.querySelector('[aria-hidden="true"] span > span')?.textContent.trim();
    const name = shown ? 'Copiar ' + shown : 'Copiar';
    if (b.getAttribute('aria-label') !== name) b.setAttribute('aria-label', name);
  }
  for (const b of document.querySelectorAll('button.show-more[aria-label^="Mostrar todos os "]'))
    b.setAttribute('aria-label', b.textContent.trim() + ': ' + b.getAttribute('aria-label').slice('Mostrar todos os '.length));
  for (const list of document.querySelectorAll('ul.endpoints:not([tabindex])')) list.tabIndex = 0;
  for (const footer of document.querySelectorAll('.response-card-footer:not([tabindex])')) footer.tabIndex = 0;
}).observe(document.documentElement, { childList: true, subtree: true });`;
  return html
    .replace(/<html(\s|>)/, '<html lang="pt-BR"$1')
    .replace('</body>', `<script nonce="${nonce}">${repair}</script></body>`);
}
