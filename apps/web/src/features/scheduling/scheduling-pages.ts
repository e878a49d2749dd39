// The scheduling area's pages, one chunk loaded with the route.
export { SchedulingPage } from './scheduling-page';
