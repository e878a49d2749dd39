import { VALIDATION } from '@portal/contract';
import * as z from 'zod/mini';

/** Text a member must fill in: trimmed, then required, then within its limit; one message per field. */
export function requiredText(maxLength: number): z.ZodMiniString<string> {
  return z
    .string({ error: VALIDATION.required })
    .check(
      z.trim(),
      z.minLength(1, { error: VALIDATION.required, abort: true }),
      z.maxLength(maxLength, { error: VALIDATION.tooLong, abort: true }),
    );
}
