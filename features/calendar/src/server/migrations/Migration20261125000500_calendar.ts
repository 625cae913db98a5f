import { Migration } from '@agenda/db';

// 'HH:mm' text → time without a text::time cast (that cast is only STABLE, which a generated column refuses).
const asTime = (column: string) => `make_time(substr(${column}, 1, 2)::int, substr(${column}, 4, 2)::int, 0)`;

export class Migration20261125000500_calendar extends Migration {
  override async up(): Promise<void> {
    // Times are the company's wall-clock 'HH:mm' on `date` (its time zone lives on the company), so the
    // slot is a timestamp range without time zone. The exclusion constraint is the one guard against
    // double booking: two active (PENDING, CONFIRMED, OVERDUE) appointments of a company never overlap.
    // service_id is "on delete restrict" and not deferrable: the services feature archives a service
    // whose delete is refused here.
    this.addSql(`
      create table appointment (
        id uuid primary key,
        company_id uuid not null references company(id) on delete cascade deferrable initially deferred,
        client_id uuid not null references client(id) deferrable initially deferred,
        service_id uuid not null references service(id) on delete restrict,
        date date not null,
        start_time text not null check (start_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
        end_time text not null check (end_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
        status text not null default 'PENDING'
          check (status in ('PENDING', 'CONFIRMED', 'CANCELLED', 'COMPLETED', 'OVERDUE', 'NO_SHOW')),
        notes text,
        urgency_level text check (urgency_level in ('critical', 'high', 'medium', 'low')),
        urgency_description text,
        urgency_reported_at timestamptz,
        slot tsrange generated always as (tsrange(date + ${asTime('start_time')}, date + ${asTime('end_time')})) stored,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint appointment_end_after_start check (end_time > start_time),
        constraint appointment_urgency_complete check ((urgency_level is null) = (urgency_reported_at is null))
      );`);
    this.addSql(`
      alter table appointment add constraint appointment_no_overlap
        exclude using gist (company_id with =, slot with &&)
        where (status in ('PENDING', 'CONFIRMED', 'OVERDUE'));`);
    this.addSql(`create index appointment_company_date_idx on appointment (company_id, date, start_time);`);
    this.addSql(`create index appointment_company_client_idx on appointment (company_id, client_id);`);
    this.addSql(`create index appointment_company_service_idx on appointment (company_id, service_id);`);
    this.addSql(
      `create index appointment_company_urgent_idx on appointment (company_id, urgency_level) where urgency_level is not null;`,
    );

    // Who did what to an appointment and when; reschedules keep where they came from and went to.
    this.addSql(`
      create table appointment_event (
        id uuid primary key,
        company_id uuid not null references company(id) on delete cascade deferrable initially deferred,
        appointment_id uuid not null references appointment(id) on delete cascade deferrable initially deferred,
        kind text not null check (kind in (
          'created', 'confirmed', 'cancelled', 'rescheduled', 'urgency_set', 'urgency_cleared', 'status_changed'
        )),
        from_date date,
        from_start_time text,
        from_end_time text,
        to_date date,
        to_start_time text,
        to_end_time text,
        from_status text,
        to_status text,
        reason text,
        user_id uuid references app_user(id) on delete set null deferrable initially deferred,
        at timestamptz not null,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );`);
    this.addSql(
      `create index appointment_event_company_appointment_idx on appointment_event (company_id, appointment_id, kind);`,
    );
  }
}
