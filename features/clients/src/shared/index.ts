export { clientListSchema } from './list.ts';
