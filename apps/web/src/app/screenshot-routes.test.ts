import { describe, expect, it } from 'vitest';
import { SCREENSHOT_ROUTES } from '../../e2e/screenshot-routes';
import { PORTAL_FEATURES } from './portal-features';

describe('the screenshot tests', () => {
  it('open every route of the route table', () => {
    // The signed-in home is the index route ('') and the not-found page catches the rest ('*').
    const routed = [
      '',
      '*',
      ...PORTAL_FEATURES.flatMap((feature) =>
        [...(feature.member ?? []), ...(feature.guest ?? []), ...(feature.public ?? [])].map((route) => route.path),
      ),
    ];
    expect(SCREENSHOT_ROUTES.map((route) => route.path).sort()).toEqual(routed.sort());
  });

  it('open each page for someone, and skip only addresses that redirect', () => {
    const aliases = PORTAL_FEATURES.flatMap((feature) => [...(feature.guest ?? []), ...(feature.public ?? [])])
      .filter((route) => 'aliasOf' in route)
      .map((route) => route.path);
    for (const route of SCREENSHOT_ROUTES) {
      if (aliases.includes(route.path)) expect(route.url, route.path).toBeNull();
      else expect(route.audiences.length, route.path).toBeGreaterThan(0);
    }
  });
});
