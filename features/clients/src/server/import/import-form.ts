import { TRPCError, badRequest } from '@agenda/trpc';
import type { RestContext } from '@agenda/trpc/rest';
import { MAX_IMPORT_BYTES } from '../../shared/import.ts';
import { CLIENTS_TEXTS as T } from '../../shared/texts.ts';

const numberOf = (value: unknown) => (typeof value === 'string' && value.trim() ? Number(value) : undefined);
const textOf = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/**
 * The multipart form of POST /api/clients/import as the procedure's input: the file's bytes, the
 * mapping's JSON, the flags as booleans and numbers. No file → 400; a file over the limit → 413.
 */
export async function readImportForm(c: RestContext): Promise<Record<string, unknown>> {
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const file = form.file;
  if (!(file instanceof File)) throw badRequest(T.importNoFile);
  if (file.size > MAX_IMPORT_BYTES) throw new TRPCError({ code: 'PAYLOAD_TOO_LARGE', message: T.importTooLarge });
  let mapping: unknown = null;
  try {
    if (typeof form.mapping === 'string' && form.mapping.trim()) mapping = JSON.parse(form.mapping);
  } catch {
    throw badRequest(T.importBadOptions);
  }
  return {
    file: new Uint8Array(await file.arrayBuffer()),
    fileName: file.name || 'planilha',
    mapping,
    duplicates: textOf(form.duplicates),
    dryRun: form.dryRun === 'true',
    from: numberOf(form.from),
    count: numberOf(form.count),
    importId: textOf(form.importId),
  };
}
