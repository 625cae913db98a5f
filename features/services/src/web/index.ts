export { ServicesPanel } from './services-panel.tsx';
export { useServices } from './hooks.ts';
