/** §9 stock badge: above 10 high, 1 to 10 medium, 0 low. */
export type StockLevel = 'high' | 'medium' | 'low';

export function stockLevel(stock: number): StockLevel {
  if (stock > 10) return 'high';
  if (stock >= 1) return 'medium';
  return 'low';
}

/** §9: the product list's margin is profit ÷ sale price, in percent; null without a sale price. */
export function marginPercent(costPrice: number, salePrice: number): number | null {
  if (salePrice <= 0) return null;
  return ((salePrice - costPrice) / salePrice) * 100;
}
