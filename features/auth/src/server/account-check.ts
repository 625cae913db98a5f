import { type Em, runSql, sql } from '@agenda/db';
import type { Auth } from 'firebase-admin/auth';

/** How long an identity, once confirmed active at the provider, is trusted without asking again. */
export const ACCOUNT_CHECK_SECONDS = 60;
/** After a provider outage, how long until the provider is asked again. */
const OUTAGE_RETRY_SECONDS = 5;

const isGone = (error: unknown) => (error as { code?: string })?.code === 'auth/user-not-found';

/**
 * Asks the identity provider whether an account still exists and is enabled, at most once a
 * minute per account and server instance, so a disabled or deleted account loses its sessions
 * within 60 s. A provider outage lets the request through and is asked again after a few seconds,
 * not on every request (each attempt would wait on the unreachable provider).
 */
export class AccountCheck {
  private readonly confirmedAt = new Map<string, number>();

  constructor(private readonly auth: Auth) {}

  /** False when the account is disabled or deleted; `force` skips the minute of trust. */
  async isActive(uid: string, force = false): Promise<boolean> {
    const last = this.confirmedAt.get(uid);
    if (!force && last !== undefined && Date.now() - last < ACCOUNT_CHECK_SECONDS * 1000) return true;
    try {
      const account = await this.auth.getUser(uid);
      if (account.disabled) return this.forget(uid);
    } catch (error) {
      if (isGone(error)) return this.forget(uid);
      this.confirmedAt.set(uid, Date.now() - (ACCOUNT_CHECK_SECONDS - OUTAGE_RETRY_SECONDS) * 1000);
      return true;
    }
    if (this.confirmedAt.size > 50_000) this.confirmedAt.clear();
    this.confirmedAt.set(uid, Date.now());
    return true;
  }

  /** Whether the account was confirmed active within the minute of trust (no call to the provider). */
  recentlyConfirmed(uid: string): boolean {
    const last = this.confirmedAt.get(uid);
    return last !== undefined && Date.now() - last < ACCOUNT_CHECK_SECONDS * 1000;
  }

  private forget(uid: string): false {
    this.confirmedAt.delete(uid);
    return false;
  }
}

/** Ends every open session of the account (all its devices, in every clinic it belongs to). */
export async function revokeAllSessions(em: Em, firebaseUid: string): Promise<void> {
  await runSql(
    em,
    sql`update auth_session set revoked_at = now()
         where revoked_at is null and user_id in (select id from app_user where firebase_uid = ${firebaseUid})`,
  );
}
