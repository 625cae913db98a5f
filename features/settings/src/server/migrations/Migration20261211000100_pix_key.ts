import { Migration } from '@agenda/db';

/** The clinic's PIX key ('Configurações' › 'PIX'): one row per clinic, once the owner sets it. */
export class Migration20261211000100_pix_key extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table pix_key (
        id uuid primary key,
        company_id uuid not null references company(id) on delete cascade deferrable initially deferred,
        key_type text not null check (key_type in ('CPF', 'CNPJ', 'EMAIL', 'TELEFONE', 'ALEATORIA')),
        pix_key text not null check (char_length(pix_key) between 1 and 77),
        beneficiary text not null check (char_length(beneficiary) between 1 and 25),
        city text not null check (char_length(city) between 1 and 15),
        updated_by uuid,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint pix_key_company_id_id_key unique (company_id, id),
        constraint pix_key_company_id_key unique (company_id),
        constraint pix_key_updated_by_fkey foreign key (company_id, updated_by)
          references app_user(company_id, id) on delete set null (updated_by) deferrable initially deferred
      );`);
  }
}
