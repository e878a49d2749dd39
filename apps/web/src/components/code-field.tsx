import { TextInput, type TextInputProps } from '@mantine/core';
import type { ReactElement } from 'react';

/** A one-time code field: digits, one-time-code autofill, a numeric keyboard on phones. */
export function CodeField(props: Omit<TextInputProps, 'inputMode' | 'autoComplete'>): ReactElement {
  return <TextInput inputMode="numeric" autoComplete="one-time-code" maxLength={6} dir="ltr" {...props} />;
}
