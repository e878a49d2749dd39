import { lazyPage, type FeatureRoutes } from '../../lib/feature-routes';

const loadPages = () => import('./trackers-pages');

// Spec 001: `/tracking` and its children need TRACKING; a plan without it goes home.
const needsTracking = { needs: { feature: 'TRACKING', otherwise: '/' } } as const;

export const trackersRoutes: FeatureRoutes = {
  member: [
    { path: 'tracking', title: 'tracking', page: lazyPage(loadPages, (m) => m.TrackersLandingPage), ...needsTracking },
    { path: 'tracking/:name', title: 'tracker', page: lazyPage(loadPages, (m) => m.TrackerPage), ...needsTracking },
  ],
  menu: { key: 'tracking', path: '/tracking', feature: 'TRACKING', placement: 'icon', icon: 'tracker' },
};
