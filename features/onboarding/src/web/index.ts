export { FirstStepsPanel } from './first-steps-panel.tsx';
export { FirstStepsSection } from './first-steps-section.tsx';
