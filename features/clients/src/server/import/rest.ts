import { type RestApp, type RestContext, createCallerFactory, rest } from '@agenda/trpc/rest';
import { MAX_IMPORT_BYTES } from '../../shared/import.ts';
import { CLIENTS_TEXTS as T } from '../../shared/texts.ts';
import { clientsRouter } from '../router.ts';

const caller = createCallerFactory(clientsRouter);

class FormError extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
  }
}

const numberOf = (value: unknown) => (typeof value === 'string' && value.trim() ? Number(value) : undefined);

/** The multipart form as the procedure's input: the file's bytes, the mapping's JSON, the flags as booleans and numbers. */
async function importForm(c: RestContext) {
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw new FormError(400, T.importNoFile);
  }
  const file = form.file;
  if (!(file instanceof File)) throw new FormError(400, T.importNoFile);
  if (file.size > MAX_IMPORT_BYTES) throw new FormError(413, T.importTooLarge);
  let mapping: unknown = null;
  if (typeof form.mapping === 'string' && form.mapping.trim()) {
    try {
      mapping = JSON.parse(form.mapping);
    } catch {
      throw new FormError(400, T.importBadOptions);
    }
  }
  return {
    file: new Uint8Array(await file.arrayBuffer()),
    fileName: file.name || 'planilha',
    mapping,
    duplicates: typeof form.duplicates === 'string' && form.duplicates ? form.duplicates : undefined,
    dryRun: form.dryRun === 'true',
    from: numberOf(form.from),
    count: numberOf(form.count),
    importId: typeof form.importId === 'string' && form.importId ? form.importId : undefined,
  };
}

/**
 * POST /api/clients/import (multipart, field `file`: 200 with the preview for a dry run, 201 with
 * the counts otherwise) and GET /api/clients/export.csv. Mounted before `/api/clients/:id`.
 */
export function mountClientFileRoutes(app: RestApp): void {
  app.post('/api/clients/import', async (c) => {
    let input: Awaited<ReturnType<typeof importForm>>;
    try {
      input = await importForm(c);
    } catch (error) {
      if (error instanceof FormError) return c.json({ error: error.message }, error.status);
      throw error;
    }
    // biome-ignore lint/suspicious/noExplicitAny: the procedure's schema checks what arrives
    return rest((ctx) => caller(ctx).importFile(input as any), { status: input.dryRun ? 200 : 201 })(c);
  });
  app.get(
    '/api/clients/export.csv',
    rest(async (ctx, c) => {
      const { csv } = await caller(ctx).exportList();
      c.header('content-type', 'text/csv; charset=utf-8');
      c.header('content-disposition', 'attachment; filename="clientes.csv"');
      return c.body(csv);
    }),
  );
}
