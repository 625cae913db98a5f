import { type RateRule, byIp } from '@agenda/trpc';

const MINUTE = 60;

// The public page is open to anyone: per address, reading is bounded generously (a patient clicks
// through days and times), booking tightly (a person books a handful, a script thousands).
export const READ_LIMIT: RateRule = { name: 'booking:read:ip', limit: 240, windowSeconds: 10 * MINUTE, key: byIp };
export const BOOK_LIMIT: RateRule = { name: 'booking:book:ip', limit: 10, windowSeconds: 10 * MINUTE, key: byIp };
