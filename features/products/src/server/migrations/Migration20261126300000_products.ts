import { Migration } from '@agenda/db';

/**
 * Products and their stock ledger. `product.stock` is kept equal to the sum of the product's
 * movements by the code that writes both in one transaction; the check keeps it from ever going
 * below 0, whatever the concurrency (sales decrement with a conditional UPDATE).
 */
export class Migration20261126300000_products extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table product (
        id uuid primary key,
        company_id uuid not null references company(id) on delete cascade deferrable initially deferred,
        name text not null,
        category text,
        cost_price_cents int not null check (cost_price_cents >= 0),
        sale_price_cents int not null check (sale_price_cents >= 0),
        stock int not null default 0 check (stock >= 0),
        archived_at timestamptz,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint product_company_id_id_key unique (company_id, id)
      );`);
    this.addSql('create index product_company_name_idx on product (company_id, name) where archived_at is null;');
    this.addSql(`
      create table stock_movement (
        id uuid primary key,
        company_id uuid not null references company(id) on delete cascade deferrable initially deferred,
        product_id uuid not null,
        delta int not null check (delta <> 0),
        kind text not null check (kind in ('INITIAL', 'SALE', 'ADJUSTMENT', 'RETURN')),
        reason text,
        payment_id uuid,
        created_by uuid,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint stock_movement_company_id_id_key unique (company_id, id),
        constraint stock_movement_product_fkey foreign key (company_id, product_id)
          references product(company_id, id) on delete cascade deferrable initially deferred,
        constraint stock_movement_user_fkey foreign key (company_id, created_by)
          references app_user(company_id, id) on delete set null (created_by) deferrable initially deferred
      );`);
    this.addSql('create index stock_movement_company_product_idx on stock_movement (company_id, product_id);');
    this.addSql(
      'create index stock_movement_company_payment_idx on stock_movement (company_id, payment_id) where payment_id is not null;',
    );
  }
}
