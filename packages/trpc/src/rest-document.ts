import type { AnyRouter } from '@trpc/server';
import { toJsonSchema } from '@valibot/to-json-schema';
import type { GenericSchema } from 'valibot';
import type { ProcedureMeta } from './init.ts';
import { type Access, PERMISSIONS, ROLES, ROLE_LABELS, roleMay } from '@agenda/access';
import type { RestRoute, RestRoutes } from './rest.ts';

// The OpenAPI 3.1 document of the REST paths, from the same declarations the mount reads: the
// procedures' valibot input schemas give parameters and bodies, the routes' answer schemas the
// success answers, and the route's shape the `{ error }` answers it may give.

type Json = Record<string, unknown>;

interface DocumentedFeature {
  key: string;
  router: AnyRouter;
  rest?: RestRoutes;
}

/** What each error status means, for every route that may answer it (pt-BR, as the `error` texts). */
const ERRORS: Record<number, string> = {
  400: 'Dados inválidos: `error` diz qual campo e por quê',
  401: 'Sessão ausente, expirada ou inválida',
  403: 'Sem permissão para esta ação',
  404: 'Registro não encontrado (ou de outra empresa)',
  409: 'Conflito: horário ocupado, estoque, registro repetido ou alteração simultânea',
  413: 'Corpo da requisição grande demais',
  429: 'Muitas tentativas: aguarde os segundos de `Retry-After`',
  500: 'Erro interno do servidor: uma falha nossa (o detalhe fica só no log)',
  503: 'Serviço temporariamente indisponível: tente de novo após `Retry-After`',
};
const RETRY_AFTER = { 'Retry-After': { description: 'Segundos a esperar', schema: { type: 'integer' } } };
const ATTACHMENT = { 'Content-Disposition': { description: 'Arquivo para baixar', schema: { type: 'string' } } };

function jsonSchema(schema: GenericSchema, typeMode: 'input' | 'ignore' = 'ignore'): Json {
  const { $schema: _, ...rest } = toJsonSchema(schema, { target: 'draft-2020-12', typeMode, errorMode: 'ignore' }) as Json;
  return rest;
}

/** The object schema without the fields that travel elsewhere (path, headers). */
function without(schema: Json, fields: string[]): Json {
  const properties = Object.fromEntries(Object.entries((schema.properties as Json) ?? {}).filter(([k]) => !fields.includes(k)));
  const required = ((schema.required as string[]) ?? []).filter((k) => !fields.includes(k));
  const { default: _, ...rest } = schema;
  return { ...rest, properties, ...(required.length ? { required } : { required: undefined }) };
}

/** The `{ error }` answers a route may give, from its shape (and its declared extras). */
function errorStatuses(route: RestRoute, takesInput: boolean, roles: readonly string[]): number[] {
  const statuses = new Set(route.errors);
  if (roles.length < ROLES.length) statuses.add(403);
  if (takesInput || route.body || route.read) statuses.add(400);
  if (!route.public) statuses.add(401);
  if (route.path.includes(':') || route.body || route.read) statuses.add(404);
  if (route.method !== 'get') for (const s of [409, 413]) statuses.add(s);
  for (const s of [500, 503]) statuses.add(s);
  return [...statuses].sort();
}

function successes(route: RestRoute): Json {
  const answers =
    'kind' in route.answer ? { [typeof route.status === 'number' ? route.status : 200]: route.answer } : route.answer;
  return Object.fromEntries(
    Object.entries(answers).map(([status, schema]) => {
      const content: Json = route.binary
        ? { [route.binary]: { schema: { type: 'string', format: 'binary' } } }
        : route.text
          ? { [route.text]: { schema: { type: 'string' } } }
          : { [route.csv === true ? 'text/csv' : 'application/json']: { schema: jsonSchema(schema as GenericSchema) } };
      if (typeof route.csv === 'string') content['text/csv'] = { schema: { type: 'string' } };
      const headers = route.csv || route.filename ? ATTACHMENT : undefined;
      return [status, { description: route.summary, headers, content }];
    }),
  );
}

