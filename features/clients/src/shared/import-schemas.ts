import * as v from 'valibot';
import type { ClientFields } from './client.ts';
import { IMPORT_FIELD_KEYS, type ImportMapping, type ImportProblem } from './import.ts';
import { CLIENTS_TEXTS as T } from './texts.ts';

/**
 * What POST /api/clients/import takes (the multipart form read into fields): the file, an optional
 * column → field mapping, what to do with known CPFs, a dry run, and for a batch the range of data
 * rows it covers (from 0) with the import it continues.
 */
const BAD = T.importBadOptions;
const whole = (min: number, max: number) =>
  v.optional(v.pipe(v.number(BAD), v.integer(BAD), v.minValue(min, BAD), v.maxValue(max, BAD)));

export const clientImportSchema = v.object(
  {
    file: v.instance(Uint8Array, T.importNoFile),
    fileName: v.pipe(v.string(BAD), v.trim(), v.maxLength(255, BAD)),
    mapping: v.nullable(
      v.record(v.pipe(v.string(BAD), v.regex(/^\d{1,4}$/, BAD)), v.nullable(v.picklist(IMPORT_FIELD_KEYS, BAD)), BAD),
    ),
    duplicates: v.optional(v.picklist(['skip', 'merge'], BAD), 'skip'),
    dryRun: v.optional(v.boolean(BAD), false),
    from: whole(0, 1_000_000),
    count: whole(1, 5000),
    importId: v.optional(v.pipe(v.string(BAD), v.maxLength(64, BAD))),
  },
  T.importBadOptions,
);
export type ClientImportInput = v.InferOutput<typeof clientImportSchema>;

export interface PreviewAnswer {
  /** Lines that are not empty; `ready + duplicates + problemLines === total`. */
  total: number;
  /** Lines that pass every rule, known CPFs included (what an import goes through). */
  valid: number;
  ready: number;
  duplicates: number;
  problemLines: number;
  errors: ImportProblem[];
  headers: string[];
  mapping: ImportMapping;
  /** The first valid rows as they will be stored; `duplicate`: the clinic already has the CPF. */
  preview: (ClientFields & { line: number; duplicate: boolean })[];
}

export interface ImportAnswer {
  importId: string;
  total: number;
  imported: number;
  skipped: number;
  merged: number;
  errors: ImportProblem[];
  /** The last batch was done; otherwise `next` is the first data row of the next batch. */
  done: boolean;
  next: number | null;
}
