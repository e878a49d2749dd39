import { MAILING_ADDRESS_LIMITS, VALIDATION } from '@portal/contract';
import * as z from 'zod/mini';
import { isValidZipCode } from './contact-rules';
import { requiredText } from './required-text';
import { isUsStateCode } from './us-states';

/** The address as it is kept: trimmed, the state upper-cased, an empty second line absent. */
export interface MailingAddress {
  readonly streetAddr1: string;
  readonly streetAddr2: string | null;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
}

/** The address as a form holds it: every line text, the second one empty when there is none. */
export interface MailingAddressForm {
  readonly streetAddr1: string;
  readonly streetAddr2: string;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
}

export const EMPTY_MAILING_ADDRESS: MailingAddressForm = { streetAddr1: '', streetAddr2: '', city: '', state: '', zip: '' };

/**
 * Spec 000 section 5: street and city required; a US state or DC by its two-letter code; a
 * five-digit ZIP code. The one address rule of registration, the account pages and reward
 * shipping, run by their forms and again by the server; its output is the address as kept.
 */
export const mailingAddressSchema = z.pipe(
  z.object({
    streetAddr1: requiredText(MAILING_ADDRESS_LIMITS.streetLine),
    streetAddr2: z.nullable(z.string().check(z.trim(), z.maxLength(MAILING_ADDRESS_LIMITS.streetLine, { error: VALIDATION.tooLong }))),
    city: requiredText(MAILING_ADDRESS_LIMITS.city),
    state: z
      .string({ error: VALIDATION.required })
      .check(
        z.trim(),
        z.toUpperCase(),
        z.minLength(1, { error: VALIDATION.required, abort: true }),
        z.refine(isUsStateCode, { error: VALIDATION.state }),
      ),
    zip: z
      .string({ error: VALIDATION.required })
      .check(
        z.trim(),
        z.minLength(1, { error: VALIDATION.required, abort: true }),
        z.refine(isValidZipCode, { error: VALIDATION.validZipCode }),
      ),
  }),
  z.transform((address): MailingAddress => ({ ...address, streetAddr2: address.streetAddr2 || null })),
);
