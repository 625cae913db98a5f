export { teamServerFeature } from './feature.ts';
export { smtpMailer } from './mailer.ts';
export { PROFESSIONAL_BRIEF_SQL, activeProfessionals, professionalsById } from './read-model.ts';
export type { Professional } from './entities/professional.entity.ts';
