import { SimpleGrid } from '@mantine/core';
import type { ReactElement, ReactNode } from 'react';

/** An exercise's pieces as a named list in a grid: four columns, fewer on a narrow screen. */
export function PieceGrid(props: { label: string; narrowColumns: 2 | 3; children: ReactNode }): ReactElement {
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: props.narrowColumns, xs: 4 }}
      spacing="sm"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label={props.label}
    >
      {props.children}
    </SimpleGrid>
  );
}
