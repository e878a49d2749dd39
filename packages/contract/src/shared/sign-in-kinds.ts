import * as z from 'zod/mini';

/** How a member receives one-time codes, and the answers that name it; several areas' calls use them. */
export const MFA_TYPES = ['EMAIL', 'SMS', 'VOICE', 'TOTP'] as const;
export const mfaTypeSchema = z.enum(MFA_TYPES);
export type MfaType = z.infer<typeof mfaTypeSchema>;

export const loginResponseSchema = z.object({
  memberId: z.int(),
  jwt: z.string(),
  refreshToken: z.nullable(z.string()),
  /** The channel MFA still needs, or null when the session is complete. */
  mfaType: z.nullable(mfaTypeSchema),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const totpSetupSchema = z.object({
  /** The secret to type into an authenticator app (base32). */
  secret: z.string(),
  otpauthUri: z.string(),
  /** The same as a QR code, as a data: URL of a PNG image. */
  qrCodeDataUrl: z.string(),
});
export type TotpSetup = z.infer<typeof totpSetupSchema>;

export const codeSentSchema = z.object({
  channel: mfaTypeSchema,
  /** Where the code went, masked; null for an authenticator app. */
  maskedDestination: z.nullable(z.string()),
  totpSetup: z.nullable(totpSetupSchema),
});
export type CodeSent = z.infer<typeof codeSentSchema>;
