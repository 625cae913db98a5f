export { teamServerFeature } from './feature.ts';
export type { TeamDeps } from './router.ts';
export { smtpMailer } from './mailer.ts';
