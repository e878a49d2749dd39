import { describe, expect, it } from 'vitest';
import { loginFormSchema } from './login-form';
import { normalizeUsername } from './username';

function messages(values: unknown): Record<string, string> {
  const result = loginFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('loginFormSchema', () => {
  it('accepts a username and a password', () => {
    expect(messages({ username: 'maria.lopez', password: 'x' })).toEqual({});
  });

  it('asks for both fields', () => {
    expect(messages({ username: '', password: '' })).toEqual({ username: 'validation.required', password: 'validation.required' });
    expect(messages({})).toEqual({ username: 'validation.required', password: 'validation.required' });
  });

  it('refuses spaces in the username with their own message', () => {
    expect(messages({ username: 'maria lopez', password: 'x' })).toEqual({ username: 'validation.validUserNameLogin' });
    expect(messages({ username: 'maria\tlopez', password: 'x' })).toEqual({ username: 'validation.validUserNameLogin' });
  });
});

describe('normalizeUsername', () => {
  it('ignores case and surrounding space', () => {
    expect(normalizeUsername('  Maria.Lopez ')).toBe('maria.lopez');
  });
});
