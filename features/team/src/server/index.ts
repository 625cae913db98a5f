export { teamServerFeature } from './feature.ts';
export { smtpMailer } from './mailer.ts';
export { COMMISSION_RATE_ROWS, commissionsOf } from './commission.service.ts';
export type { TeamApi } from './router.ts';
export { PROFESSIONAL_BRIEF_SQL, activeProfessionals, professionalsById } from './read-model.ts';
export type { Professional } from './entities/professional.entity.ts';
export { DEMO_TEAM } from './demo-team.ts';
export { type BookableProfessionalRow, bookableProfessionalsSql } from './bookable-professionals-read.ts';
