import { Migration } from '@agenda/db';

/**
 * The outbox of messages to patients (decision 053): one row per appointment and kind of reminder
 * (the unique key is the guarantee against a second one, whatever the instances and retries), the
 * clinic's reminder and channel settings, the answers that came back and the numbers that opted out.
 * Due rows are claimed across companies by `outbox_claim`, which runs with its owner's rights: the
 * tenant role may take due work without reading any company's rows.
 */
export class Migration20261215000100_messages extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table message_settings (
        id uuid primary key,
        company_id uuid not null references company(id) on delete cascade deferrable initially deferred,
        reminder_hours integer[] not null default '{24,2}',
        quiet_start text not null default '20:00',
        quiet_end text not null default '08:00',
        whatsapp_phone_number_id text,
        whatsapp_token text,
        whatsapp_template text not null default 'lembrete_consulta',
        email_enabled boolean not null default true,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint message_settings_company_id_id_key unique (company_id, id),
        constraint message_settings_company_key unique (company_id)
      );`);
    this.addSql(`
      create table outbound_message (
        id uuid primary key,
        company_id uuid not null references company(id) on delete cascade deferrable initially deferred,
        appointment_id uuid not null,
        kind text not null,
        channel text not null,
        slot_date date not null,
        slot_start_time text not null,
        scheduled_for timestamptz not null,
        due_at timestamptz not null,
        status text not null check (status in ('agendado', 'enviando', 'enviado', 'entregue', 'lido', 'falhou', 'cancelado')),
        attempts integer not null default 0,
        claimed_until timestamptz,
        recipient text,
        provider_message_id text,
        sent_at timestamptz,
        delivered_at timestamptz,
        read_at timestamptz,
        last_error text,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint outbound_message_company_id_id_key unique (company_id, id),
        constraint outbound_message_kind_key unique (company_id, appointment_id, kind),
        constraint outbound_message_appointment_fkey foreign key (company_id, appointment_id)
          references appointment(company_id, id) on delete cascade deferrable initially deferred
      );`);
    this.addSql(`
      create table message_opt_out (
        id uuid primary key,
        company_id uuid not null references company(id) on delete cascade deferrable initially deferred,
        phone text not null,
        source text not null,
        opted_out_at timestamptz not null,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint message_opt_out_company_id_id_key unique (company_id, id),
        constraint message_opt_out_phone_key unique (company_id, phone)
      );`);
    this.addSql(`
      create table inbound_message (
        id uuid primary key,
        company_id uuid not null references company(id) on delete cascade deferrable initially deferred,
        outbound_message_id uuid,
        appointment_id uuid,
        from_phone text not null,
        text text not null,
        action text not null check (action in ('confirmou', 'cancelou', 'sair', 'ler')),
        provider_message_id text not null,
        received_at timestamptz not null,
        read_at timestamptz,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint inbound_message_company_id_id_key unique (company_id, id),
        constraint inbound_message_provider_key unique (company_id, provider_message_id),
        constraint inbound_message_outbound_fkey foreign key (company_id, outbound_message_id)
          references outbound_message(company_id, id) on delete set null (outbound_message_id) deferrable initially deferred,
        constraint inbound_message_appointment_fkey foreign key (company_id, appointment_id)
          references appointment(company_id, id) on delete set null (appointment_id) deferrable initially deferred
      );`);
    this.addSql(`create index inbound_message_day_idx on inbound_message (company_id, received_at);`);
    // The poller's scan crosses companies (decision 053): ordered by due time, only what waits.
    this.addSql(`create index outbound_message_due_idx on outbound_message (due_at) where status in ('agendado', 'enviando');`);
    this.addSql(`create index outbound_message_day_idx on outbound_message (company_id, slot_date);`);
    this.addSql(
      `create unique index outbound_message_provider_idx on outbound_message (provider_message_id) where provider_message_id is not null;`,
    );
    // One clinic per WhatsApp number: the webhook finds the clinic by it, before any company is known.
    this.addSql(`create unique index message_settings_whatsapp_idx on message_settings (whatsapp_phone_number_id)
      where whatsapp_phone_number_id is not null;`);
    this.addSql(`
      create or replace function whatsapp_company(phone_number_id text) returns uuid
        language sql stable security definer set search_path = public as $$
          select company_id from message_settings where whatsapp_phone_number_id = phone_number_id
        $$`);
    this.addSql(`
      create or replace function outbox_claim(batch int, lease_seconds int)
        returns table (id uuid, company_id uuid, attempts int)
        language sql security definer set search_path = public as $$
          update outbound_message m
             set status = 'enviando', attempts = m.attempts + 1,
                 claimed_until = now() + make_interval(secs => lease_seconds), updated_at = now()
           where m.id in (
             select o.id from outbound_message o
              where (o.status = 'agendado' and o.due_at <= now())
                 or (o.status = 'enviando' and o.claimed_until < now())
              order by o.due_at
              limit batch
              for update skip locked)
          returning m.id, m.company_id, m.attempts
        $$`);
  }
}
