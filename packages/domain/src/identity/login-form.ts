import { VALIDATION } from '@portal/contract';
import * as z from 'zod/mini';
import { usernameHasSpaces } from './username';

/**
 * Sign-in form (spec 000 sections 2 and 5): both fields required; spaces are no longer
 * allowed in usernames, and a username typed with spaces gets its own message.
 */
export const loginFormSchema = z.object({
  username: z.string({ error: VALIDATION.required }).check(
    z.minLength(1, { error: VALIDATION.required }),
    z.maxLength(200, { error: VALIDATION.tooLong }),
    z.refine((value) => !usernameHasSpaces(value), { error: VALIDATION.validUserNameLogin }),
  ),
  password: z
    .string({ error: VALIDATION.required })
    .check(z.minLength(1, { error: VALIDATION.required }), z.maxLength(200, { error: VALIDATION.tooLong })),
});
export type LoginForm = z.infer<typeof loginFormSchema>;
