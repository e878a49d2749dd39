import * as z from 'zod/mini';

/**
 * How long a member's contact details may be. One source for the calls' shapes here and the
 * domain's rules that the forms and the services run (decision 0020): registration, the
 * account pages and reward shipping all take the same address and numbers.
 */
export const MAILING_ADDRESS_LIMITS = { streetLine: 120, city: 80, state: 2, zip: 10, name: 120 } as const;

/** As typed, punctuation and a leading country code included. */
export const PHONE_NUMBER_MAX_LENGTH = 40;

/** Spec 000: a member keeps one or two contact numbers. */
export const MAX_CONTACT_PHONES = 2;

export const EMAIL_ADDRESS_MAX_LENGTH = 254;

const line = (maxLength: number) => z.string().check(z.maxLength(maxLength));

/** A mailing address as calls carry it; an absent second street line is null. */
export const mailingAddressBodySchema = z.object({
  streetAddr1: line(MAILING_ADDRESS_LIMITS.streetLine),
  streetAddr2: z.nullable(line(MAILING_ADDRESS_LIMITS.streetLine)),
  city: line(MAILING_ADDRESS_LIMITS.city),
  /** Two-letter code of a US state or DC. */
  state: line(MAILING_ADDRESS_LIMITS.state),
  zip: line(MAILING_ADDRESS_LIMITS.zip),
});
export type MailingAddressBody = z.infer<typeof mailingAddressBodySchema>;

/** One of the member's addresses as the portal shows it: the mailing one (primary) and delivery destinations. */
export const memberAddressSchema = z.object({
  id: z.int(),
  name: z.nullable(z.string()),
  streetAddr1: z.string(),
  streetAddr2: z.nullable(z.string()),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  primary: z.boolean(),
  verified: z.boolean(),
});
