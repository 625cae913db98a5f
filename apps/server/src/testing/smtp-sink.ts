import { type Server, type Socket, createServer } from 'node:net';

/**
 * An SMTP server in the test's process that keeps what it is sent (or refuses every sender while
 * `refuse` is set): enough of RFC 5321 for a client to deliver one plain-text message.
 */
export interface SmtpSink {
  port: number;
  messages: { from: string; to: string[]; data: string }[];
  refuse: boolean;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const sockets = new Set<Socket>();
  const sink: SmtpSink = { port: 0, messages: [], refuse: false, close: async () => {} };
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer = '';
    let data: string[] | null = null;
    let envelope = { from: '', to: [] as string[] };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 sink ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line === '.') {
            sink.messages.push({ ...envelope, data: data.join('\n') });
            data = null;
            envelope = { from: '', to: [] };
            reply('250 OK: queued');
          } else data.push(line.startsWith('..') ? line.slice(1) : line);
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') reply('250-sink\r\n250-8BITMIME\r\n250 SMTPUTF8');
        else if (verb === 'HELO') reply('250 sink');
        else if (verb === 'MAIL') {
          if (sink.refuse) reply('554 5.7.1 Sender refused');
          else {
            envelope.from = line.slice(10);
            reply('250 OK');
          }
        } else if (verb === 'RCPT') {
          envelope.to.push(line.slice(8));
          reply('250 OK');
        } else if (verb === 'DATA') {
          data = [];
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else reply('250 OK');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  sink.port = (server.address() as { port: number }).port;
  sink.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return sink;
}
