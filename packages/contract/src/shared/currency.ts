import * as z from 'zod/mini';

/** A programme pays in dollars (amounts in cents) or in points; the client chooses. */
export const CURRENCIES = ['DOLLARS', 'POINTS'] as const;
export const currencySchema = z.enum(CURRENCIES);
export type Currency = z.infer<typeof currencySchema>;
