export { ServicesPage } from './services-page.tsx';
export { ServicesPanel } from './services-panel.tsx';
export type { ServicesPanelProps, ServicesPanelTab } from './services-panel.tsx';
export { useServices, useServiceTypes } from './hooks.ts';
