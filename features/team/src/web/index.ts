// The team page (another part of the issue) mounts this section; the shell reaches the rest through ./manifest.
export { ProfessionalsSection } from './professionals-section.tsx';
