import { describe, expect, it } from 'vitest';
import { fieldProblems } from '../shared/field-problems';
import { contactInfoChangeSchema, emailChangeFormSchema, passwordChangeFormSchema } from './account-forms';

const problems = (result: { success: boolean; error?: { issues: readonly { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? {} : fieldProblems(result.error!.issues);

describe('e-mail change form', () => {
  it('needs a valid address, typed the same twice', () => {
    expect(problems(emailChangeFormSchema.safeParse({ email: 'new@example.org', confirmEmail: ' New@Example.org ' }))).toEqual({});
    expect(problems(emailChangeFormSchema.safeParse({ email: '', confirmEmail: '' }))).toEqual({
      email: 'validation.required',
      confirmEmail: 'validation.required',
    });
    expect(problems(emailChangeFormSchema.safeParse({ email: 'not-an-address', confirmEmail: 'not-an-address' }))).toEqual({
      email: 'validation.email',
    });
    expect(problems(emailChangeFormSchema.safeParse({ email: 'new@example.org', confirmEmail: 'other@example.org' }))).toEqual({
      confirmEmail: 'validation.matching',
    });
  });
});

describe('password change form', () => {
  const valid = { oldPassword: 'Harbor!2026', newPassword: 'Better#2027', confirmPassword: 'Better#2027' };

  it('needs the current password, a new one under the rules, and the same confirmation', () => {
    expect(problems(passwordChangeFormSchema.safeParse(valid))).toEqual({});
    expect(problems(passwordChangeFormSchema.safeParse({ ...valid, oldPassword: '' }))).toEqual({ oldPassword: 'validation.required' });
    expect(problems(passwordChangeFormSchema.safeParse({ ...valid, newPassword: 'better2027', confirmPassword: 'better2027' }))).toEqual({
      newPassword: 'validation.passwordRules',
    });
    expect(problems(passwordChangeFormSchema.safeParse({ ...valid, newPassword: '', confirmPassword: '' }))).toEqual({
      newPassword: 'validation.required',
      confirmPassword: 'validation.required',
    });
    expect(problems(passwordChangeFormSchema.safeParse({ ...valid, confirmPassword: 'Better#2028' }))).toEqual({
      confirmPassword: 'validation.matching',
    });
  });
});

describe('contact change', () => {
  it('reads an empty e-mail address as a wrong one, and checks the numbers by the shared rule', () => {
    expect(problems(contactInfoChangeSchema.safeParse({ email: '' }))).toEqual({ email: 'validation.email' });
    expect(
      problems(
        contactInfoChangeSchema.safeParse({
          phoneNumbers: [
            { type: 'cell', number: '5035550101', primary: true },
            { type: 'cell', number: '5035550102', primary: false },
          ],
        }),
      ),
    ).toEqual({ 'phoneNumbers.1.type': 'validation.uniqueType' });
  });
});
