// The PDF thread's entry: it starts without the parent's flags (--import tsx under `npm start`,
// nothing under Vitest), so it loads TypeScript the same way everywhere.
import { register } from 'tsx/esm/api';

register();
await import('./pdf-worker.ts');
