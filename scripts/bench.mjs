// `npm run bench` (not part of `npm test`): the calendar's weekly read under a fixed load — see
// infra/bench/bench.ts. Runs the TypeScript harness with tsx and passes its exit code on.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'infra/bench/bench.ts')], { cwd: root, stdio: 'inherit' });
const forward = (signal) => child.kill(signal);
process.on('SIGINT', forward);
process.on('SIGTERM', forward);
child.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
