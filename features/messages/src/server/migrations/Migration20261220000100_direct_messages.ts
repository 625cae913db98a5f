import { Migration } from '@agenda/db';

/**
 * Messages that remind of no appointment (a waitlist's offer of a freed slot): the outbox row carries
 * its filled content (`payload`) and the row of the feature it speaks for (`source_id`, one message
 * per source and kind), and no appointment. The reminders are unchanged: they still name theirs.
 */
export class Migration20261220000100_direct_messages extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table outbound_message alter column appointment_id drop not null;');
    this.addSql('alter table outbound_message add column source_id uuid, add column payload jsonb;');
    this.addSql(`alter table outbound_message add constraint outbound_message_direct_check
      check ((appointment_id is null) = (payload is not null and source_id is not null));`);
    this.addSql(`create unique index outbound_message_source_idx on outbound_message (company_id, source_id, kind)
      where source_id is not null;`);
  }
}
