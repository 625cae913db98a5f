// The shell mounts this feature through ./manifest (the team page takes ProfessionalsSection from its own
// file); other features read the signed-in member's own profile here.
export { useOwnProfessional } from './hooks.ts';
