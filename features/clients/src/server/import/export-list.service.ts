import { formatCpf, formatDatePtBR, formatPhone } from '@agenda/br';
import { toCsv } from '@agenda/br/csv';
import type { Em } from '@agenda/db';
import { IMPORT_FIELDS, IMPORT_FIELD_KEYS } from '../../shared/import.ts';
import { ClientSchema } from '../entities/client.entity.ts';

/** How a stored value is written for a person (and read back by the import). */
function shown(key: (typeof IMPORT_FIELD_KEYS)[number], value: string | null): string {
  if (!value) return '';
  if (key === 'cpf') return formatCpf(value);
  if (key === 'phone' || key === 'contactPhone') return formatPhone(value);
  if (key === 'birthDate') return formatDatePtBR(value);
  if (key === 'cep') return `${value.slice(0, 5)}-${value.slice(5)}`;
  return value;
}

/**
 * The company's active clients as the spreadsheet a clinic takes away: the import's columns under
 * its labels, in name order, by the one CSV writer (formulas neutralised; the import reads them back).
 */
export async function clientsCsv(em: Em): Promise<string> {
  const clients = await em.find(ClientSchema, { archivedAt: null }, { orderBy: { searchName: 'asc', id: 'asc' } });
  const rows = clients.map((c) => IMPORT_FIELD_KEYS.map((key) => shown(key, c[key])));
  return toCsv(
    IMPORT_FIELD_KEYS.map((key) => IMPORT_FIELDS[key]),
    rows,
  );
}
