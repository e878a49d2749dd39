// The sign-in page loads its schema on demand (decision 0011), so this takes the one function it needs.
import { fieldProblems } from '@portal/domain/field-problems';

interface SharedSchema {
  safeParse(values: unknown): { success: boolean; error?: { issues: readonly { path: PropertyKey[]; message: string }[] } };
}

/**
 * Mantine form validation from a domain schema, the one the server runs too: each failing
 * field (by its dotted path, as `phoneNumbers.1.type`) gets its first message, an i18n key
 * the field translates.
 */
export function validateWith<Values>(schema: SharedSchema): (values: Values) => Record<string, string> {
  return (values) => {
    const result = schema.safeParse(values);
    return result.success || !result.error ? {} : fieldProblems(result.error.issues);
  };
}

/** A form's error for a field, translated: schemas and the server give message keys. */
export function translatedError(t: (key: 'validation.required') => string, key: unknown): string | undefined {
  return typeof key === 'string' && key !== '' ? t(key as 'validation.required') : undefined;
}
