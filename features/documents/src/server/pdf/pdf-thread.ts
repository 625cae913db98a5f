import { Worker } from 'node:worker_threads';
import type { DocumentView } from './render.ts';
import type { SignatureStamp } from './sign.ts';

// Rendering a document (parsing its font, drawing, compressing) and signing one take a few hundred
// milliseconds of CPU each: they run on one thread of their own, one job at a time for the whole
// process, so the request thread keeps answering meanwhile.

export type PdfJob =
  | { op: 'render'; view: DocumentView }
  | { op: 'sign'; issued: Uint8Array; p12: Uint8Array; password: string; stamp: SignatureStamp };
type Outcome = { ok: true; bytes: Uint8Array } | { ok: false; message: string };

const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 };
/** A job past this is stopped (a document renders in well under a second). */
const JOB_TIMEOUT_MS = 30_000;
/** The thread is kept this long after a job (starting one costs about a second), then ends. */
const IDLE_MS = 30_000;
const BOOT = new URL('./pdf-worker.boot.mjs', import.meta.url);

let worker: Worker | null = null;
let pending: ((outcome: Outcome) => void) | null = null;
let idle: NodeJS.Timeout | undefined;
let queue: Promise<unknown> = Promise.resolve();

const settle = (outcome: Outcome) => {
  const resolve = pending;
  pending = null;
  resolve?.(outcome);
};

function thread(): Worker {
  if (worker) return worker;
  const started = new Worker(BOOT, { execArgv: [], resourceLimits: RESOURCE_LIMITS });
  started.unref();
  started.on('message', (outcome: Outcome) => settle(outcome));
  started.on('error', (error) => settle({ ok: false, message: error.message }));
  started.once('exit', () => {
    if (worker === started) worker = null;
    settle({ ok: false, message: 'The PDF thread ended' });
  });
  worker = started;
  return started;
}

async function run(job: PdfJob): Promise<Uint8Array> {
  clearTimeout(idle);
  const current = thread();
  let timer: NodeJS.Timeout | undefined;
  const outcome = await new Promise<Outcome>((resolve) => {
    pending = resolve;
    timer = setTimeout(() => {
      settle({ ok: false, message: 'The PDF thread took too long' });
      void current.terminate();
    }, JOB_TIMEOUT_MS);
    current.postMessage(job);
  });
  clearTimeout(timer);
  idle = setTimeout(() => void worker?.terminate(), IDLE_MS).unref();
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.bytes;
}

/** Runs the job on the PDF thread after those before it. */
export function inPdfThread(job: PdfJob): Promise<Buffer> {
  const turn = queue.then(() => run(job));
  queue = turn.catch(() => undefined);
  return turn.then((bytes) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}
