import * as z from 'zod/mini';
import { isoDateSchema, timestampSchema } from './common';

/** Spec 000: the agreement types the portal asks members to accept. */
export const AGREEMENT_TYPES = ['PRIVACY_POLICY', 'TERMS_OF_USE', 'PHA_WELCOME'] as const;
export const agreementTypeSchema = z.enum(AGREEMENT_TYPES);
export type AgreementType = z.infer<typeof agreementTypeSchema>;

export const agreementRecurrenceSchema = z.enum(['ONCE', 'ANNUAL_CALENDAR', 'ANNUAL_WINDOW']);

/** One agreement of the client's catalog; its document is a legal document's slug, if it has one. */
export const agreementSchema = z.object({
  id: z.int(),
  type: agreementTypeSchema,
  recurrenceType: agreementRecurrenceSchema,
  windowStart: z.nullable(isoDateSchema),
  windowEnd: z.nullable(isoDateSchema),
  document: z.nullable(z.string()),
});
export type Agreement = z.infer<typeof agreementSchema>;

export const memberAgreementSchema = z.object({ agreementId: z.int(), agreementTimestamp: timestampSchema });
export type MemberAgreement = z.infer<typeof memberAgreementSchema>;
