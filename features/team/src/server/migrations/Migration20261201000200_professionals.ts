import { Migration } from '@agenda/db';

/**
 * Professionals: who attends, each with their agenda colour, hours and services. `working_hours` and
 * `service_ids` null mean "as the clinic" (its days and hours as they change, every service), so a
 * clinic of one books exactly as before. Each existing owner becomes a professional that way; their
 * appointments move to them in calendar's next migration.
 */
export class Migration20261201000200_professionals extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table professional (
        id uuid primary key,
        company_id uuid not null references company(id) on delete cascade deferrable initially deferred,
        member_id uuid,
        name text not null check (btrim(name) <> ''),
        registration text,
        specialty text,
        color text not null check (color ~ '^#[0-9a-f]{6}$'),
        working_hours jsonb check (jsonb_typeof(working_hours) = 'array'),
        service_ids uuid[] check (cardinality(service_ids) > 0),
        active boolean not null default true,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        constraint professional_company_id_id_key unique (company_id, id),
        constraint professional_member_fkey foreign key (company_id, member_id)
          references app_user(company_id, id) on delete set null (member_id) deferrable initially deferred
      );`);
    // One profile per member at most: two would split one person's agenda.
    this.addSql(
      'create unique index professional_company_member_key on professional (company_id, member_id) where member_id is not null;',
    );
    this.addSql(`
      insert into professional (id, company_id, member_id, name, color, created_at, updated_at)
      select gen_random_uuid(), u.company_id, u.id, u.full_name, '#2563eb', now(), now()
        from app_user u
       where u.role = 'OWNER'
       order by u.company_id, u.created_at;`);
  }
}
