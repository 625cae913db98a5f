import { createSlot } from '@agenda/ui';

// The places of products' screens other features fill from their web manifest, so products never
// imports them. Kept apart from the screens: a manifest that fills a slot loads this file up front.

/**
 * A tab of /products after 'Produtos', its label and icon taken from the fill (finalize's
 * 'Análise Financeira': what the catalogue sold, from finalize's own records).
 */
export const productsPageTabSlot = createSlot<Record<string, never>>('products.page-tab');
