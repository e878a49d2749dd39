import { describe, expect, it } from 'vitest';
import { validationFields } from './errors';

describe('validationFields', () => {
  it('keeps message keys the schemas carry, one per field', () => {
    expect(
      validationFields([
        { instancePath: '/username', keyword: 'custom', message: 'validation.validUserNameLogin' },
        { instancePath: '/username', keyword: 'too_small', message: 'validation.required' },
      ]),
    ).toEqual({ username: 'validation.validUserNameLogin' });
  });

  it('maps missing, too long and other problems to message keys', () => {
    expect(
      validationFields([
        { instancePath: '/password', keyword: 'invalid_type', message: 'Invalid input: expected string, received undefined' },
        { instancePath: '/username', keyword: 'too_big', message: 'Too big' },
        { instancePath: '/address/zipCode', keyword: 'invalid_format', message: 'Invalid string' },
        { instancePath: '', keyword: 'invalid_type', message: 'Invalid input: expected object, received null' },
      ]),
    ).toEqual({
      password: 'validation.required',
      username: 'validation.tooLong',
      'address.zipCode': 'validation.invalid',
      _: 'validation.invalid',
    });
  });
});
