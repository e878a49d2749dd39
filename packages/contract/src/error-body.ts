import * as z from 'zod/mini';
import { ERROR_CODES, type ErrorCode } from './errors';

/** Every failure's body; `isErrorBody` in errors.ts reads it without a schema. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]),
    /** English text for people reading the API; the web translates by code instead. */
    message: z.string(),
    /** Field name to an i18n key of the `validation` messages. */
    fields: z.optional(z.record(z.string(), z.string())),
    /** Values the message needs, such as the date registration opens (`opensOn`). */
    details: z.optional(z.record(z.string(), z.string())),
  }),
});
