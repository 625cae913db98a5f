export { ClientFields } from './client-fields.tsx';
export { clientToForm, emptyClientForm, isClientFormReady } from './form-values.ts';
export type { ClientFormValue } from './form-values.ts';
export { saveClient } from './client-api.ts';
export type { ClientData } from '../shared/answers.ts';
export { ClientTabPanel } from './client-tab-panel.tsx';
export { useClient } from './hooks.ts';
