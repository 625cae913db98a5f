import { Migration } from '@agenda/db';

/** The clinic's expenses (amounts in centavos), entered by the owner. */
export class Migration20261126500000_expenses extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table expense (
        id uuid primary key,
        company_id uuid not null references company(id) on delete cascade deferrable initially deferred,
        date date not null,
        category text not null,
        description text not null,
        amount_cents int not null check (amount_cents > 0),
        method text not null check (method in ('PIX', 'CARTAO', 'DINHEIRO', 'BOLETO', 'TRANSFERENCIA')),
        status text not null check (status in ('PAID', 'PENDING')),
        due_date date,
        created_by uuid,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint expense_company_id_key unique (company_id, id),
        constraint expense_created_by_fkey foreign key (company_id, created_by)
          references app_user(company_id, id) on delete set null (created_by) deferrable initially deferred
      );`);
    this.addSql('create index expense_company_date_idx on expense (company_id, date);');
    this.addSql('create index expense_company_status_idx on expense (company_id, status, date);');
  }
}
