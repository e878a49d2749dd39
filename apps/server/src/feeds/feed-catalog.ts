import type { FeedKind } from './feed-kind';

/**
 * The kinds of plan file this deployment imports, by the name an operator types. Each area's
 * module adds its kinds when the services are built; the command line and the staff API read it.
 */
export function createFeedCatalog() {
  const byName = new Map<string, FeedKind>();
  return {
    get kinds(): readonly FeedKind[] {
      return [...byName.values()];
    },
    find(name: string): FeedKind | undefined {
      return byName.get(name);
    },
    add(kind: FeedKind): void {
      if (byName.has(kind.name)) throw new Error(`Two areas declare a feed kind '${kind.name}'`);
      byName.set(kind.name, kind);
    },
  };
}

export type FeedCatalog = ReturnType<typeof createFeedCatalog>;
