import { type Permission, roleMay } from '@agenda/access';
import { ClinicChooser, useAuth } from '@agenda/auth/web';
import { queryClient } from '@agenda/api-client/trpc';
import { AccessProvider, ToastHost } from '@agenda/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from '@tanstack/react-router';
import { useCallback, useEffect } from 'react';
import { TopBar } from './top-bar.tsx';

/**
 * The signed-in shell: top bar over the page; cached answers end with the session. What the member's
 * role may do decides which entries, tabs and buttons the features draw.
 */
export function AppLayout() {
  useEffect(() => () => queryClient.clear(), []);
  const role = useAuth().user?.role;
  const may = useCallback((permission: Permission) => roleMay(role, permission), [role]);
  return (
    <AccessProvider may={may}>
      <QueryClientProvider client={queryClient}>
        <div className="shell">
          <TopBar />
          <main className="shell-main">
            <Outlet />
          </main>
        </div>
        {/* Toasts are only raised behind the login: the toast library loads with the signed-in shell. */}
        <ToastHost />
        <ClinicChooser />
      </QueryClientProvider>
    </AccessProvider>
  );
}
