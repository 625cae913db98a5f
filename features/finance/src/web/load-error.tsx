import { Button } from '@agenda/ui';
import { FINANCE_TEXTS as T } from '../shared/texts.ts';

/** §8: the financial load failure, with a retry that refetches the query (no page reload). */
export function LoadError({ onRetry, retrying = false }: { onRetry: () => void; retrying?: boolean }) {
  return (
    <div className="finance-error" role="alert">
      <p>{T.loadError}</p>
      <Button onClick={onRetry} loading={retrying}>
        {T.retry}
      </Button>
    </div>
  );
}
