export { bookingServerFeature } from './feature.ts';
export { DEMO_BOOKING_SLUG } from './demo.ts';
