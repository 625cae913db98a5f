import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { ServerFeature } from '@agenda/trpc';
import { type RestDocument, restDocument } from '@agenda/trpc/openapi';
import type { RestApp, RestEnv } from '@agenda/trpc/rest';
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
  app.get(
    API_DOCS_PATH,
    Scalar<RestEnv>((c) => {
      const nonce = randomBytes(16).toString('base64');
      c.header('Content-Security-Policy', referencePagePolicy(nonce));
      return {
        url: OPENAPI_PATH,
        cdn: BUNDLE_PATH,
        nonce,
        pageTitle: INFO.title,
        favicon: '/favicon.svg',
        localization: { locale: 'pt-BR' },
        // Nothing that would reach past this server: no web fonts, telemetry, AI agent, MCP or hosting toolbar.
        withDefaultFonts: false,
        telemetry: false,
        agent: { disabled: true },
        mcp: { disabled: true },
        showDeveloperTools: 'never',
      };
    }),
  );
}
