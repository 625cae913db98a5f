import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

// Every answer the integration tests receive from a documented REST path is checked against the
// OpenAPI document the server serves: its status must be one the operation lists, its content type
// one that status lists, and a JSON body must match that status's schema (the success answer, or
// `{ error }`). So the document cannot drift from what the code answers.

interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
}
type Paths = Record<string, Record<string, Operation>>;

/** The document's paths, dereferenced; throws when the document is not valid OpenAPI. */
export async function documentPaths(document: object): Promise<Paths> {
  const validator = new Validator();
  const { valid, errors } = await validator.validate(document as Record<string, unknown>);
  if (!valid) throw new Error(`/api/openapi.json is not valid OpenAPI: ${JSON.stringify(errors).slice(0, 2000)}`);
  return validator.resolveRefs().paths as Paths;
}

/** A checker of answers: `null` when the answer matches the document (or its path is not documented), else what is wrong. */
export function answerChecker(paths: Paths) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const compiled = new Map<string, ValidateFunction>();
  const templates = Object.keys(paths)
    .map((template) => ({
      template,
      params: template.split('{').length - 1,
      pattern: new RegExp(`^${template.replace(/[.]/g, '\\.').replace(/\{\w+\}/g, '[^/]+')}$`),
    }))
    // As Hono would pick it: a literal segment before a parameter (`/clients/export.csv` before `/clients/{id}`).
    .sort((a, b) => a.params - b.params);

  return async (method: string, url: string, res: Response): Promise<string | null> => {
    const path = new URL(url, 'http://localhost').pathname;
    const verb = method.toLowerCase();
    const found = templates.find((t) => t.pattern.test(path) && paths[t.template]?.[verb]);
    if (!found) return null;
    const where = `${method.toUpperCase()} ${found.template} → ${res.status}`;
    const response = paths[found.template]?.[verb]?.responses[String(res.status)];
    if (!response) return `${where}: a status the document does not list`;
    const media = (res.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
    const content = response.content?.[media];
    if (!content)
      return `${where}: ${media || 'no content type'}, where the document says ${Object.keys(response.content ?? {})}`;
    if (media !== 'application/json' || !content.schema || res.headers.has('content-encoding')) return null;
    const key = `${verb} ${found.template} ${res.status}`;
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile(content.schema);
      compiled.set(key, validate);
    }
    const body: unknown = await res.clone().json();
    if (validate(body)) return null;
    return `${where}: ${ajv.errorsText(validate.errors, { dataVar: 'answer' })} — ${JSON.stringify(body).slice(0, 300)}`;
  };
}
