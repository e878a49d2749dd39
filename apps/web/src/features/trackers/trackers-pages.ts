// The landing and each tracker's page as one chunk: a member on one opens the other.
export { TrackerPage } from './tracker-page';
export { TrackersLandingPage } from './trackers-landing-page';
