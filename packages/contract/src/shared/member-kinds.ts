import * as z from 'zod/mini';

export const PHONE_TYPES = ['home', 'cell', 'work'] as const;
export const phoneTypeSchema = z.enum(PHONE_TYPES);
export type PhoneType = z.infer<typeof phoneTypeSchema>;
