import { type Em, type Orm, type Sql, requestEm, runSql, setTransactionCompany, sql } from '@agenda/db';
import type { Logger } from '@agenda/trpc';
import { MAX_ATTEMPTS, retryDelaySeconds } from '../shared/reminder-schedule.ts';
import { ChannelError } from './channels/channel.ts';
import type { OutboxChannels } from './channels/outbox-channels.ts';
import { type PreparedMessage, prepareMessages } from './prepare-message.ts';
import { MESSAGES_TEXTS as T } from '../shared/texts.ts';

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
  /**
   * A pause between two claims of one drain: a server that sends while it serves the clinic's screens
   * takes small claims and lets the requests in between, so a burst of reminders never makes the
   * agenda wait (the outbox bench measures the weekly read during a send of 1,000).
   */
  pauseMs?: number;
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
  /** Set by `stop`: a drain in progress ends after its current claim. */
  private halted = false;

  constructor(private readonly options: OutboxOptions) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.halted = false;
    this.schedule(0);
  }

  /** Stops polling and waits for the messages in hand (their claims are finished, not abandoned). */
  async stop(): Promise<void> {
    this.stopped = true;
    this.halted = true;
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
      if (handled === 0 || this.halted) return total;
      if (this.options.pauseMs) await new Promise((resolve) => setTimeout(resolve, this.options.pauseMs));
    }
  }

  /**
   * One claim of due messages: each company's read in one transaction, the sends `concurrency` at a
   * time (no transaction open meanwhile), and each company's results written in one transaction.
   */
  async runOnce(): Promise<number> {
    const { tenantOrm, channels, log, batch = 100, concurrency = 16 } = this.options;
    const claimed = await runSql<Claimed>(
      tenantOrm.em.fork(),
      sql`select id, company_id, attempts from outbox_claim(${batch}, ${LEASE_SECONDS})`,
    );
    const byCompany = new Map<string, Claimed[]>();
    for (const c of claimed) byCompany.set(c.company_id, [...(byCompany.get(c.company_id) ?? []), c]);
    const outcomes: { claim: Claimed; set: Sql }[] = [];
    const work: { claim: Claimed; prepared: PreparedMessage }[] = [];
    for (const [companyId, claims] of byCompany) {
      const prepared = await inCompany(tenantOrm, companyId, (tx) =>
        prepareMessages(
          tx,
          companyId,
          claims.map((c) => c.id),
          channels,
        ),
      ).catch((error: unknown) => {
        log.error('outbox prepare failed', { companyId, error: String(error) });
        return new Map<string, PreparedMessage>();
      });
      for (const claim of claims) {
        const p = prepared.get(claim.id);
        if (p) work.push({ claim, prepared: p });
        else outcomes.push({ claim, set: this.failure(claim, T.prepareFailed, false) });
      }
    }
    let next = 0;
    const lane = async () => {
      for (let i = next++; i < work.length; i = next++) {
        const item = work[i] as (typeof work)[number];
        outcomes.push({ claim: item.claim, set: await this.outcome(item.claim, item.prepared) });
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, work.length) }, lane));
    for (const companyId of byCompany.keys()) {
      const mine = outcomes.filter((o) => o.claim.company_id === companyId);
      await inCompany(tenantOrm, companyId, async (tx) => {
        for (const { claim, set } of mine)
          await runSql(
            tx,
            sql`update outbound_message set ${set}, claimed_until = null, updated_at = now()
                 where company_id = ${companyId} and id = ${claim.id} and status = 'enviando' and attempts = ${claim.attempts}`,
          );
      }).catch((error: unknown) => log.error('outbox record failed', { companyId, error: String(error) }));
    }
    return claimed.length;
  }

  /** What to write of one message: sent, skipped, or failed (again later, or for good). */
  private async outcome(claim: Claimed, prepared: PreparedMessage): Promise<Sql> {
    if (prepared.kind === 'skip') return sql`status = 'cancelado', last_error = ${prepared.reason}`;
    if (prepared.kind === 'fail') return this.failure(claim, prepared.error.message, prepared.error.permanent);
    try {
      const sent = await prepared.send();
      return sql`status = 'enviado', sent_at = now(), provider_message_id = ${sent.providerMessageId},
                 recipient = ${prepared.recipient}, channel = ${prepared.channel}, last_error = null`;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (!(error instanceof ChannelError)) this.options.log.error('outbox send failed', { messageId: claim.id, error: reason });
      return this.failure(claim, reason, error instanceof ChannelError && error.permanent);
    }
  }

  /** A permanent failure, or the last attempt, ends 'falhou'; any other waits for its backoff. */
  private failure(claim: Claimed, reason: string, permanent: boolean): Sql {
    return permanent || claim.attempts >= MAX_ATTEMPTS
      ? sql`status = 'falhou', last_error = ${reason}`
      : sql`status = 'agendado', last_error = ${reason}, due_at = now() + make_interval(secs => ${retryDelaySeconds(claim.attempts)})`;
  }
}
