import * as z from 'zod/mini';

/** Spec 000 section 3: contact methods; e-mail and SMS are toggles, call and mail consents. */
export const CONTACT_METHODS = ['EMAIL', 'SMS', 'CALL', 'MAIL'] as const;
export const contactMethodSchema = z.enum(CONTACT_METHODS);
export type ContactMethod = z.infer<typeof contactMethodSchema>;

export const communicationPreferencesSchema = z.object({
  email: z.boolean(),
  sms: z.boolean(),
  phone: z.boolean(),
  mail: z.boolean(),
  preferredMethod: contactMethodSchema,
});
export type CommunicationPreferences = z.infer<typeof communicationPreferencesSchema>;
