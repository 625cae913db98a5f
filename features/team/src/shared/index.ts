export { COMMISSION_TEXTS, isPercent } from './commission.ts';
export { professionalRefusal } from './working-hours.ts';
