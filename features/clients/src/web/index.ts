export { ClientFields } from './client-fields.tsx';
export type { ClientFieldsProps } from './client-fields.tsx';
export { emptyClientForm, clientToForm, clientFormToInput, completeCpfDigits, isClientFormReady } from './form-values.ts';
export type { ClientFormValue } from './form-values.ts';
export { lookupClientByCpf, saveClient } from './client-api.ts';
export type { ClientData, ClientSummary } from '../shared/answers.ts';
export { ClientTabPanel } from './client-tab-panel.tsx';
export { useClient } from './hooks.ts';
