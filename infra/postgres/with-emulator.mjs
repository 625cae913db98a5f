// Runs a command with the Firebase Auth emulator up (started here unless one is already running).
import { spawn } from 'node:child_process';
import { EMULATOR_HOST, isEmulatorUp, startAuthEmulator } from '../firebase/emulator.mjs';

const [command, ...args] = process.argv.slice(2);
const emulator = (await isEmulatorUp()) ? null : await startAuthEmulator();
const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST } });
const code = await new Promise((resolve) => child.once('exit', (c) => resolve(c ?? 1)));
await emulator?.stop();
process.exit(code);
