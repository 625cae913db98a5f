// `npm run bench` (not part of `npm test`): the calendar's weekly read under a fixed load — see
// infra/bench/bench.ts. Runs the TypeScript harness with tsx and passes its exit code on.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

// The harness is the load generator and shares the machine's two cores with the server and
// PostgreSQL. With V8's parallel GC, its four helper threads woke at its young-generation
// collections (every 0.3–0.5 s under the load) and held most of both cores for 50–75 ms: a stall of
// whatever path was being measured, in some runs and not others. One GC thread keeps the generator
// out of the measurement (the server runs as `npm start` runs it).
const HARNESS_FLAGS = ['--single-threaded-gc', '--import', 'tsx'];

const root = new URL('..', import.meta.url).pathname;
const child = spawn(process.execPath, [...HARNESS_FLAGS, join(root, 'infra/bench/bench.ts')], { cwd: root, stdio: 'inherit' });
const forward = (signal) => child.kill(signal);
process.on('SIGINT', forward);
process.on('SIGTERM', forward);
child.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
