export { documentsServerFeature } from './feature.ts';
// A DEMO A1 certificate from a test CA made in code (the demo clinic's and the tests').
export { makeDemoCertificate } from './demo-certificate.ts';
