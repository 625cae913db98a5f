export { confirmationsServerFeature } from './feature.ts';
export { confirmationServices } from './services.ts';
export { demoPatientLink } from './demo.ts';
export { patientLinkKey, signPatientToken } from './token.ts';
export { patientUrl } from './links.ts';
export { linkedAppointment } from './patient-link.service.ts';
