import type { CallDefinition } from './define-call';

declare const definedBy: unique symbol;

/**
 * What the browser needs of a call to make it: its method and path. The call's schemas stay
 * out of it, so pages that only make calls do not load the schema library. The call it stands
 * for is carried in the type alone, so answers are still typed.
 */
export interface CallAddress<C extends CallDefinition = CallDefinition> {
  readonly method: C['method'];
  readonly path: C['path'];
  readonly [definedBy]?: C;
}

/**
 * The address of call `C`; a method or path that differs from the definition does not compile.
 * Marked free of side effects so a bundle keeps only the addresses its pages use.
 */
export /* @__NO_SIDE_EFFECTS__ */ function callAddress<C extends CallDefinition>(method: C['method'], path: C['path']): CallAddress<C> {
  return { method, path };
}
