// The dashboard's panel's first request, in the signed-in shell's chunk (see the web build's config):
// the checklist is asked for as soon as the shell is in, not once the panel's own code is.
export { prefetchFirstSteps } from './hooks.ts';
