import { queryClient } from '@agenda/trpc/client';
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
    </QueryClientProvider>
  );
}
