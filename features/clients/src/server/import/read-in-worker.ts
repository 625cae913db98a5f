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
/** A read past this is stopped (50,000 honest rows take a few seconds). */
export const READ_TIMEOUT_MS = 60_000;
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

/** The process's one reading thread: started on demand, ended when idle, after a failure or a timeout. */
class ReadingThread {
  private worker: Worker | null = null;
  private exited: Promise<void> = Promise.resolve();
  private answer: ((outcome: Outcome) => void) | null = null;
  private idle: NodeJS.Timeout | undefined;

  private start(): Worker {
    // No inherited flags: the boot file loads TypeScript itself (see there).
    const worker = new Worker(BOOT, { execArgv: [], resourceLimits: RESOURCE_LIMITS });
    worker.unref();
    worker.on('message', (outcome: Outcome) => this.settle(outcome));
    worker.on('error', (error: Error & { code?: string }) =>
      this.settle({ ok: false, refusal: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'too-complex' : 'unreadable' }),
    );
    this.exited = new Promise((resolve) =>
      worker.once('exit', () => {
        if (this.worker === worker) this.worker = null;
        this.settle({ ok: false, refusal: 'unreadable' });
        resolve();
      }),
    );
    this.worker = worker;
    return worker;
  }

  private settle(outcome: Outcome) {
    const answer = this.answer;
    this.answer = null;
    answer?.(outcome);
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
    const outcome = await new Promise<Outcome>((resolve) => {
      this.answer = resolve;
      timer = setTimeout(() => this.settle({ ok: false, refusal: 'too-slow' }), READ_TIMEOUT_MS);
      worker.postMessage(input);
    });
    clearTimeout(timer);
    // A thread that failed a file, or ran out of time on one, is not trusted with the next.
    if (!outcome.ok) await this.stop();
    else this.idle = setTimeout(() => void this.stop(), IDLE_MS).unref();
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
  queue = turn;
  const outcome = await turn;
  if (!outcome.ok) throw badRequest(MESSAGES[outcome.refusal]);
  return outcome.checked;
}
