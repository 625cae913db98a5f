import { AuthProvider } from '@agenda/auth/web';
import { ConfirmProvider, SlotsProvider } from '@agenda/ui';
import { RouterProvider } from '@tanstack/react-router';
import { useCallback } from 'react';
import { slotFills } from './features.ts';
import { router } from './router.tsx';

export function App() {
  const toLogin = useCallback(() => void router.navigate({ to: '/login' }), []);
  return (
    <AuthProvider onSignedOut={toLogin}>
      <SlotsProvider fills={slotFills}>
        <ConfirmProvider>
          <RouterProvider router={router} />
        </ConfirmProvider>
      </SlotsProvider>
    </AuthProvider>
  );
}
