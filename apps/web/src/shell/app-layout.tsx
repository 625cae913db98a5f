import { queryClient } from '@agenda/trpc/client';
import { ToastHost } from '@agenda/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { TopBar } from './top-bar.tsx';

/** The signed-in shell: top bar over the page; cached answers end with the session. */
export function AppLayout() {
  useEffect(() => () => queryClient.clear(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <div className="shell">
        <TopBar />
        <main className="shell-main">
          <Outlet />
        </main>
      </div>
      {/* Toasts are only raised behind the login: the toast library loads with the signed-in shell. */}
      <ToastHost />
    </QueryClientProvider>
  );
}
