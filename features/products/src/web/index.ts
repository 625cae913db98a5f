export { productsPageTabSlot } from './slots.ts';
