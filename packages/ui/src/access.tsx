import type { Permission } from '@agenda/access';
import { type ReactNode, createContext, createElement, useContext } from 'react';

/**
 * What the signed-in member may do, as the shell knows it from their role (the permission table
 * lives in `@agenda/access`, below the server and the web; this package only carries the
 * answer, and types every permission it is asked about: an unknown one does not compile). Screens leave out every control the server would refuse. Without a provider everything
 * is shown: screens drawn alone (a component's own test) are not a member's, and the server still
 * refuses what a role may not do.
 */
type May = (permission: Permission) => boolean;

const AccessContext = createContext<May>(() => true);

export function AccessProvider({ may, children }: { may: May; children: ReactNode }) {
  return createElement(AccessContext.Provider, { value: may }, children);
}

/** `may('clinical')`: whether the signed-in member's role grants that permission. */
export function useMay(): May {
  return useContext(AccessContext);
}

/** Draws its children only for a member whose role grants `permission`. */
export function Allowed({ permission, children }: { permission: Permission; children: ReactNode }) {
  return useMay()(permission) ? children : null;
}
