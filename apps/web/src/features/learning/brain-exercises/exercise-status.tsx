import { Text } from '@mantine/core';
import type { ReactElement } from 'react';

/** The exercise's last event in words, announced politely by screen readers and shown to everyone. */
export function ExerciseStatus({ message }: { message: string }): ReactElement {
  return (
    <Text role="status" aria-atomic="true" fw={600} mih="1.5em">
      {message}
    </Text>
  );
}
