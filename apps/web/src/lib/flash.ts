import { useSyncExternalStore } from 'react';
import { createExternalStore } from './external-store';

/** Spec: flash messages show at the top right for 3000 ms. */
export const FLASH_DURATION_MS = 3000;

export type FlashKind = 'error' | 'success' | 'warning';

export interface FlashMessage {
  readonly id: number;
  readonly kind: FlashKind;
  readonly text: string;
}

export const flashStore = createExternalStore<readonly FlashMessage[]>([]);
let nextId = 1;

export function dismissFlash(id: number): void {
  flashStore.set(flashStore.get().filter((message) => message.id !== id));
}

export function showFlash(kind: FlashKind, text: string): void {
  const id = nextId++;
  flashStore.set([...flashStore.get(), { id, kind, text }]);
  setTimeout(() => dismissFlash(id), FLASH_DURATION_MS);
}

export function useFlashMessages(): readonly FlashMessage[] {
  return useSyncExternalStore(flashStore.subscribe, flashStore.get);
}
