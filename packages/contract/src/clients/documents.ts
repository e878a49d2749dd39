import * as z from 'zod/mini';
import { idParamSchema, languageCodeSchema, localizedTextSchema, timestampSchema } from '../shared/common';
import { defineCall } from '../shared/define-call';

/** The spec's document titles; a `-es` suffix asks for the Spanish text. */
export const PRIVACY_DOCUMENT_TITLES = ['terms-of-use', 'privacy-policy', 'terms-of-use-es', 'privacy-policy-es'] as const;
export const SPANISH_DOCUMENT_SUFFIX = '-es';
export const documentSlugSchema = z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/), z.maxLength(80));

export const publicDocumentSchema = z.object({
  slug: z.string(),
  languageCd: languageCodeSchema,
  title: z.string(),
  /** Plain text; blank lines separate paragraphs and a line starting with `# ` is a heading. */
  body: z.string(),
  updatedAt: timestampSchema,
});
export type PublicDocument = z.infer<typeof publicDocumentSchema>;

export const getPublicDocumentCall = defineCall({
  method: 'GET',
  path: '/v1/web/client/documents/:title',
  summary: 'A public legal document of the client (terms of use, privacy policy, notices)',
  access: 'public',
  params: z.object({ title: documentSlugSchema }),
  response: publicDocumentSchema,
});

export const disclaimerSchema = z.object({
  id: z.int(),
  displayOrder: z.int(),
  title: localizedTextSchema,
  body: localizedTextSchema,
});
export type Disclaimer = z.infer<typeof disclaimerSchema>;

export const getDisclaimerCall = defineCall({
  method: 'GET',
  path: '/v1/web/client/disclaimers/:id',
  summary: 'One disclaimer of the client, in every language it is written in',
  access: 'public',
  params: z.object({ id: idParamSchema }),
  response: disclaimerSchema,
});
