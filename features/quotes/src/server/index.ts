export { quotesServerFeature } from './feature.ts';
export { quoteServices } from './token.ts';
