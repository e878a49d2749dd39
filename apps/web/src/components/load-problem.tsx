import { Button, Stack, Text, Title } from '@mantine/core';
import type { ReactElement } from 'react';

/** A page whose data failed to load: the problem in plain words, announced, and a retry. */
export function LoadProblem(props: { title: string; text: string; tryAgain: string; retry: () => void }): ReactElement {
  return (
    <Stack gap="md" align="flex-start" role="alert">
      <Title order={1}>{props.title}</Title>
      <Text>{props.text}</Text>
      <Button variant="light" onClick={props.retry}>
        {props.tryAgain}
      </Button>
    </Stack>
  );
}
