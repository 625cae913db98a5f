import { randomUUID } from 'node:crypto';
import { type Em, type SqlTarget, runSql, sql } from '@agenda/db';
import type { PixKeyType } from '@agenda/br';
import type { ClinicPixKey } from '../shared/pix-key.ts';

interface Row {
  key_type: PixKeyType;
  pix_key: string;
  beneficiary: string;
  city: string;
}

/** The clinic's PIX key, or null until the owner sets one. */
export async function clinicPixKey(em: SqlTarget, companyId: string): Promise<ClinicPixKey | null> {
  const [row] = await runSql<Row>(
    em,
    sql`select key_type, pix_key, beneficiary, city from pix_key where company_id = ${companyId}`,
  );
  return row ? { keyType: row.key_type, key: row.pix_key, beneficiary: row.beneficiary, city: row.city } : null;
}

/** Sets or replaces the key in one statement, so two owners saving at once cannot collide. */
export async function saveClinicPixKey(em: Em, companyId: string, userId: string, key: ClinicPixKey): Promise<ClinicPixKey> {
  await runSql(
    em,
    sql`insert into pix_key (id, company_id, key_type, pix_key, beneficiary, city, updated_by, created_at, updated_at)
        values (${randomUUID()}, ${companyId}, ${key.keyType}, ${key.key}, ${key.beneficiary}, ${key.city}, ${userId}, now(), now())
        on conflict (company_id) do update
          set key_type = excluded.key_type, pix_key = excluded.pix_key, beneficiary = excluded.beneficiary,
              city = excluded.city, updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
  );
  return key;
}
