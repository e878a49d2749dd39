import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { AppProviders } from './providers';
import { routes } from './routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Made once the address is final (a leading hash stripped), since the router reads it when made. */
export function createAppRouter(): AppRouter {
  return createBrowserRouter(routes);
}

export function App({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }): ReactElement {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
