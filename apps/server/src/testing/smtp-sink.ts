import { SMTPServer } from 'smtp-server';

/**
 * An SMTP server in the test's process (smtp-server) that keeps what it is sent, or refuses every
 * sender while `refuse` is set.
 */
export interface SmtpSink {
  port: number;
  messages: { from: string; to: string[]; data: string }[];
  refuse: boolean;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const sink: SmtpSink = { port: 0, messages: [], refuse: false, close: async () => {} };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      callback(sink.refuse ? Object.assign(new Error('Sender refused'), { responseCode: 554 }) : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        sink.messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  sink.port = (server.server.address() as { port: number }).port;
  sink.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return sink;
}
