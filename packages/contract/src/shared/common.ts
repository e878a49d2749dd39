import * as z from 'zod/mini';
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

/** Every account change answers this: the web then reads member-info again. */
export const savedSchema = z.object({ saved: z.literal(true) });

/** A row id in a path or query: a positive whole number that fits the database's integer. */
export const idParamSchema = z.pipe(z.coerce.number(), z.int().check(z.positive(), z.lte(2_147_483_647)));
