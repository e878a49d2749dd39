import { Box, Text } from '@mantine/core';
import type { ReactElement, ReactNode } from 'react';

/** A labelled value; the list around it is a description list. */
export function Detail({ label, children }: { label: string; children: ReactNode }): ReactElement {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Box component="dd" m={0}>
        {children}
      </Box>
    </div>
  );
}
