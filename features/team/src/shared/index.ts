export { professionalRefusal } from './working-hours.ts';
