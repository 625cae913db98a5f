import { randomUUID } from 'node:crypto';
import { type Em, isUuid, make } from '@agenda/db';
import { notFound } from '@agenda/trpc';
import type { ClientFields } from '../../shared/client.ts';
import { IMPORT_FIELD_KEYS, type ImportMapping, importLineCounts } from '../../shared/import.ts';
import type { ClientImportInput, ImportAnswer, PreviewAnswer } from '../../shared/import-schemas.ts';
import { CLIENTS_TEXTS as T } from '../../shared/texts.ts';
import { companyToday } from '../clients.service.ts';
import { ClientImportSchema } from '../entities/client-import.entity.ts';
import { type Client, ClientSchema } from '../entities/client.entity.ts';
import type { CheckedFile } from './check-rows.ts';
import { checkRowsInThread } from './read-in-worker.ts';

export interface ImportActor {
  userId: string;
  userName: string;
}

const BATCH = 1000;
const PREVIEW_ROWS = 10;

/** The file read and its rows of `range` checked, in a thread of its own (read-in-worker.ts). */
function readFile(
  file: Uint8Array,
  mapping: ImportMapping | null,
  today: string,
  range: { from: number; end: number } = { from: 0, end: Number.POSITIVE_INFINITY },
): Promise<CheckedFile> {
  return checkRowsInThread({ file, mapping, today, range });
}

/** The company's clients (archived ones too: the CPF stays theirs) among these CPFs. */
async function existingByCpf(em: Em, cpfs: string[]): Promise<Map<string, Client>> {
  const found = new Map<string, Client>();
  for (let at = 0; at < cpfs.length; at += 1000) {
    const chunk = cpfs.slice(at, at + 1000);
    for (const client of await em.find(ClientSchema, { cpf: { $in: chunk } })) found.set(client.cpf, client);
  }
  return found;
}

export async function previewImport(em: Em, companyId: string, input: ClientImportInput): Promise<PreviewAnswer> {
  const read = await readFile(input.file, input.mapping, await companyToday(em, companyId));
  const existing = await existingByCpf(
    em,
    read.valid.map((r) => r.client.cpf),
  );
  const counts = importLineCounts(read.valid.length, existing.size, read.problems, read.repeated);
  return {
    total: read.total,
    valid: read.valid.length,
    ...counts,
    errors: read.problems,
    headers: read.headers,
    mapping: read.mapping,
    preview: read.valid.slice(0, PREVIEW_ROWS).map((r) => ({ line: r.line, duplicate: existing.has(r.client.cpf), ...r.client })),
  };
}

/** Fills the existing record's empty fields from the row; true when any was filled. */
function fillEmptyFields(target: Client, from: ClientFields): boolean {
  let changed = false;
  for (const key of IMPORT_FIELD_KEYS) {
    const value = from[key];
    if (value !== null && value !== '' && (target[key] === null || target[key] === '')) {
      (target as unknown as Record<string, unknown>)[key] = value;
      changed = true;
    }
  }
  return changed;
}

/**
 * Imports the rows of one batch (all rows when no range is given) in the request's transaction:
 * new CPFs become clients, known ones are skipped or fill the record's empty fields. Each call adds
 * its counts to the import's record, made by the first batch.
 */
export async function runImport(em: Em, companyId: string, actor: ImportActor, input: ClientImportInput): Promise<ImportAnswer> {
  const today = await companyToday(em, companyId);
  const from = input.from ?? 0;
  const end = input.count === undefined ? Number.POSITIVE_INFINITY : from + input.count;
  const read = await readFile(input.file, input.mapping, today, { from, end });
  const rows = read.valid;
  const errors = read.problems;
  const existing = await existingByCpf(
    em,
    rows.map((r) => r.client.cpf),
  );
  let imported = 0;
  let skipped = 0;
  let merged = 0;
  for (let at = 0; at < rows.length; at += BATCH) {
    const fresh: ClientFields[] = [];
    for (const row of rows.slice(at, at + BATCH)) {
      const known = existing.get(row.client.cpf);
      if (!known) fresh.push(row.client);
      else if (input.duplicates === 'merge' && fillEmptyFields(known, row.client)) merged++;
      else skipped++;
    }
    // New clients go in as one statement, outside the unit of work: 50,000 managed entities would
    // hold the memory of the whole file's worth of objects until the request ends.
    const now = new Date();
    if (fresh.length) {
      await em.insertMany(
        ClientSchema,
        fresh.map((client) => ({
          id: randomUUID(),
          companyId,
          ...client,
          registrationDate: today,
          archivedAt: null,
          createdAt: now,
          updatedAt: now,
        })),
      );
    }
    imported += fresh.length;
    await em.flush();
  }
  const done = end > read.lastIndex;
  const record = await importRecord(em, companyId, actor, input, read.total);
  record.imported += imported;
  record.skipped += skipped;
  record.merged += merged;
  record.errors += errors.length;
  if (done) record.finishedAt = new Date();
  await em.flush();
  return { importId: record.id, total: read.total, imported, skipped, merged, errors, done, next: done ? null : end };
}

async function importRecord(em: Em, companyId: string, actor: ImportActor, input: ClientImportInput, total: number) {
  if (input.importId) {
    const found = isUuid(input.importId) ? await em.findOne(ClientImportSchema, { id: input.importId }) : null;
    if (!found || found.finishedAt) throw notFound(T.importBadOptions);
    return found;
  }
  return make(em, ClientImportSchema, {
    companyId,
    userId: actor.userId,
    userName: actor.userName,
    fileName: input.fileName,
    total,
    imported: 0,
    skipped: 0,
    merged: 0,
    errors: 0,
    finishedAt: null,
  });
}