/** The roles a permission lets in (every role for what needs no company). */
const rolesAllowed = (access: Access | undefined): readonly string[] =>
  !access ? [] : access === 'public' || access === 'signedIn' ? ROLES : ROLES.filter((role) => roleMay(role, access));

/** The operation's line on who may call it, from the permission its procedure declares. */
function accessNote(access: Access | undefined, roles: readonly string[]): string {
  if (access === 'public') return 'Sem sessão.';
  if (access === 'signedIn') return 'Qualquer conta autenticada.';
  const who = roles.map((role) => ROLE_LABELS[role as keyof typeof ROLE_LABELS]).join(', ');
  return access ? `Permissão \`${access}\` (${PERMISSIONS[access]}): ${who}.` : 'Nenhum papel.';
}

function operation(feature: DocumentedFeature, tag: string, route: RestRoute, operationId: string): Json {
  const { _def } = feature.router._def.procedures[route.procedure] as { _def: { inputs: GenericSchema[]; meta?: ProcedureMeta } };
  const inputs = _def.inputs;
  const access = _def.meta?.permission;
  const roles = rolesAllowed(access);
  const input = inputs.length ? jsonSchema(inputs.at(-1) as GenericSchema, 'input') : {};
  const properties = (input.properties as Json) ?? {};
  const pathParams = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
  const parameters = [
    ...pathParams.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
    ...Object.keys(route.query ?? {}).map((name) => ({ name, in: 'query', schema: properties[name] ?? { type: 'string' } })),
    ...(typeof route.csv === 'string' ? [{ name: 'format', in: 'query', schema: { enum: ['csv'] } }] : []),
    ...Object.values(route.headers ?? {}).map((name) => ({ name, in: 'header', schema: { type: 'string' } })),
  ];
  const body = route.body
    ? { 'application/json': { schema: without(input, [...pathParams, ...Object.keys(route.headers ?? {})]) } }
    : route.form && { 'multipart/form-data': { schema: jsonSchema(route.form) } };
  const errors = errorStatuses(route, inputs.length > 0, roles).map((s) => [s, { $ref: `#/components/responses/Error${s}` }]);
  return {
    tags: [tag],
    summary: route.summary,
    description: accessNote(access, roles),
    'x-permission': access ?? null,
    operationId,
    ...(route.public ? { security: [] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: { required: route.method !== 'delete', content: body } } : {}),
    responses: { ...successes(route), ...Object.fromEntries(errors) },
  };
}

/** The whole document: every declared route of every feature, in the features' order. */
export function restDocument(
  features: readonly DocumentedFeature[],
  info: { title: string; version: string; description: string },
) {
  const paths: Record<string, Json> = {};
  const ids = new Map<string, number>();
  const tags: { name: string }[] = [];
  for (const feature of features) {
    if (!feature.rest) continue;
    tags.push({ name: feature.rest.tag });
    for (const route of feature.rest.routes) {
      const id = `${feature.key}.${route.procedure}`;
      const seen = (ids.get(id) ?? 0) + 1;
      ids.set(id, seen);
      // `:id{[^/]+\\.pdf}` (a parameter Hono matches with its extension) reads `{id}.pdf`.
      const path = route.path.replace(/:(\w+)(?:\{[^}]*?\\\.(\w+)\})?/g, (_, name: string, ext?: string) =>
        ext ? `{${name}}.${ext}` : `{${name}}`,
      );
      paths[path] = {
        ...paths[path],
        [route.method]: operation(feature, feature.rest.tag, route, seen > 1 ? `${id}-${seen}` : id),
      };
    }
  }
  const responses = Object.fromEntries(
    Object.entries(ERRORS).map(([status, description]) => [
      `Error${status}`,
      {
        description,
        ...(status === '429' || status === '503' ? { headers: RETRY_AFTER } : {}),
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    ]),
  );
  return {
    openapi: '3.1.0',
    info,
    tags,
    security: [{ bearer: [] }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'O `token` de `POST /auth/login`' } },
      schemas: {
        Error: {
          type: 'object',
          properties: { error: { type: 'string', description: 'A mensagem para o usuário (pt-BR)' } },
          required: ['error'],
        },
      },
      responses,
    },
  };
}

export type RestDocument = ReturnType<typeof restDocument>;
