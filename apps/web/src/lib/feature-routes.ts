import type { FeatureFlag } from '@portal/contract';
import { lazy, type ComponentType } from 'react';
import type common from '../locales/en/common.json';

/** A page's title: its key in `common`'s `titles`. */
export type TitleKey = keyof typeof common.titles;

/** An area of the header: its name is `areas.<key>` in `common`. */
export type AreaKey = Exclude<keyof typeof common.areas, 'inboxUnread'>;

export type AreaIconName = 'help' | 'prescription' | 'tracker' | 'inbox';

export interface PageRoute {
  readonly path: string;
  readonly title: TitleKey;
  readonly page: ComponentType;
  /** The feature flag the page needs; without it the member goes to `otherwise`. */
  readonly needs?: { readonly feature: FeatureFlag; readonly otherwise: string };
  /** The feature's own guard around the page: it renders the page through `<Outlet />` or redirects. */
  readonly guard?: ComponentType;
}

/** An older address that stands for another, keeping its query string and hash. */
export interface AliasRoute {
  readonly path: string;
  readonly aliasOf: string;
}

export interface MenuEntry {
  readonly key: AreaKey;
  readonly path: string;
  /** The flag that shows the area; null when every client has it. */
  readonly feature: FeatureFlag | null;
  /** A text item in the header menu, or an icon link beside it. */
  readonly placement: 'menu' | 'icon';
  /**
   * Its drawing in the shared icon set (`components/icons`), by name: a component here would put
   * every header icon on the sign-in page, which loads this list.
   */
  readonly icon?: AreaIconName;
}

/**
 * What a feature adds to the portal, from its `routes.tsx`: pages inside the signed-in layout,
 * pages only for visitors who are not signed in, pages anyone may open, and its header entry.
 */
export interface FeatureRoutes {
  readonly member?: readonly PageRoute[];
  readonly guest?: readonly (PageRoute | AliasRoute)[];
  readonly public?: readonly (PageRoute | AliasRoute)[];
  readonly menu?: MenuEntry;
}

/** A page whose code loads when it is first shown (the root layout's Suspense shows the spinner). */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ComponentType {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}
