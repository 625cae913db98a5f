import type { Transporter } from 'nodemailer';

/** One plain-text e-mail. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends e-mail; a failure rejects (the caller decides what it costs). */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** The transport options of an `smtp://user:password@host:port` (or `smtps://`) address. */
export function smtpOptions(url: string): Record<string, unknown> {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'smtps:';
  const user = decodeURIComponent(parsed.username);
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
    ...(user ? { auth: { user, pass: decodeURIComponent(parsed.password) } } : {}),
    // The owner waits for the answer: a mail server that does not answer must not hold it long.
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
  };
}

/** Sends through the SMTP server `SMTP_URL` names, from `from`. */
export function smtpMailer(url: string, from: string): Mailer {
  // Loaded on the first invitation, not at start: most servers never send a mail.
  let transport: Promise<Transporter> | undefined;
  return {
    async send(mail) {
      transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpOptions(url)));
      const ready = await transport.catch((error: unknown) => {
        transport = undefined;
        throw error;
      });
      await ready.sendMail({ from, ...mail });
    },
  };
}
