export { teamServerFeature } from './feature.ts';
export { smtpMailer } from './mailer.ts';
