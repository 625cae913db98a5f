import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';

/** What the app and the process share about the server's life: draining once a stop was asked. */
export interface Lifecycle {
  draining: boolean;
}

export interface ListenOptions {
  port: number;
  hostname: string;
  /**
   * The whole request (headers and body) must arrive within this time, else Node answers 408 and
   * closes the connection: a body that trickles in holds no socket and no handler for long.
   */
  requestTimeoutMs: number;
}

/** The app on a real socket, as `npm start` and the HTTP tests run it. */
export function listen(
  fetch: (request: Request) => Response | Promise<Response>,
  options: ListenOptions,
  onListening?: (info: AddressInfo) => void,
) {
  const timeout = options.requestTimeoutMs;
  return serve(
    {
      fetch,
      port: options.port,
      hostname: options.hostname,
      serverOptions: {
        requestTimeout: timeout,
        // Node refuses a headers timeout above the request timeout.
        headersTimeout: Math.min(60_000, timeout),
        // How often Node looks for late requests (its default, 30 s, would double a short timeout).
        connectionsCheckingInterval: Math.max(50, Math.min(1_000, Math.floor(timeout / 4))),
      },
    },
    onListening,
  ) as Server;
}

/**
 * Stops accepting connections and lets the requests in flight finish, at most `graceMs`; keep-alive
 * connections close as they go idle (the app answers `Connection: close` while draining). Whatever
 * is still open then is cut. Resolves whether everything finished in time.
 */
export async function drain(server: Server, lifecycle: Lifecycle, graceMs: number): Promise<boolean> {
  lifecycle.draining = true;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  let timer: NodeJS.Timeout | undefined;
  const finished = await Promise.race([
    closed.then(() => true),
    new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), graceMs);
    }),
  ]);
  clearTimeout(timer);
  if (!finished) server.closeAllConnections();
  return finished;
}
