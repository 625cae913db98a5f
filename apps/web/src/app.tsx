import { AuthProvider } from '@agenda/auth/web';
import { ConfirmProvider, ToastHost } from '@agenda/ui';
import { RouterProvider } from '@tanstack/react-router';
import { useCallback } from 'react';
import { router } from './router.tsx';

export function App() {
  const toLogin = useCallback(() => void router.navigate({ to: '/login' }), []);
  return (
    <AuthProvider onSignedOut={toLogin}>
      <ConfirmProvider>
        <RouterProvider router={router} />
        <ToastHost />
      </ConfirmProvider>
    </AuthProvider>
  );
}
