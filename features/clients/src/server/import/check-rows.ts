import { onlyDigits } from '@agenda/br';
import type { ClientFields } from '../../shared/client.ts';
import { type ImportMapping, type ImportProblem, MAX_IMPORT_ROWS, autoMapping, importRow } from '../../shared/import.ts';
import { CLIENTS_TEXTS as T } from '../../shared/texts.ts';
import { SheetRefused, readSheet } from './read-sheet.ts';
import { clipHeader } from './sheet-limits.ts';

export interface ValidRow {
  /** Among the file's data rows, from 0 (the batches' unit). */
  index: number;
  line: number;
  client: ClientFields;
}

/** A file's rows checked: plain data, so that it crosses from the reading thread. */
export interface CheckedFile {
  headers: string[];
  mapping: ImportMapping;
  total: number;
  valid: ValidRow[];
  problems: ImportProblem[];
  /** Lines whose CPF appeared on an earlier line of the file. */
  repeated: Set<number>;
  /** The index of the last data row that is not empty (-1: none). */
  lastIndex: number;
}

export interface CheckRowsInput {
  file: Uint8Array;
  mapping: ImportMapping | null;
  today: string;
  /** Data rows (from 0) to check; the others are only read for their CPFs. */
  range: { from: number; end: number };
}

/**
 * Reads the file and checks the rows of `range` (data rows, from 0); a CPF seen on an earlier line
 * makes the later one a problem, so the CPFs of the rows before the range are read too (only them).
 */
export async function checkRows({ file, mapping, today, range }: CheckRowsInput): Promise<CheckedFile> {
  const rows = readSheet(file)[Symbol.asyncIterator]();
  const valid: ValidRow[] = [];
  const problems: ImportProblem[] = [];
  const repeated = new Set<number>();
  const firstLineOf = new Map<string, number>();
  let total = 0;
  let lastIndex = -1;
  const first = await rows.next();
  const headers = first.done ? [] : first.value.map(clipHeader);
  const used = mapping ?? autoMapping(headers);
  const cpfColumns = Object.entries(used).flatMap(([column, field]) => (field === 'cpf' ? [Number(column)] : []));
  // A row not imported here (before the range, or refused): its CPF still makes a later row's a repeat.
  const rememberCpf = (cells: string[], line: number) => {
    const digits = onlyDigits(cells[cpfColumns[0] ?? -1] ?? '').padStart(11, '0');
    if (digits.length === 11 && digits !== '00000000000' && !firstLineOf.has(digits)) firstLineOf.set(digits, line);
  };
  for (let index = 0; ; index++) {
    const next = await rows.next();
    if (next.done) break;
    if (next.value.every((cell) => !cell.trim())) continue;
    if (++total > MAX_IMPORT_ROWS) throw new SheetRefused('too-many-rows');
    lastIndex = index;
    const line = index + 2;
    if (index < range.from || index >= range.end) {
      if (index < range.from) rememberCpf(next.value, line);
      continue;
    }
    const result = importRow(line, next.value, used, today, T);
    if (!result.ok) {
      problems.push(...result.problems);
      rememberCpf(next.value, line);
      continue;
    }
    const earlier = firstLineOf.get(result.client.cpf);
    if (earlier !== undefined) {
      repeated.add(line);
      problems.push({ line, field: 'cpf', message: T.importRepeatedCpf(earlier) });
      continue;
    }
    firstLineOf.set(result.client.cpf, line);
    valid.push({ index, line, client: result.client });
  }
  return { headers, mapping: used, total, valid, problems, repeated, lastIndex };
}
