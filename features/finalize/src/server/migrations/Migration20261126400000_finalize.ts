import { Migration } from '@agenda/db';

const METHODS = `('PIX', 'CARTAO', 'DINHEIRO', 'PLANO', 'CONVENIO')`;
const tenant = 'company_id uuid not null references company(id) on delete cascade deferrable initially deferred';

/**
 * The payment of a finalized appointment (one per appointment), its items with the prices charged,
 * every money-in event (receipts), and the first answers of finalize requests by Idempotency-Key.
 * Amounts are integer centavos.
 */
export class Migration20261126400000_finalize extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table payment (
        id uuid primary key,
        ${tenant},
        appointment_id uuid not null,
        client_id uuid not null,
        completed_by uuid not null,
        method text not null check (method in ${METHODS}),
        status text not null check (status in ('PAID', 'PENDING', 'PARTIAL')),
        services_cents int not null check (services_cents >= 0),
        products_cents int not null check (products_cents >= 0),
        discount_cents int not null default 0 check (discount_cents >= 0),
        total_cents int not null check (total_cents >= 0),
        paid_cents int not null check (paid_cents >= 0 and paid_cents <= total_cents),
        due_date date,
        registered_on date not null,
        notes text,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint payment_company_id_id_key unique (company_id, id),
        constraint payment_company_appointment_key unique (company_id, appointment_id),
        constraint payment_due_date_when_owed check (paid_cents = total_cents or due_date is not null),
        constraint payment_appointment_fkey foreign key (company_id, appointment_id)
          references appointment(company_id, id) deferrable initially deferred,
        constraint payment_client_fkey foreign key (company_id, client_id)
          references client(company_id, id) deferrable initially deferred,
        constraint payment_user_fkey foreign key (company_id, completed_by)
          references app_user(company_id, id) deferrable initially deferred
      );`);
    this.addSql('create index payment_company_client_idx on payment (company_id, client_id);');
    this.addSql('create index payment_company_registered_idx on payment (company_id, registered_on);');
    this.addSql('create index payment_company_owed_idx on payment (company_id, due_date) where paid_cents < total_cents;');

    this.addSql(`
      create table payment_receipt (
        id uuid primary key,
        ${tenant},
        payment_id uuid not null,
        amount_cents int not null check (amount_cents > 0),
        method text not null check (method in ${METHODS}),
        received_on date not null,
        created_by uuid,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint payment_receipt_company_id_id_key unique (company_id, id),
        constraint payment_receipt_payment_fkey foreign key (company_id, payment_id)
          references payment(company_id, id) on delete cascade deferrable initially deferred,
        constraint payment_receipt_user_fkey foreign key (company_id, created_by)
          references app_user(company_id, id) on delete set null (created_by) deferrable initially deferred
      );`);
    this.addSql('create index payment_receipt_company_payment_idx on payment_receipt (company_id, payment_id);');
    this.addSql('create index payment_receipt_company_received_idx on payment_receipt (company_id, received_on);');

    this.addSql(`
      create table payment_service_item (
        id uuid primary key,
        ${tenant},
        payment_id uuid not null,
        service_id uuid,
        name text not null,
        price_cents int not null check (price_cents >= 0),
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint payment_service_item_company_id_id_key unique (company_id, id),
        constraint payment_service_item_payment_fkey foreign key (company_id, payment_id)
          references payment(company_id, id) on delete cascade deferrable initially deferred,
        constraint payment_service_item_service_fkey foreign key (company_id, service_id)
          references service(company_id, id) on delete set null (service_id) deferrable initially deferred
      );`);
    this.addSql('create index payment_service_item_company_payment_idx on payment_service_item (company_id, payment_id);');

    this.addSql(`
      create table payment_product_item (
        id uuid primary key,
        ${tenant},
        payment_id uuid not null,
        product_id uuid not null,
        name text not null,
        qty int not null check (qty > 0),
        unit_price_cents int not null check (unit_price_cents >= 0),
        unit_cost_cents int not null check (unit_cost_cents >= 0),
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint payment_product_item_company_id_id_key unique (company_id, id),
        constraint payment_product_item_payment_fkey foreign key (company_id, payment_id)
          references payment(company_id, id) on delete cascade deferrable initially deferred,
        constraint payment_product_item_product_fkey foreign key (company_id, product_id)
          references product(company_id, id) on delete restrict
      );`);
    this.addSql('create index payment_product_item_company_payment_idx on payment_product_item (company_id, payment_id);');
    this.addSql('create index payment_product_item_company_product_idx on payment_product_item (company_id, product_id);');

    // A finalize request's first answer by its Idempotency-Key (the key is the client's, per company).
    this.addSql(`
      create table finalize_request (
        ${tenant},
        key text not null,
        body_hash text not null,
        answer jsonb,
        created_at timestamptz not null,
        primary key (company_id, key)
      );`);
  }
}
