import { Button, Stack, Text, Title } from '@mantine/core';
import type { ReactElement } from 'react';

/**
 * Data that failed to load: the problem in plain words, announced, and a retry. A whole page's
 * title is its heading 1; a section of a page gives its own level.
 */
export function LoadProblem(props: {
  title: string;
  text: string;
  tryAgain: string;
  retry: () => void;
  headingOrder?: 1 | 2 | 3;
}): ReactElement {
  return (
    <Stack gap="md" align="flex-start" role="alert">
      <Title order={props.headingOrder ?? 1}>{props.title}</Title>
      <Text>{props.text}</Text>
      <Button variant="light" onClick={props.retry}>
        {props.tryAgain}
      </Button>
    </Stack>
  );
}
