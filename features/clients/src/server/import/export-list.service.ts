import { formatCpf, formatDatePtBR, formatPhone } from '@agenda/br';
import { csvText } from '@agenda/br/csv';
import { type Em, runSql, sql } from '@agenda/db';
import { IMPORT_FIELDS, IMPORT_FIELD_KEYS, type ImportField } from '../../shared/import.ts';

/** How a stored value is written for a person (and read back by the import). */
function shown(key: (typeof IMPORT_FIELD_KEYS)[number], value: string | null): string {
  if (!value) return '';
  if (key === 'cpf') return formatCpf(value);
  if (key === 'phone' || key === 'contactPhone') return formatPhone(value);
  if (key === 'birthDate') return formatDatePtBR(value);
  if (key === 'cep') return `${value.slice(0, 5)}-${value.slice(5)}`;
  return value;
}

/** The column each of the import's fields is stored in (the birth date as 'yyyy-MM-dd'). */
const COLUMNS: Record<ImportField, string> = {
  fullName: 'full_name',
  cpf: 'cpf',
  rg: 'rg',
  phone: 'phone',
  contactPhone: 'contact_phone',
  email: 'email',
  birthDate: 'birth_date',
  cep: 'cep',
  street: 'street',
  number: 'number',
  complement: 'complement',
  neighborhood: 'neighborhood',
  city: 'city',
  state: 'state',
  notes: 'notes',
};

type ExportRow = Record<string, string | null>;

/**
 * The company's active clients as the spreadsheet a clinic takes away: the import's columns under
 * its labels, in name order, by the one CSV writer (formulas neutralised; the import reads them back).
 * Read as plain rows: a clinic of 20,000 patients loaded as entities held the server's event loop for
 * a third of a second (every other request of every clinic waited; the capacity bench's first
 * bottleneck), the same rows as plain SQL take a tenth of that.
 */
export async function clientsCsv(em: Em, companyId: string): Promise<string> {
  // The planner prices reading a clinic's patients in the name index's order as one random page read
  // each, and takes a bitmap scan and a sort instead: then no row leaves before the whole sort. In the
  // index's order they stream as they are read (the largest clinic's 19,336 rows: 87-115 -> 59 ms).
  // For this transaction only, which is the request's.
  await runSql(em, sql`set local enable_bitmapscan = off`);
  const clients = await runSql<ExportRow>(
    em,
    sql`select full_name, cpf, rg, phone, contact_phone, email, to_char(birth_date, 'YYYY-MM-DD') as birth_date, cep,
               street, number, complement, neighborhood, city, state, notes
          from client
         where company_id = ${companyId} and archived_at is null
         order by search_name, id`,
  );
  const rows = clients.map((c) => IMPORT_FIELD_KEYS.map((key) => shown(key, c[COLUMNS[key]] ?? null)));
  return csvText(
    IMPORT_FIELD_KEYS.map((key) => IMPORT_FIELDS[key]),
    rows,
  );
}
