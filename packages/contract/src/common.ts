import * as z from 'zod/mini';
import { ERROR_CODES, type ErrorCode } from './errors';
import { LANGUAGE_CODES } from './languages';

export const languageCodeSchema = z.enum(LANGUAGE_CODES);

/** Text a client writes once per language it offers, keyed by language code. */
export const localizedTextSchema = z.partialRecord(languageCodeSchema, z.string());
export type LocalizedText = z.infer<typeof localizedTextSchema>;

/** A calendar date as `YYYY-MM-DD`. */
export const isoDateSchema = z.iso.date();

/** An instant as an ISO 8601 timestamp with offset. */
export const timestampSchema = z.iso.datetime({ offset: true });

export const emptyResponseSchema = z.object({});

/** A row id in a path or query: a positive whole number that fits the database's integer. */
export const idParamSchema = z.pipe(z.coerce.number(), z.int().check(z.positive(), z.lte(2_147_483_647)));

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
