export * from './product.ts';
export * from './stock.ts';
export { PRODUCTS_TEXTS } from './texts.ts';
