import { Migration } from '@agenda/db';

const TENANT = 'company_id uuid not null references company(id) on delete cascade deferrable initially deferred';
const HHMM = `'^([01][0-9]|2[0-3]):[0-5][0-9]$'`;
const HEX = `'^#[0-9a-fA-F]{6}([0-9a-fA-F]{2})?$'`;

export class Migration20261125000200_settings extends Migration {
  override async up(): Promise<void> {
    // The settings feature's tables: one settings row per company and the dialog's items.
    this.addSql(`
      create table agenda_settings (
        id uuid primary key,
        ${TENANT},
        primary_color text not null check (primary_color ~ ${HEX}),
        secondary_color text not null check (secondary_color ~ ${HEX}),
        blocked_day_color text not null check (blocked_day_color ~ ${HEX}),
        appointment_colors jsonb not null check (jsonb_typeof(appointment_colors) = 'array'),
        national_holidays boolean not null default true,
        state_holidays boolean not null default true,
        city_holidays boolean not null default false,
        lunch_break_enabled boolean not null default false,
        lunch_break_start text not null default '12:00' check (lunch_break_start ~ ${HHMM}),
        lunch_break_end text not null default '13:00' check (lunch_break_end ~ ${HHMM}),
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint agenda_settings_company_key unique (company_id)
      );`);
    this.addSql(`
      create table custom_holiday (
        id uuid primary key,
        ${TENANT},
        name text not null,
        date date not null,
        type text not null default 'CUSTOM' check (type in ('CUSTOM', 'CITY')),
        recurring boolean not null default false,
        enabled boolean not null default true,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );`);
    this.addSql(`create index custom_holiday_company_date_idx on custom_holiday (company_id, date);`);
    this.addSql(`
      create table holiday_bridge (
        id uuid primary key,
        ${TENANT},
        name text not null,
        start_date date not null,
        end_date date not null,
        enabled boolean not null default true,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        check (end_date >= start_date)
      );`);
    this.addSql(`create index holiday_bridge_company_dates_idx on holiday_bridge (company_id, start_date, end_date);`);
    this.addSql(`
      create table schedule_block (
        id uuid primary key,
        ${TENANT},
        title text not null,
        start_date date not null,
        end_date date not null,
        type text not null default 'VACATION' check (type in ('VACATION', 'DAY_OFF', 'MAINTENANCE', 'PERSONAL')),
        all_day boolean not null default true,
        start_time text check (start_time ~ ${HHMM}),
        end_time text check (end_time ~ ${HHMM}),
        enabled boolean not null default true,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        check (end_date >= start_date),
        check (all_day or (start_time is not null and end_time is not null and end_time > start_time))
      );`);
    this.addSql(`create index schedule_block_company_dates_idx on schedule_block (company_id, start_date, end_date);`);
    this.addSql(`
      create table day_unblock (
        id uuid primary key,
        ${TENANT},
        date date not null,
        reason text not null,
        enabled boolean not null default true,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );`);
    this.addSql(`create index day_unblock_company_date_idx on day_unblock (company_id, date);`);
  }
}
