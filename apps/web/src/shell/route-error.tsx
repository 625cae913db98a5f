import { Button, EmptyState } from '@agenda/ui';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

export const ROUTE_ERROR_TEXTS = {
  title: 'Algo deu errado',
  description: 'Não foi possível exibir esta página.',
  retry: 'Tentar Novamente',
} as const;

/** The browsers' words for a lazy page's code that could not be fetched. */
export function isCodeLoadFailure(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(error.message)
  );
}

/**
 * What a page shows when it fails to render or load, instead of the router's English default:
 * the pt-BR message and a retry that reloads the route's data and renders it again.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  useEffect(() => {
    console.error(error);
  }, [error]);
  const retry = () => {
    // A page's code that failed to arrive stays failed for this document in Chromium (its module
    // map keeps the failure): only a new document fetches it again.
    if (isCodeLoadFailure(error)) return window.location.reload();
    reset();
    void router.invalidate();
  };
  return (
    <div className="ui-page" role="alert">
      <EmptyState
        icon="⚠️"
        title={ROUTE_ERROR_TEXTS.title}
        description={ROUTE_ERROR_TEXTS.description}
        action={<Button onClick={retry}>{ROUTE_ERROR_TEXTS.retry}</Button>}
      />
    </div>
  );
}
