import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { type CheckRowsInput, checkRows } from './check-rows.ts';
import { SheetRefused } from './read-sheet.ts';

// The reading thread: one file at a time, each answered with its rows checked or why it was refused
// (see read-in-worker.ts).

// On Linux a priority set for "this process" (0) applies to the calling thread only: on a busy
// machine the request thread, not the reading, gets the CPU first. Elsewhere it may be refused.
try {
  setPriority(0, 10);
} catch {}
parentPort?.on('message', async (input: CheckRowsInput) => {
  try {
    parentPort?.postMessage({ ok: true, checked: await checkRows(input) });
  } catch (error) {
    parentPort?.postMessage({ ok: false, refusal: error instanceof SheetRefused ? error.refusal : 'unreadable' });
  }
});
