import { randomUUID } from 'node:crypto';
import { type Em, runSql, sql } from '@agenda/db';

/**
 * The demo clinic's PIX key (its CNPJ), so 'Enviar cobrança' works on first start. Once only: a key
 * the owner changed is kept across restarts.
 */
export async function seedDemoPixKey(em: Em, companyId: string): Promise<void> {
  await runSql(
    em,
    sql`insert into pix_key (id, company_id, key_type, pix_key, beneficiary, city, updated_by, created_at, updated_at)
        values (${randomUUID()}, ${companyId}, 'CNPJ', '11222333000181', 'Clínica Sorriso Paulista', 'São Paulo', null, now(), now())
        on conflict (company_id) do nothing`,
  );
}
