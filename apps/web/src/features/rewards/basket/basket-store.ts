import type { RewardOrder } from '@portal/contract';
import type { BasketLine } from '@portal/domain';
import { useSyncExternalStore } from 'react';
import { readStoredJson, writeStored } from '../../../lib/browser-storage';
import { createExternalStore, type ExternalStore } from '../../../lib/external-store';
import { useSession } from '../../../lib/session-store';

/** What a member has chosen to redeem, from whose balance, kept in the tab so a reload keeps it. */
export interface BasketState {
  readonly lines: readonly BasketLine[];
  /** The member's address physical items go to. */
  readonly shippingId: number | null;
  /** Made when the basket is first sent and kept until it is placed or changed, so a retry reuses it. */
  readonly idempotencyKey: string | null;
  /** The orders the last confirmation placed, for the success page. */
  readonly placed: readonly RewardOrder[];
}

export const EMPTY_BASKET: BasketState = { lines: [], shippingId: null, idempotencyKey: null, placed: [] };

// One basket per signed-in member and per balance they redeem from (their own or a dependent's).
const stores = new Map<string, ExternalStore<BasketState>>();

export function basketStorageKey(memberId: number, dependentId: number | undefined): string {
  return `rewards-basket:${memberId}:${dependentId ?? 'self'}`;
}

function storeFor(key: string): ExternalStore<BasketState> {
  let store = stores.get(key);
  if (!store) {
    const saved = readStoredJson<BasketState>('session', key);
    store = createExternalStore<BasketState>(saved && Array.isArray(saved.lines) ? { ...EMPTY_BASKET, ...saved } : EMPTY_BASKET, (value) =>
      writeStored('session', key, JSON.stringify(value)),
    );
    stores.set(key, store);
  }
  return store;
}

/** Forgets the baskets held in memory (the tab's storage stays); for tests and sign-out. */
export function forgetBaskets(): void {
  stores.clear();
}

// randomUUID exists only in secure contexts; a plain-http test host still gets 128 random bits.
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface Basket {
  readonly state: BasketState;
  /** New lines: the key of an earlier attempt no longer stands for this basket. */
  setLines(lines: readonly BasketLine[]): void;
  setShippingId(shippingId: number | null): void;
  /** The key for sending this basket, made (and kept) on first use; a new one starts a new confirmation. */
  idempotencyKey(): string;
  /** Some orders placed: their lines leave the basket; the key is renewed once nothing is left. */
  placed(orders: readonly RewardOrder[], remaining: readonly BasketLine[]): void;
}

export function useBasket(dependentId: number | undefined): Basket {
  const session = useSession();
  if (!session) throw new Error('useBasket needs a signed-in member');
  const store = storeFor(basketStorageKey(session.memberId, dependentId));
  const state = useSyncExternalStore(store.subscribe, store.get);
  return {
    state,
    setLines: (lines) => store.set({ ...store.get(), lines, idempotencyKey: null }),
    setShippingId: (shippingId) => store.set({ ...store.get(), shippingId, idempotencyKey: null }),
    idempotencyKey() {
      const current = store.get();
      if (current.idempotencyKey) return current.idempotencyKey;
      const key = newIdempotencyKey();
      // A new key is a new confirmation: what an earlier one placed is no longer news.
      store.set({ ...current, idempotencyKey: key, placed: [] });
      return key;
    },
    placed(orders, remaining) {
      const current = store.get();
      store.set({
        ...current,
        lines: remaining,
        idempotencyKey: remaining.length === 0 ? null : current.idempotencyKey,
        placed: [...current.placed, ...orders],
      });
    },
  };
}
