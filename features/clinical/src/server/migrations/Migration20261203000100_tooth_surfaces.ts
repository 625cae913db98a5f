import { Migration } from '@agenda/db';

/**
 * Tooth treatments by face and along the dentist's flow: the faces treated as the TISS face string
 * ('MOD', in table 32 order, '' for the whole tooth), the 'APPROVED' step between planned and in
 * progress, and who did it on which day once it is done.
 */
export class Migration20261203000100_tooth_surfaces extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table tooth_treatment drop constraint tooth_treatment_status_check');
    this.addSql(
      `alter table tooth_treatment add constraint tooth_treatment_status_check
        check (status in ('PLANNED', 'APPROVED', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED'))`,
    );
    this.addSql(
      `alter table tooth_treatment add column surfaces text not null default ''
        constraint tooth_treatment_surfaces_check check (surfaces ~ '^M?[OI]?D?V?[LP]?$')`,
    );
    this.addSql('alter table tooth_treatment add column performed_by uuid');
    this.addSql('alter table tooth_treatment add column performed_by_name text');
    this.addSql('alter table tooth_treatment add column performed_on date');
  }
}
