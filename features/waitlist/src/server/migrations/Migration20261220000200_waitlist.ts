import { Migration } from '@agenda/db';

const tenant = 'company_id uuid not null references company(id) on delete cascade deferrable initially deferred';
const fk = (name: string, column: string, table: string, onDelete = 'cascade') =>
  `constraint ${name} foreign key (company_id, ${column}) references ${table}(company_id, id) on delete ${onDelete} deferrable initially deferred`;

/**
 * 'Lista de espera' (decision 059): the patients waiting for an earlier slot, the offers of freed
 * slots made to them (one per entry and slot; a random token is the patient's link) and the clinic's
 * offer rules. An entry is 'ativa' until it is fulfilled ('atendida') or taken off ('removida').
 */
export class Migration20261220000200_waitlist extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table waitlist_entry (
        id uuid primary key,
        ${tenant},
        client_id uuid not null,
        service_id uuid not null,
        professional_ids uuid[] not null default '{}',
        weekdays smallint[] not null default '{}',
        periods text[] not null default '{}',
        until date not null,
        notes text,
        status text not null check (status in ('ativa', 'atendida', 'removida')),
        appointment_id uuid,
        created_by uuid,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint waitlist_entry_company_id_id_key unique (company_id, id),
        ${fk('waitlist_entry_client_fkey', 'client_id', 'client')},
        ${fk('waitlist_entry_service_fkey', 'service_id', 'service')},
        ${fk('waitlist_entry_appointment_fkey', 'appointment_id', 'appointment', 'set null (appointment_id)')}
      );`);
    // The list reads the active entries oldest first; the offers scan them the same way.
    this.addSql(`create index waitlist_entry_active_idx on waitlist_entry (company_id, created_at) where status = 'ativa';`);
    // One active entry per patient and service: adding the same wish twice is a 409.
    this.addSql(`create unique index waitlist_entry_wish_idx on waitlist_entry (company_id, client_id, service_id)
      where status = 'ativa';`);
    this.addSql(`
      create table waitlist_offer (
        id uuid primary key,
        ${tenant},
        entry_id uuid not null,
        token text not null,
        professional_id uuid not null,
        service_id uuid not null,
        date date not null,
        start_time text not null,
        end_time text not null,
        status text not null check (status in ('aberta', 'aceita', 'preenchida', 'encerrada')),
        expires_at timestamptz not null,
        accepted_at timestamptz,
        appointment_id uuid,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint waitlist_offer_company_id_id_key unique (company_id, id),
        constraint waitlist_offer_token_key unique (token),
        constraint waitlist_offer_slot_key unique (company_id, entry_id, professional_id, date, start_time),
        ${fk('waitlist_offer_entry_fkey', 'entry_id', 'waitlist_entry')},
        ${fk('waitlist_offer_professional_fkey', 'professional_id', 'professional')},
        ${fk('waitlist_offer_service_fkey', 'service_id', 'service')},
        ${fk('waitlist_offer_appointment_fkey', 'appointment_id', 'appointment', 'set null (appointment_id)')}
      );`);
    this.addSql(`create index waitlist_offer_slot_idx on waitlist_offer (company_id, professional_id, date, start_time);`);
    this.addSql(`
      create table waitlist_settings (
        id uuid primary key,
        ${tenant},
        offer_hours integer not null default 2,
        offers_at_once integer not null default 3,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint waitlist_settings_company_id_id_key unique (company_id, id),
        constraint waitlist_settings_company_key unique (company_id)
      );`);
  }
}
