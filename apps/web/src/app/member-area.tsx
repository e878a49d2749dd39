import type { ReactElement } from 'react';
import { HomePage } from '../features/home/home-page';
import { HomeRoute } from './home-route';

/**
 * The signed-in area, loaded as one chunk once a member needs it: the guard, the layout and
 * home arrive together instead of one after another.
 */
export { RequireMember as MemberGuard } from './guards/require-member';
export { default as MemberLayout } from './layout/main-layout';

export function MemberHome(): ReactElement {
  return <HomeRoute Page={HomePage} />;
}

// With the guard and layout, so the pages' table arrives in the same round trip (decision 0054).
export { MemberPages } from './member-routes';
