import { describe, expect, it } from 'vitest';
import { PORTAL_FEATURES } from './portal-features';
import { VISITOR_FEATURES } from './visitor-features';

describe('the visitors’ route tables', () => {
  it('hold every feature with guest-only or public pages', () => {
    const withVisitorPages = PORTAL_FEATURES.filter((feature) => feature.guest?.length || feature.public?.length);
    expect(withVisitorPages.filter((feature) => !VISITOR_FEATURES.includes(feature))).toEqual([]);
  });

  it('carry no member pages and no header entry, which the sign-in page would load for nothing', () => {
    for (const feature of VISITOR_FEATURES) {
      expect(feature.member ?? []).toEqual([]);
      expect(feature.menu).toBeUndefined();
    }
  });
});
