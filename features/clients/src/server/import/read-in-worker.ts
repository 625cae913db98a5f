import { Worker } from 'node:worker_threads';
import { badRequest } from '@agenda/trpc';
import { CLIENTS_TEXTS as T } from '../../shared/texts.ts';
import type { CheckRowsInput, CheckedFile } from './check-rows.ts';
import type { SheetRefusal } from './sheet-limits.ts';

/**
 * The reading thread's heap. With its young generation, code and the file's copy, reading costs the
 * process at most ~250 MB, and all of it goes back when the thread ends.
 */
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 160, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 };
/** A read past this is stopped (50,000 honest .xlsx rows took 13 s on a busy 2-core machine). */
const READ_TIMEOUT_MS = 60_000;
/**
 * The thread is kept between reads for this long: an import sends its batches one after another,
 * each re-reading the file, and starting a thread costs about a second. Then it ends, and its memory
 * with it.
 */
const IDLE_MS = 3000;

const BOOT = new URL('./sheet-worker.boot.mjs', import.meta.url);

type Failure = SheetRefusal | 'too-slow' | 'too-complex' | 'unreadable';
type Outcome = { ok: true; checked: CheckedFile } | { ok: false; refusal: Failure };

const MESSAGES: Record<Failure, string> = {
  'not-a-sheet': T.importNotSpreadsheet,
  'unpacked-too-large': T.importUnpackedTooLarge,
  'too-many-rows': T.importTooManyRows,
  'too-many-columns': T.importTooManyColumns,
  'too-slow': T.importTooSlow,
  'too-complex': T.importTooComplex,
  unreadable: T.importUnreadable,
};

/** The process's one reading thread: started on demand, ended when idle or when it fails a read. */
class ReadingThread {
  private worker: Worker | null = null;
  private exited: Promise<void> = Promise.resolve();
  /** The read under way: `answered` when the thread itself answered (rows or a refusal). */
  private pending: ((outcome: Outcome, answered: boolean) => void) | null = null;
  private idle: NodeJS.Timeout | undefined;

  private start(): Worker {
    // No inherited flags: the boot file loads TypeScript itself (see there).
    const worker = new Worker(BOOT, { execArgv: [], resourceLimits: RESOURCE_LIMITS });
    worker.unref();
    worker.on('message', (outcome: Outcome) => this.settle(outcome, true));
    worker.on('error', (error: Error & { code?: string }) =>
      this.settle({ ok: false, refusal: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'too-complex' : 'unreadable' }, false),
    );
    this.exited = new Promise((resolve) =>
      worker.once('exit', () => {
        if (this.worker === worker) this.worker = null;
        this.settle({ ok: false, refusal: 'unreadable' }, false);
        resolve();
      }),
    );
    this.worker = worker;
    return worker;
  }

  private settle(outcome: Outcome, answered: boolean) {
    const pending = this.pending;
    this.pending = null;
    pending?.(outcome, answered);
  }

  private async stop() {
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
    await this.exited;
  }

  async read(input: CheckRowsInput): Promise<Outcome> {
    clearTimeout(this.idle);
    const worker = this.worker ?? this.start();
    let timer: NodeJS.Timeout | undefined;
    const [outcome, answered] = await new Promise<[Outcome, boolean]>((resolve) => {
      this.pending = (outcome, answered) => resolve([outcome, answered]);
      timer = setTimeout(() => this.settle({ ok: false, refusal: 'too-slow' }, false), READ_TIMEOUT_MS);
      try {
        worker.postMessage(input);
      } catch {
        this.settle({ ok: false, refusal: 'unreadable' }, false);
      }
    });
    clearTimeout(timer);
    // A thread that answered reads the next file; one that ran out of time or memory, or died, is
    // ended, and the next read starts a new one.
    if (answered) this.idle = setTimeout(() => void this.stop(), IDLE_MS).unref();
    else await this.stop();
    return outcome;
  }
}

const thread = new ReadingThread();
// One read at a time for the whole process: the memory bound above holds for the server, not per
// request. The others wait their turn (each turn is bounded by READ_TIMEOUT_MS).
let queue: Promise<unknown> = Promise.resolve();

/** The file's rows checked off the request thread; a refused or unreadable file is a 400 with its reason. */
export async function checkRowsInThread(input: CheckRowsInput): Promise<CheckedFile> {
  const turn = queue.then(() => thread.read(input));
  queue = turn.catch(() => undefined);
  const outcome = await turn;
  if (!outcome.ok) throw badRequest(MESSAGES[outcome.refusal]);
  return outcome.checked;
}
