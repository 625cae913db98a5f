import { request as httpRequest, Agent } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';

export const portOf = (server: Server) => (server.address() as AddressInfo).port;

/** What came back on a raw socket: everything the server wrote, and when it closed the socket. */
export interface RawExchange {
  text: string;
  status: number;
  headers: Record<string, string>;
  closedAfterMs: number;
}

/**
 * Writes `head` (and then each of `chunks`, `everyMs` apart, while the socket is open) and reads
 * until the server closes the socket or `waitMs` passes.
 */
export function rawExchange(
  port: number,
  head: string,
  options: { chunks?: string[]; everyMs?: number; waitMs?: number } = {},
): Promise<RawExchange> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    let text = '';
    let timer: NodeJS.Timeout | undefined;
    const chunks = [...(options.chunks ?? [])];
    const finish = () => {
      clearInterval(timer);
      text = Buffer.concat(received).toString('utf8');
      const [statusLine = '', ...lines] = text.split('\r\n\r\n')[0]?.split('\r\n') ?? [];
      const headers = Object.fromEntries(
        lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
      );
      resolve({ text, status: Number(statusLine.split(' ')[1]), headers, closedAfterMs: Date.now() - started });
    };
    socket.on('data', (d) => received.push(d));
    socket.on('error', () => undefined);
    socket.on('close', finish);
    socket.on('connect', () => {
      socket.write(head);
      if (chunks.length)
        timer = setInterval(() => {
          const next = chunks.shift();
          if (next === undefined || socket.destroyed) return clearInterval(timer);
          socket.write(next);
        }, options.everyMs ?? 100);
    });
    setTimeout(() => {
      if (!socket.destroyed) {
        socket.destroy();
        reject(
          new Error(`the server kept the socket open for ${options.waitMs ?? 5000} ms; it wrote: ${Buffer.concat(received)}`),
        );
      }
    }, options.waitMs ?? 5000);
  });
}

/** Node's own HTTP client with one keep-alive socket, as a browser or a proxy would reuse it. */
export function keepAliveClient(port: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const send = (method: string, path: string, body?: Buffer, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, method, path, agent, headers }, (res) => {
        let text = '';
        res.on('data', (d) => {
          text += d;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      });
      req.on('error', reject);
      req.end(body);
    });
  return { send, close: () => agent.destroy() };
}
