import { Button } from '@agenda/ui';
import { FINANCE_TEXTS as T } from '../shared/texts.ts';

/** §8: the financial load failure, with a retry that refetches (no page reload). */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="finance-error" role="alert">
      <p>{T.loadError}</p>
      <Button onClick={onRetry}>{T.retry}</Button>
    </div>
  );
}
