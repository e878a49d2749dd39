import * as z from 'zod/mini';
import { languageCodeSchema } from './common';
import { defineCall } from './define-call';

export const savePreferredLanguageCall = defineCall({
  method: 'PUT',
  path: '/v1/web/member/preferred-language',
  summary: "Save the member's preferred language (needs manage_member_account::data)",
  access: 'member',
  body: z.object({ languageCd: languageCodeSchema }),
  response: z.object({ preferredLanguageCd: languageCodeSchema }),
});
