import { Migration } from '@agenda/db';

/**
 * Online booking. `booking_settings`: one row per clinic, its page's address unique across all
 * clinics (the public page finds a clinic by it before any is known). `booking_request`: what a
 * patient typed when booking online, kept beside the client's record (which it never overwrites),
 * with the consent's time and the privacy text's version, until staff have seen it.
 */
export class Migration20261203000200_booking extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table booking_settings (
        id uuid primary key,
        company_id uuid not null references company(id) on delete cascade deferrable initially deferred,
        enabled boolean not null default false,
        slug text check (slug ~ '^[a-z0-9][a-z0-9-]{1,58}[a-z0-9]$'),
        service_ids uuid[] not null default '{}',
        professional_ids uuid[] not null default '{}',
        min_notice_hours integer not null check (min_notice_hours between 0 and 720),
        max_days_ahead integer not null check (max_days_ahead between 1 and 365),
        auto_confirm boolean not null default false,
        text text not null default '',
        privacy_text text not null,
        privacy_version text not null,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint booking_settings_company_id_id_key unique (company_id, id),
        constraint booking_settings_company_key unique (company_id),
        constraint booking_settings_enabled_slug check (not enabled or slug is not null)
      );`);
    this.addSql('create unique index booking_settings_slug_key on booking_settings (slug);');
    this.addSql(`
      create table booking_request (
        id uuid primary key,
        company_id uuid not null references company(id) on delete cascade deferrable initially deferred,
        appointment_id uuid not null,
        client_id uuid not null,
        new_client boolean not null,
        full_name text not null,
        cpf text not null check (cpf ~ '^[0-9]{11}$'),
        phone text not null check (phone ~ '^[0-9]{11}$'),
        email text,
        birth_date date,
        slot_date date not null,
        consent_at timestamptz not null,
        consent_version text not null,
        seen_at timestamptz,
        seen_by uuid,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint booking_request_company_id_id_key unique (company_id, id),
        constraint booking_request_appointment_key unique (company_id, appointment_id),
        constraint booking_request_appointment_fkey foreign key (company_id, appointment_id)
          references appointment(company_id, id) on delete cascade deferrable initially deferred,
        constraint booking_request_client_fkey foreign key (company_id, client_id)
          references client(company_id, id) on delete cascade deferrable initially deferred,
        constraint booking_request_seen_by_fkey foreign key (company_id, seen_by)
          references app_user(company_id, id) on delete set null (seen_by) deferrable initially deferred
      );`);
    this.addSql('create index booking_request_unseen_idx on booking_request (company_id, created_at) where seen_at is null;');
    this.addSql('create index booking_request_cpf_idx on booking_request (company_id, cpf, slot_date);');
    this.addSql('create index booking_request_phone_idx on booking_request (company_id, phone, slot_date);');
  }
}
