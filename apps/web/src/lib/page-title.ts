import { useEffect, useSyncExternalStore } from 'react';
import { createExternalStore } from './external-store';

/** A title a page takes from its data (a document's name), which wins over its route's title. */
const dataTitleStore = createExternalStore<string | undefined>(undefined);

export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    dataTitleStore.set(title);
    return () => dataTitleStore.set(undefined);
  }, [title]);
}

export function useDataTitle(): string | undefined {
  return useSyncExternalStore(dataTitleStore.subscribe, dataTitleStore.get);
}
