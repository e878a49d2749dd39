import { EMAIL_ADDRESS_MAX_LENGTH, VALIDATION } from '@portal/contract';
import * as z from 'zod/mini';
import { isValidEmail } from './contact-rules';
import { requiredText } from './required-text';

/** An e-mail address as a call carries it: an empty one is no address. */
export const emailAddressSchema = z
  .string()
  .check(
    z.trim(),
    z.maxLength(EMAIL_ADDRESS_MAX_LENGTH, { error: VALIDATION.tooLong, abort: true }),
    z.refine(isValidEmail, { error: VALIDATION.email }),
  );

/** An e-mail address a form asks for: required first, then well formed. */
export const requiredEmailAddressSchema = requiredText(EMAIL_ADDRESS_MAX_LENGTH).check(z.refine(isValidEmail, { error: VALIDATION.email }));
