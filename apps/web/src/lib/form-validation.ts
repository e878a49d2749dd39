import type { ZodMiniType } from 'zod/mini';

/**
 * Mantine form validation from a shared schema: each failing field gets its first message,
 * which is an i18n key the field translates.
 */
export function validateWith<T extends object>(schema: ZodMiniType<T>) {
  return (values: T): Partial<Record<keyof T, string>> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Partial<Record<keyof T, string>> = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0] as keyof T | undefined;
      if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
    }
    return errors;
  };
}

/** A form's error for a field, translated: schemas and the server give message keys. */
export function translatedError(t: (key: 'validation.required') => string, key: unknown): string | undefined {
  return typeof key === 'string' && key !== '' ? t(key as 'validation.required') : undefined;
}
