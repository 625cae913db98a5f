import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import type { PdfJob } from './pdf-thread.ts';
import { renderDocument } from './render.ts';
import { signPdf } from './sign.ts';

// The PDF thread: renders and signs one document at a time (see pdf-thread.ts).

// On Linux a priority set for "this process" (0) applies to the calling thread only: on a busy
// machine the request thread, not the rendering, gets the CPU first. Elsewhere it may be refused.
try {
  setPriority(0, 10);
} catch {}
parentPort?.on('message', async (job: PdfJob) => {
  try {
    const bytes =
      job.op === 'render' ? await renderDocument(job.view) : await signPdf(job.issued, job.p12, job.password, job.stamp);
    parentPort?.postMessage({ ok: true, bytes: new Uint8Array(bytes) });
  } catch (error) {
    parentPort?.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) });
  }
});
