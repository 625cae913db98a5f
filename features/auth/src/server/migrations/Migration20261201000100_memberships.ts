import { Migration } from '@agenda/db';

/**
 * A user row becomes a membership: a person (their identity-provider account, `firebase_uid`) may
 * belong to several clinics, one row each, with a role of the clinic's team and an active flag.
 * Nothing ever created a `STAFF` user; should one exist, it becomes reception, the narrowest role.
 */
export class Migration20261201000100_memberships extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table app_user drop constraint app_user_firebase_uid_key;');
    this.addSql('alter table app_user drop constraint app_user_email_key;');
    this.addSql('alter table app_user add constraint app_user_person_company_key unique (firebase_uid, company_id);');
    this.addSql('alter table app_user add constraint app_user_company_email_key unique (company_id, email);');
    this.addSql("update app_user set role = 'RECEPTION' where role = 'STAFF';");
    this.addSql('alter table app_user drop constraint app_user_role_check;');
    this.addSql(
      "alter table app_user add constraint app_user_role_check check (role in ('OWNER', 'PROFESSIONAL', 'RECEPTION'));",
    );
    this.addSql('alter table app_user add column active boolean not null default true;');
    this.addSql('alter table app_user add column last_sign_in_at timestamptz;');
  }
}
