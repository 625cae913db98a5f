import type { Writable } from 'node:stream';
import type pg from 'pg';

// COPY through node-postgres without another dependency: a query object it hands the protocol
// messages to (as pg-copy-streams does). COPY's text format is PostgreSQL's own: every value as its
// type writes it, exact for every type, and one line per row.

interface PgConnection {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
  sendCopyFail(message: string): void;
  stream: { pause(): void; resume(): void; writableNeedDrain?: boolean; once(event: 'drain', fn: () => void): void };
}

abstract class CopyQuery {
  private done = false;
  protected rows = 0;
  constructor(
    private readonly text: string,
    private readonly callback: (error: Error | null, rows: number) => void,
  ) {}
  submit(connection: PgConnection) {
    connection.query(this.text);
  }
  handleCommandComplete(message: { text: string }) {
    this.rows = Number(/(\d+)$/.exec(message.text)?.[1] ?? 0);
  }
  handleReadyForQuery() {
    this.finish(null);
  }
  handleError(error: Error) {
    this.finish(error);
  }
  handleCopyInResponse(connection: PgConnection) {
    connection.sendCopyFail('not a COPY FROM');
  }
  handleCopyData(_message: { chunk: Buffer }, _connection: PgConnection) {}
  handleRowDescription() {}
  handleDataRow() {}
  handleEmptyQuery() {}
  handlePortalSuspended() {}
  private finish(error: Error | null) {
    if (this.done) return;
    this.done = true;
    this.callback(error, this.rows);
  }
}

/** `COPY … TO STDOUT` into `out`, pausing the database's socket while `out` is full. Resolves the row count. */
export function copyOut(client: pg.Client, text: string, out: Writable): Promise<number> {
  return new Promise((resolve, reject) => {
    let paused = false;
    class Out extends CopyQuery {
      override handleCopyData(message: { chunk: Buffer }, connection: PgConnection) {
        // A view into the protocol parser's buffer, which the next socket read reuses: copied.
        if (!out.write(Buffer.from(message.chunk)) && !paused) {
          paused = true;
          connection.stream.pause();
          out.once('drain', () => {
            paused = false;
            connection.stream.resume();
          });
        }
      }
    }
    client.query(new Out(text, (error, rows) => (error ? reject(error) : resolve(rows))) as never);
  });
}

/** `COPY … FROM STDIN` fed with `lines` (each a row in COPY's text format, without its newline). */
export function copyIn(client: pg.Client, text: string, lines: AsyncIterable<string>): Promise<number> {
  return new Promise((resolve, reject) => {
    class In extends CopyQuery {
      override handleCopyInResponse(connection: PgConnection) {
        void (async () => {
          try {
            for await (const line of lines) {
              connection.sendCopyFromChunk(Buffer.from(`${line}\n`));
              if (connection.stream.writableNeedDrain) await new Promise<void>((r) => connection.stream.once('drain', r));
            }
            connection.endCopyFrom();
          } catch (error) {
            connection.sendCopyFail(String(error));
          }
        })();
      }
    }
    client.query(new In(text, (error, rows) => (error ? reject(error) : resolve(rows))) as never);
  });
}
