import type { FeedKind } from './feed-kind';

/** The kinds of plan file this deployment imports, by the name an operator types. */
export function createFeedCatalog(kinds: readonly FeedKind[]) {
  const byName = new Map(kinds.map((kind) => [kind.name, kind]));
  return {
    kinds,
    find(name: string): FeedKind | undefined {
      return byName.get(name);
    },
  };
}

export type FeedCatalog = ReturnType<typeof createFeedCatalog>;
