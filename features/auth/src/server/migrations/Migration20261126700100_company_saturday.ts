import { Migration } from '@agenda/db';

/** The company profile may open on Saturdays (the grid draws Monday to Saturday); sign-up still offers Monday to Friday. */
export class Migration20261126700100_company_saturday extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table company drop constraint company_business_days_check');
    this.addSql(
      `alter table company add constraint company_business_days_check check (business_days <@ array[1,2,3,4,5,6]::smallint[] and cardinality(business_days) between 1 and 6) not valid`,
    );
  }
}
