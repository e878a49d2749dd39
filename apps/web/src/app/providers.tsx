import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactElement, ReactNode } from 'react';
import { contrastSafeColors, theme } from './theme';

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }): ReactElement {
  const initialDirection = document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
  return (
    <QueryClientProvider client={queryClient}>
      <DirectionProvider initialDirection={initialDirection} detectDirection={false}>
        <MantineProvider theme={theme} cssVariablesResolver={contrastSafeColors} deduplicateCssVariables={false} forceColorScheme="light">
          {children}
        </MantineProvider>
      </DirectionProvider>
    </QueryClientProvider>
  );
}
