import { Badge, type BadgeTone } from '@agenda/ui';
import { type StockLevel, stockLevel } from '../shared/stock.ts';
import { PRODUCTS_TEXTS as T } from '../shared/texts.ts';

const LOOK: Record<StockLevel, { tone: BadgeTone; label: string }> = {
  high: { tone: 'green', label: T.stockHigh },
  medium: { tone: 'amber', label: T.stockMedium },
  low: { tone: 'red', label: T.stockLow },
};

/** §9: the stock with its level — above 10 high, 1 to 10 medium, 0 low. */
export function StockBadge({ stock }: { stock: number }) {
  const look = LOOK[stockLevel(stock)];
  return (
    <Badge tone={look.tone}>
      <span className="products-stock" title={look.label}>
        {stock} <span className="products-stock__level">· {look.label}</span>
      </span>
    </Badge>
  );
}
