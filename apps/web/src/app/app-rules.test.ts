import { describe, expect, it } from 'vitest';
import type { FeatureRoutes } from '../lib/feature-routes';
import { BUILT_AREAS, builtAreas, homeRedirect, visibleAreas } from './portal-areas';
import { pageTitle, stripLeadingHash } from './route-effects';
import { resolveLanguage } from './use-language-resolution';

describe('header areas per feature flags', () => {
  it('shows Home, Rewards and Learn per HOME, REWARDS and EDUCATION', () => {
    expect(visibleAreas(['HOME', 'REWARDS', 'EDUCATION'], 'menu').map((area) => area.key)).toEqual(['home', 'rewards', 'learn']);
    expect(visibleAreas(['REWARDS'], 'menu').map((area) => area.key)).toEqual(['rewards']);
    expect(visibleAreas([], 'menu')).toEqual([]);
  });

  it('shows Help Center and Inbox always; Prescription Record and Trackers per their flags', () => {
    expect(visibleAreas([], 'icon').map((area) => area.key)).toEqual(['helpCenter', 'inbox']);
    expect(visibleAreas(['PRESCRIPTION_RECORD', 'TRACKING'], 'icon').map((area) => area.key)).toEqual([
      'helpCenter',
      'prescriptionRecord',
      'tracking',
      'inbox',
    ]);
  });
});

describe('areas from the features list', () => {
  const rewardsMenu = { key: 'rewards', path: '/rewards', feature: 'REWARDS', placement: 'menu' } as const;
  const Page = (): null => null;

  it('counts home, and an area whose feature serves a page at its address, as built', () => {
    const announced: FeatureRoutes[] = [{ menu: { key: 'home', path: '/', feature: 'HOME', placement: 'menu' } }, { menu: rewardsMenu }];
    expect([...builtAreas(announced)]).toEqual(['home']);
    const served: FeatureRoutes[] = [
      ...announced.slice(0, 1),
      { menu: rewardsMenu, member: [{ path: 'rewards', title: 'home', page: Page }] },
    ];
    expect([...builtAreas(served)]).toEqual(['home', 'rewards']);
  });

  it('builds home, rewards, learn, the help center, prescription record, trackers and inbox today: the other areas are announced by their features without pages', () => {
    expect([...BUILT_AREAS]).toEqual(['home', 'rewards', 'learn', 'helpCenter', 'prescriptionRecord', 'tracking', 'inbox']);
  });
});

describe('the HOME-off redirect', () => {
  it('goes to /rewards once the rewards area exists', () => {
    expect(homeRedirect(['REWARDS'], new Set(['home', 'rewards']))).toBe('/rewards');
  });

  it('stays home while HOME is on, while REWARDS is off, or while the rewards area is not built', () => {
    expect(homeRedirect(['HOME', 'REWARDS'], new Set(['home', 'rewards']))).toBeNull();
    expect(homeRedirect([], new Set(['home', 'rewards']))).toBeNull();
    expect(homeRedirect(['REWARDS'], new Set(['home']))).toBeNull();
  });
});

describe('resolveLanguage', () => {
  const configuration = {
    languages: [
      { code: 'ES', name: 'Español' },
      { code: 'EN', name: 'English' },
      { code: 'AR', name: 'العربية' },
    ],
  } as const;

  it("shows a forced language when the client offers it, even over the member's preference", () => {
    expect(resolveLanguage({ languages: [...configuration.languages] }, { preLogin: null, forced: 'AR' }, 'ES', [])).toBe('AR');
    expect(resolveLanguage({ languages: [...configuration.languages] }, { preLogin: null, forced: 'KO' }, 'ES', [])).toBe('ES');
  });

  it("then the member's preference, then the pre-sign-in pick, then the browser, then English", () => {
    const languages = [...configuration.languages];
    expect(resolveLanguage({ languages }, { preLogin: 'AR', forced: null }, 'ES', ['en-US'])).toBe('ES');
    expect(resolveLanguage({ languages }, { preLogin: 'AR', forced: null }, null, ['es-MX'])).toBe('AR');
    expect(resolveLanguage({ languages }, { preLogin: null, forced: null }, null, ['es-MX'])).toBe('ES');
    expect(resolveLanguage({ languages }, { preLogin: null, forced: null }, null, ['de-DE'])).toBe('EN');
  });
});

describe('page title and address', () => {
  it("reads 'Title | programme title'", () => {
    expect(pageTitle('Sign in', 'Harbor Health Rewards')).toBe('Sign in | Harbor Health Rewards');
    expect(pageTitle(undefined, 'Harbor Health Rewards')).toBe('Harbor Health Rewards');
  });

  it('strips a leading hash route, keeping what follows', () => {
    const replaced: string[] = [];
    const history = {
      state: null,
      replaceState: (_state: unknown, _title: string, url: string) => replaced.push(url),
    } as unknown as History;
    stripLeadingHash({ hash: '#/login?lang=es' } as Location, history);
    stripLeadingHash({ hash: '#section-2' } as Location, history);
    expect(replaced).toEqual(['/login?lang=es']);
  });
});
