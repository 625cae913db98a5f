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

interface Transport {
  sendMail(message: Mail & { from: string }): Promise<unknown>;
}
interface Nodemailer {
  createTransport(options: Record<string, unknown>): Transport;
}

// Loaded on first use and by a name the bundler and type checker do not follow: a server without the
// package still starts, and an invitation it cannot mail is answered as such (`mail: 'failed'`).
const NODEMAILER = 'nodemailer';
const loadNodemailer = async (): Promise<Nodemailer> => {
  const loaded = (await import(NODEMAILER)) as Nodemailer & { default?: Nodemailer };
  return loaded.default ?? loaded;
};

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
  let transport: Promise<Transport> | undefined;
  return {
    async send(mail) {
      transport ??= loadNodemailer().then((nodemailer) => nodemailer.createTransport(smtpOptions(url)));
      const ready = await transport.catch((error: unknown) => {
        transport = undefined;
        throw error;
      });
      await ready.sendMail({ from, ...mail });
    },
  };
}
