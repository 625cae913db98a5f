import { type Em, type Orm, type Sql, requestEm, runSql, setTransactionCompany, sql } from '@agenda/db';
import type { Logger } from '@agenda/trpc';
import { MAX_ATTEMPTS, retryDelaySeconds } from '../shared/reminder-schedule.ts';
import { ChannelError } from './channels/channel.ts';
import type { OutboxChannels } from './channels/outbox-channels.ts';
import { type PreparedMessage, prepareMessage } from './prepare-message.ts';

export interface OutboxOptions {
  /** The tenant role's connection: claims go through `outbox_claim`, each message in its company. */
  tenantOrm: Orm;
  channels: OutboxChannels;
  log: Logger;
  /** How often an idle poller looks for due messages. */
  pollMs?: number;
  /** Messages taken per claim, and sent at once. */
  batch?: number;
  concurrency?: number;
}

/** How long a claim holds a message: far longer than a send may take (its timeout), so two never overlap. */
const LEASE_SECONDS = 120;

interface Claimed {
  id: string;
  company_id: string;
  attempts: number;
}

/** One transaction of the tenant role with the company set, as a tenant request has. */
function inCompany<T>(orm: Orm, companyId: string, work: (tx: Em) => Promise<T>): Promise<T> {
  return requestEm(orm, companyId).transactional(async (tx) => {
    await setTransactionCompany(tx, companyId);
    return work(tx);
  });
}

/**
 * The poller every server instance runs (decision 053). A claim is one statement (`for update skip
 * locked` in `outbox_claim`): instances never take the same message, and one that stops mid-send
 * leaves its claim to expire and be taken again. The result is written only while the claim is still
 * this one (`attempts` fences it), so a late answer never overwrites a newer attempt.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private stopped = true;

  constructor(private readonly options: OutboxOptions) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** Stops polling and waits for the messages in hand (their claims are finished, not abandoned). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private schedule(ms: number) {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.drain()
        .catch((error: unknown) => this.options.log.error('outbox poll failed', { error: String(error) }))
        .finally(() => this.schedule(this.options.pollMs ?? 5_000));
    }, ms);
    this.timer.unref();
  }

  /** Claims and sends until nothing is due; returns how many messages it handled. */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const handled = await this.runOnce();
      total += handled;
      if (handled === 0 || this.stopped) return total;
    }
  }

  /** One claim of due messages, sent `concurrency` at a time. */
  async runOnce(): Promise<number> {
    const { tenantOrm, batch = 100, concurrency = 16 } = this.options;
    const claimed = await runSql<Claimed>(
      tenantOrm.em.fork(),
      sql`select id, company_id, attempts from outbox_claim(${batch}, ${LEASE_SECONDS})`,
    );
    let next = 0;
    const lane = async () => {
      for (let i = next++; i < claimed.length; i = next++) await this.handle(claimed[i] as Claimed);
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, claimed.length) }, lane));
    return claimed.length;
  }

  private async handle(claim: Claimed): Promise<void> {
    const { tenantOrm, channels, log } = this.options;
    try {
      const prepared: PreparedMessage = await inCompany(tenantOrm, claim.company_id, (tx) =>
        prepareMessage(tx, claim.company_id, claim.id, channels),
      );
      if (prepared.kind === 'skip') {
        await this.finish(claim, sql`status = 'cancelado', last_error = ${prepared.reason}`);
        return;
      }
      const sent = await prepared.send();
      await this.finish(
        claim,
        sql`status = 'enviado', sent_at = now(), provider_message_id = ${sent.providerMessageId},
            recipient = ${prepared.recipient}, channel = ${prepared.channel}, last_error = null`,
      );
    } catch (error) {
      const permanent = error instanceof ChannelError && error.permanent;
      const failed = permanent || claim.attempts >= MAX_ATTEMPTS;
      const reason = error instanceof Error ? error.message : String(error);
      if (!(error instanceof ChannelError)) log.error('outbox send failed', { messageId: claim.id, error: reason });
      await this.finish(
        claim,
        failed
          ? sql`status = 'falhou', last_error = ${reason}`
          : sql`status = 'agendado', last_error = ${reason},
                due_at = now() + make_interval(secs => ${retryDelaySeconds(claim.attempts)})`,
      ).catch((e: unknown) => log.error('outbox record failed', { messageId: claim.id, error: String(e) }));
    }
  }

  private async finish(claim: Claimed, set: Sql): Promise<void> {
    await inCompany(this.options.tenantOrm, claim.company_id, (tx) =>
      runSql(
        tx,
        sql`update outbound_message set ${set}, claimed_until = null, updated_at = now()
             where company_id = ${claim.company_id} and id = ${claim.id}
               and status = 'enviando' and attempts = ${claim.attempts}`,
      ),
    );
  }
}
