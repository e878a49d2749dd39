import { useLayoutEffect, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import { createExternalStore } from '../lib/external-store';

/** The key, in the `common` namespace's `titles`, of the page on screen. */
const routeTitleStore = createExternalStore<string | undefined>(undefined);

/** Wraps a page of the route table with its title; one page is on screen at a time. */
export function RouteTitle({ titleKey, children }: { titleKey: string; children: ReactNode }): ReactElement {
  useLayoutEffect(() => routeTitleStore.set(titleKey), [titleKey]);
  return <>{children}</>;
}

export function useRouteTitleKey(): string | undefined {
  return useSyncExternalStore(routeTitleStore.subscribe, routeTitleStore.get);
}
